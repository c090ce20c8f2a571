import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialDistance, axialRange, type Axial } from '../../engine';
import { pickCentre, rangeIntersection } from './intersect';

const hex = fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) });
const key = (h: Axial) => `${h.q},${h.r}`;

describe('intersecting ranges', () => {
  it('are exactly the hexes of the first range within n of every other centre', () => {
    fc.assert(
      fc.property(fc.array(hex, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 5 }), (centres, n) => {
        const expected = axialRange(centres[0], n).filter((h) => centres.every((c) => axialDistance(c, h) <= n));
        expect(rangeIntersection(centres, n).map(key).sort()).toEqual(expected.map(key).sort());
      }),
    );
  });
  it('are one range for one centre and empty for centres more than 2n apart', () => {
    expect(rangeIntersection([{ q: 1, r: 1 }], 2)).toHaveLength(19);
    expect(
      rangeIntersection(
        [
          { q: 0, r: 0 },
          { q: 5, r: 0 },
        ],
        2,
      ),
    ).toEqual([]);
    expect(rangeIntersection([], 2)).toEqual([]);
  });
  it('picks up to three centres, dropping the oldest, and a second click on a centre removes it', () => {
    expect(pickCentre([], 4)).toEqual([4]);
    expect(pickCentre([4, 7, 9], 2)).toEqual([7, 9, 2]);
    expect(pickCentre([4, 7, 9], 7)).toEqual([4, 9]);
  });
});
