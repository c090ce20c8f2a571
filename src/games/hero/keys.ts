import { AXIAL_DIRECTIONS, type Orientation, type Point } from '../../engine';
import type { CompassPoint } from '../compass';

/** One movement key: the KeyboardEvent key (lower case), the direction's name, its axial direction and unit vector. */
export interface HeroKey {
  readonly key: string;
  readonly label: CompassPoint;
  /** index into AXIAL_DIRECTIONS */
  readonly direction: number;
  /** unit vector in pixel space (y down) along that grid direction */
  readonly vector: Point;
}

const SQRT3 = Math.sqrt(3);

// Keys by axial direction (E, NE, N(-r), W, SW, S(+r)). Pointy follows the tutorial: the keyboard's A W E / Z X D
// ring around S points the six ways a pointy hex has neighbours. Flat hexes have neighbours north and south instead
// of east and west, so the ring becomes Q W E over A S D: the same hand position, one column over.
const LAYOUT_KEYS: Record<Orientation, readonly (readonly [key: string, label: CompassPoint])[]> = {
  pointy: [
    ['d', 'east'],
    ['e', 'north-east'],
    ['w', 'north-west'],
    ['a', 'west'],
    ['z', 'south-west'],
    ['x', 'south-east'],
  ],
  flat: [
    ['d', 'south-east'],
    ['e', 'north-east'],
    ['w', 'north'],
    ['q', 'north-west'],
    ['a', 'south-west'],
    ['s', 'south'],
  ],
};

// Pixel direction of an axial step, from the layout matrices with unit size, then normalised.
function directionVector(orientation: Orientation, d: number): Point {
  const { q, r } = AXIAL_DIRECTIONS[d];
  const x = orientation === 'pointy' ? SQRT3 * q + (SQRT3 / 2) * r : 1.5 * q;
  const y = orientation === 'pointy' ? 1.5 * r : (SQRT3 / 2) * q + SQRT3 * r;
  const len = Math.hypot(x, y);
  return { x: x / len, y: y / len };
}

const TABLES: Record<Orientation, readonly HeroKey[]> = {
  pointy: build('pointy'),
  flat: build('flat'),
};

function build(orientation: Orientation): HeroKey[] {
  const keys = LAYOUT_KEYS[orientation].map(([key, label], direction) => ({
    key,
    label,
    direction,
    vector: directionVector(orientation, direction),
  }));
  // Shown in reading order around the ring: west/north-west first, as on the keyboard.
  const order = orientation === 'pointy' ? ['a', 'w', 'e', 'd', 'x', 'z'] : ['q', 'w', 'e', 'a', 's', 'd'];
  return order.map((k) => keys.find((e) => e.key === k) as HeroKey);
}

/**
 * The six movement keys of a layout (tutorial part 2, "Character movement"): pointy A W E D X Z = west, north-west,
 * north-east, east, south-east, south-west; flat Q W E A S D = north-west, north, north-east, south-west, south, south-east.
 */
export function heroKeys(orientation: Orientation): readonly HeroKey[] {
  return TABLES[orientation];
}

/** Held movement: a set of KeyboardEvent keys (any case), or a bitmask with bit d set for AXIAL_DIRECTIONS[d]. */
export type HeldInput = ReadonlySet<string> | number;

/** The bitmask of directions held, from keys or an existing mask. */
export function heldMask(orientation: Orientation, held: HeldInput): number {
  if (typeof held === 'number') return held & 63;
  let mask = 0;
  for (const k of TABLES[orientation]) if (held.has(k.key) || held.has(k.key.toUpperCase())) mask |= 1 << k.direction;
  return mask;
}

/** The unit vector of the held directions combined (their sum, normalised); {0, 0} when none or they cancel out. */
export function heldVector(orientation: Orientation, held: HeldInput): Point {
  const mask = heldMask(orientation, held);
  let x = 0;
  let y = 0;
  for (const k of TABLES[orientation]) {
    if (mask & (1 << k.direction)) {
      x += k.vector.x;
      y += k.vector.y;
    }
  }
  const len = Math.hypot(x, y);
  return len < 1e-9 ? { x: 0, y: 0 } : { x: x / len, y: y / len };
}
