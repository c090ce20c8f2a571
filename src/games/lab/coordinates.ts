import { measuredFrom, movesWithOrigin } from './origin';
import {
  axialToCube,
  axialToDoubled,
  axialToInterlaced,
  axialToOffset,
  type Axial,
  type Interlaced,
  type OffsetSettings,
} from '../../engine';

export type CoordinateSystem = 'offset' | 'axial' | 'cube' | 'doubled' | 'interlaced';

/** The systems in the order the Lab lists them (their names are in the UI's lab catalogue). */
export const SYSTEMS: readonly CoordinateSystem[] = ['offset', 'axial', 'cube', 'doubled', 'interlaced'];

/** A hex's coordinates in one system as numbers, in the order the Lab writes them. */
function coordinateParts(settings: OffsetSettings, a: Axial, system: CoordinateSystem): number[] {
  switch (system) {
    case 'offset': {
      const o = axialToOffset(settings, a);
      return [o.row, o.col];
    }
    case 'axial':
      return [a.q, a.r];
    case 'cube': {
      const c = axialToCube(a);
      return [c.q, c.r, c.s];
    }
    case 'doubled': {
      const d = axialToDoubled(settings.orientation, a);
      return [d.dcol, d.drow];
    }
    case 'interlaced': {
      // The article's demo writes i + "," + j: the pair first, then the half.
      const i = axialToInterlaced(settings.orientation, a);
      return [i.pair, i.half];
    }
  }
}

/** A hex's coordinates in one system, as the Lab writes them ("6,3,-9"). */
export const formatCoordinates = (settings: OffsetSettings, a: Axial, system: CoordinateSystem): string =>
  coordinateParts(settings, a, system).join(',');

/**
 * The lines a tile label is drawn in: two numbers fit on one line; cube's three are stacked (q, r, s from top to
 * bottom) so they can be drawn twice as large. Joined, the lines read as formatCoordinates.
 */
export function labelLines(settings: OffsetSettings, a: Axial, system: CoordinateSystem): string[] {
  const parts = coordinateParts(settings, a, system);
  if (parts.length < 3) return [parts.join(',')];
  return parts.map((p, i) => (i < parts.length - 1 ? `${p},` : String(p)));
}

/** Every system at once, for the Lab's side card; with an origin, the systems that move with it are measured from it. */
export const allCoordinates = (settings: OffsetSettings, a: Axial, origin: Axial | null = null) =>
  SYSTEMS.map((system) => ({
    system,
    relative: origin !== null && movesWithOrigin(system),
    text: formatCoordinates(settings, measuredFrom(system, a, origin), system),
  }));

/**
 * The slots an odd count leaves empty, written as the article does: "(4,1), (4,3) … (4,11)".
 * Long lists keep their first three and their last.
 */
export function missingText(missing: readonly Interlaced[]): string {
  const cells = missing.map((m) => `(${m.pair},${m.half})`);
  if (cells.length <= 4) return cells.join(', ');
  return `${cells.slice(0, 3).join(', ')} … ${cells[cells.length - 1]}`;
}
