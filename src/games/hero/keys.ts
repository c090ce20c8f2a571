// Held movement keys combined into one walking direction. The keys themselves are the board's (games/directions/directions.ts).
import type { Orientation, Point } from '../../engine';
import { directionKeys } from '../directions/directions';

/** Held movement: a set of KeyboardEvent keys (any case), or a bitmask with bit d set for AXIAL_DIRECTIONS[d]. */
export type HeldInput = ReadonlySet<string> | number;

/** The bitmask of directions held, from keys or an existing mask. */
export function heldMask(orientation: Orientation, held: HeldInput): number {
  if (typeof held === 'number') return held & 63;
  let mask = 0;
  for (const k of directionKeys(orientation))
    if (held.has(k.key) || held.has(k.key.toUpperCase())) mask |= 1 << k.direction;
  return mask;
}

/** The unit vector of the held directions combined (their sum, normalised); {0, 0} when none or they cancel out. */
export function heldVector(orientation: Orientation, held: HeldInput): Point {
  const mask = heldMask(orientation, held);
  let x = 0;
  let y = 0;
  for (const k of directionKeys(orientation)) {
    if (mask & (1 << k.direction)) {
      x += k.vector.x;
      y += k.vector.y;
    }
  }
  const len = Math.hypot(x, y);
  return len < 1e-9 ? { x: 0, y: 0 } : { x: x / len, y: y / len };
}
