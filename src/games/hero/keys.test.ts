import { describe, expect, it } from 'vitest';
import type { Orientation } from '../../engine';
import { directionKeys } from '../directions/directions';
import { heldMask, heldVector } from './keys';

describe.each<Orientation>(['pointy', 'flat'])('held keys in the %s layout', (orientation) => {
  it('cancel when opposite and combine into the direction between when neighbouring', () => {
    const keys = directionKeys(orientation);
    const opposite = (d: number) => keys.find((k) => k.direction === (d + 3) % 6)!;
    for (const k of keys)
      expect(heldVector(orientation, new Set([k.key, opposite(k.direction).key]))).toEqual({ x: 0, y: 0 });
    const [a, b] = [keys.find((k) => k.direction === 0)!, keys.find((k) => k.direction === 1)!];
    const v = heldVector(orientation, new Set([a.key, b.key]));
    expect(Math.hypot(v.x, v.y)).toBeCloseTo(1);
    expect(v.x).toBeCloseTo((a.vector.x + b.vector.x) / Math.hypot(a.vector.x + b.vector.x, a.vector.y + b.vector.y));
  });

  it('are read in either case, or as a bitmask of directions', () => {
    const [first, second] = directionKeys(orientation);
    const mask = heldMask(orientation, new Set([first.key.toUpperCase(), second.key, 'p']));
    expect(mask).toBe((1 << first.direction) | (1 << second.direction));
    expect(heldVector(orientation, mask)).toEqual(heldVector(orientation, new Set([first.key, second.key])));
    expect(heldVector(orientation, new Set())).toEqual({ x: 0, y: 0 });
  });
});
