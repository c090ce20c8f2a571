// The neighbour table of one tile, as the Lab's names card shows it: the numbers come from the engine; the direction
// names here are identifiers (data-direction), which the UI's lab catalogue names in the reader's language, as it
// does the layout's names in each article.
import {
  AXIAL_DIRECTIONS,
  axialAdd,
  axialEquals,
  axialToInterlaced,
  axialToOffset,
  bottomLeftOf,
  bottomOf,
  bottomRightOf,
  interlacedToAxial,
  topLeftOf,
  topOf,
  topRightOf,
  type Axial,
  type Interlaced,
  type OffsetSettings,
} from '../../engine';
import type { CompassPoint } from '../directions/directions';

/** The compass name of each of AXIAL_DIRECTIONS on screen (an identifier: the catalogue words it). */
const DIRECTION_NAMES: Record<OffsetSettings['orientation'], readonly CompassPoint[]> = {
  pointy: ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'],
  flat: ['south-east', 'north-east', 'north', 'north-west', 'south-west', 'south'],
};

/** Proximity's six neighbour helpers, by name. */
const PROXIMITY_HELPERS: readonly { name: string; step: (i: Interlaced) => Interlaced }[] = [
  { name: 'topLeftOf', step: topLeftOf },
  { name: 'topOf', step: topOf },
  { name: 'topRightOf', step: topRightOf },
  { name: 'bottomRightOf', step: bottomRightOf },
  { name: 'bottomOf', step: bottomOf },
  { name: 'bottomLeftOf', step: bottomLeftOf },
];

export interface NeighbourStep {
  /** index into AXIAL_DIRECTIONS */
  readonly direction: number;
  readonly name: CompassPoint;
  readonly axial: Axial;
  /** the step in offset (row, col) from this tile: it depends on the row's (column's) parity */
  readonly dRow: number;
  readonly dCol: number;
  /** the Proximity helper that reaches this neighbour in interlaced storage */
  readonly helper: string;
}

/** The six neighbours of a hex with their offset steps, for its row's (column's) parity, and Proximity's helper for each. */
export function neighbourSteps(settings: OffsetSettings, a: Axial): NeighbourStep[] {
  const here = axialToOffset(settings, a);
  const inter = axialToInterlaced(settings.orientation, a);
  return AXIAL_DIRECTIONS.map((d, direction) => {
    const n = axialAdd(a, d);
    const o = axialToOffset(settings, n);
    const helper = PROXIMITY_HELPERS.find((h) =>
      axialEquals(interlacedToAxial(settings.orientation, h.step(inter)), n),
    );
    return {
      direction,
      name: DIRECTION_NAMES[settings.orientation][direction],
      axial: d,
      dRow: o.row - here.row,
      dCol: o.col - here.col,
      helper: helper?.name ?? '',
    };
  });
}

/** The parity of the hex's offset line: its row on pointy boards, its column on flat ones. */
export function lineParity(settings: OffsetSettings, a: Axial): 'odd' | 'even' {
  const o = axialToOffset(settings, a);
  return ((settings.orientation === 'pointy' ? o.row : o.col) & 1) === 1 ? 'odd' : 'even';
}

/**
 * What the minesweeper tutorial's text calls this hex's line. Its text names the neighbour lists by the picture it
 * draws around a middle tile: an "odd" row is one whose rows above and below hold neighbours at columns j − 1 and j
 * (an "odd" column: neighbours in rows i − 1 and i beside it); the other list is "even". Its layout code, though,
 * shifts the odd lines (if (i % 2 !== 0)), so in its own odd-offset layout the two words are swapped.
 */
export function tutorialWord(settings: OffsetSettings, a: Axial): 'odd' | 'even' {
  const steps = neighbourSteps(settings, a);
  const across = steps.filter((s) => (settings.orientation === 'pointy' ? s.dRow !== 0 : s.dCol !== 0));
  const back = across.some((s) => (settings.orientation === 'pointy' ? s.dCol : s.dRow) === -1);
  return back ? 'odd' : 'even';
}
