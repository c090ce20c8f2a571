// The six directions a player moves in on a hex board, and the eight screen directions that name them: one table for
// every mode (the keyboard cursor, the hero's keys and pad, the Lab's neighbour names). The keys follow the tutorial's
// A W E D X Z in the horizontal (pointy) layout and turn with the board in the vertical (flat) one, where the six
// neighbours lie N, NE, SE, S, SW, NW: Q W E over A S D, the same hand position one column over.
import { AXIAL_DIRECTIONS } from '../../engine/hex';
import { axialToPixel, makeLayout } from '../../engine/layout';
import type { Orientation, Point } from '../../engine/types';

/** A direction on screen (y down), named as on a map with north up: identifiers, which each catalogue words. */
export type CompassPoint =
  'east' | 'south-east' | 'south' | 'south-west' | 'west' | 'north-west' | 'north' | 'north-east';

/** One direction key: the KeyboardEvent key (lower case), the direction's name, its axial direction and unit vector. */
export interface DirectionKey {
  readonly key: string;
  readonly label: CompassPoint;
  /** index into AXIAL_DIRECTIONS */
  readonly direction: number;
  /** unit vector in pixel space (y down) towards the neighbour in that direction */
  readonly vector: Point;
}

// In reading order around the ring, as on the keyboard: [key, axial direction, name]. Checked against the layout's
// own matrix in directions.test.ts: pointy direction 1 (1,-1) is up-right; flat direction 2 (0,-1) is straight up.
const KEYS: Record<Orientation, readonly (readonly [key: string, direction: number, label: CompassPoint])[]> = {
  pointy: [
    ['a', 3, 'west'],
    ['w', 2, 'north-west'],
    ['e', 1, 'north-east'],
    ['d', 0, 'east'],
    ['x', 5, 'south-east'],
    ['z', 4, 'south-west'],
  ],
  flat: [
    ['q', 3, 'north-west'],
    ['w', 2, 'north'],
    ['e', 1, 'north-east'],
    ['a', 4, 'south-west'],
    ['s', 5, 'south'],
    ['d', 0, 'south-east'],
  ],
};

/** The unit vector on screen of an axial step, from the layout's forward matrix. */
function unitVector(orientation: Orientation, direction: number): Point {
  const p = axialToPixel(makeLayout({ orientation, parity: 'odd', size: 1 }), AXIAL_DIRECTIONS[direction]);
  const len = Math.hypot(p.x, p.y);
  return { x: p.x / len, y: p.y / len };
}

const build = (orientation: Orientation): readonly DirectionKey[] =>
  KEYS[orientation].map(([key, direction, label]) => ({
    key,
    direction,
    label,
    vector: unitVector(orientation, direction),
  }));

const TABLES: Record<Orientation, readonly DirectionKey[]> = { pointy: build('pointy'), flat: build('flat') };

/**
 * The six direction keys of a layout (tutorial part 2, "Character movement"): pointy A W E D X Z = west, north-west,
 * north-east, east, south-east, south-west; flat Q W E A S D = north-west, north, north-east, south-west, south,
 * south-east.
 */
export const directionKeys = (orientation: Orientation): readonly DirectionKey[] => TABLES[orientation];

/** The axial direction a key moves in (any case), or -1 when the key is not one of the six. */
export function directionForKey(orientation: Orientation, key: string): number {
  const k = key.toLowerCase();
  return TABLES[orientation].find((e) => e.key === k)?.direction ?? -1;
}
