import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialDistance } from './hex';
import { axialRange, axialRing, axialSpiral } from './range';
import { axialArb } from './testing';
import type { Axial } from './types';

const keys = (hexes: Axial[]) => hexes.map((h) => `${h.q},${h.r}`);
const radius = fc.integer({ min: 0, max: 12 });

describe('the hexes within n steps', () => {
  it('are 3n(n+1)+1 different hexes, all within n steps', () => {
    fc.assert(
      fc.property(axialArb(), radius, (c, n) => {
        const range = axialRange(c, n);
        expect(range).toHaveLength(3 * n * (n + 1) + 1);
        expect(new Set(keys(range)).size).toBe(range.length);
        for (const h of range) expect(axialDistance(c, h)).toBeLessThanOrEqual(n);
      }),
    );
  });

  it('are 7 for n = 1 and 19 for n = 2', () => {
    expect(axialRange({ q: 0, r: 0 }, 1)).toHaveLength(7);
    expect(axialRange({ q: 0, r: 0 }, 2)).toHaveLength(19);
  });
});

describe('a ring of radius n', () => {
  it('is 6n different hexes exactly n steps away, walked neighbour to neighbour', () => {
    fc.assert(
      fc.property(axialArb(), fc.integer({ min: 1, max: 12 }), (c, n) => {
        const ring = axialRing(c, n);
        expect(ring).toHaveLength(6 * n);
        expect(new Set(keys(ring)).size).toBe(6 * n);
        ring.forEach((h, i) => {
          expect(axialDistance(c, h)).toBe(n);
          expect(axialDistance(h, ring[(i + 1) % ring.length])).toBe(1);
        });
      }),
    );
  });

  it('is just the centre for radius 0', () => {
    expect(axialRing({ q: 2, r: 5 }, 0)).toEqual([{ q: 2, r: 5 }]);
  });
});

describe('a spiral of radius n', () => {
  it('starts at the centre, then visits the same hexes as the range, ring by ring', () => {
    fc.assert(
      fc.property(axialArb(), radius, (c, n) => {
        const spiral = axialSpiral(c, n);
        expect(spiral[0]).toEqual(c);
        expect(keys(spiral).sort()).toEqual(keys(axialRange(c, n)).sort());
        for (let i = 1; i < spiral.length; i++) {
          expect(axialDistance(c, spiral[i])).toBeGreaterThanOrEqual(axialDistance(c, spiral[i - 1]));
        }
      }),
    );
  });
});
