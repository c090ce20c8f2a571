import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  axialDistance,
  axialEquals,
  axialNeighbor,
  axialNeighbors,
  axialRound,
  axialToCube,
  cubeRound,
  cubeToAxial,
} from './hex';
import { axialArb } from './testing';

describe('cube coordinates', () => {
  it('round-trip through axial and always sum to zero', () => {
    fc.assert(
      fc.property(axialArb(), (a) => {
        const c = axialToCube(a);
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToAxial(c)).toEqual(a);
        expect(cubeToAxial(cubeRound(c))).toEqual(a);
      }),
    );
  });
});

describe('the six neighbours of a hex', () => {
  it('are six different hexes, each one step away', () => {
    fc.assert(
      fc.property(axialArb(), (a) => {
        const around = axialNeighbors(a);
        expect(new Set(around.map((n) => `${n.q},${n.r}`)).size).toBe(6);
        for (const n of around) expect(axialDistance(a, n)).toBe(1);
      }),
    );
  });

  it('are symmetric: the neighbour in direction d has us as its neighbour in direction d + 3', () => {
    fc.assert(
      fc.property(axialArb(), fc.integer({ min: 0, max: 5 }), (a, d) => {
        expect(axialEquals(axialNeighbor(axialNeighbor(a, d), d + 3), a)).toBe(true);
        expect(axialNeighbors(axialNeighbor(a, d)).some((n) => axialEquals(n, a))).toBe(true);
      }),
    );
  });
});

describe('hex distance', () => {
  it('is a metric: zero only to itself, symmetric, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(axialArb(), axialArb(), axialArb(), (a, b, c) => {
        expect(axialDistance(a, b) === 0).toBe(axialEquals(a, b));
        expect(axialDistance(a, b)).toBe(axialDistance(b, a));
        expect(axialDistance(a, c)).toBeLessThanOrEqual(axialDistance(a, b) + axialDistance(b, c));
      }),
    );
  });

  it('counts the steps Red Blob counts: (0,0) to (3,-1) is 3, to (2,2) is 4', () => {
    expect(axialDistance({ q: 0, r: 0 }, { q: 3, r: -1 })).toBe(3);
    expect(axialDistance({ q: 0, r: 0 }, { q: 2, r: 2 })).toBe(4);
  });
});

describe('rounding fractional coordinates', () => {
  it('keeps whole hexes and pulls nearby points to the hex they are in', () => {
    fc.assert(
      fc.property(
        axialArb(),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        fc.double({ min: -0.2, max: 0.2, noNaN: true }),
        (a, dq, dr) => {
          expect(axialRound(a.q, a.r)).toEqual(a);
          expect(axialRound(a.q + dq, a.r + dr)).toEqual(a);
        },
      ),
    );
  });

  it('gives the origin as zeros, never minus zero, whichever coordinate is corrected', () => {
    for (const [fq, fr] of [
      [0.1, -0.05],
      [-0.05, 0.1],
      [0.05, 0.05],
      [-0.1, 0.05],
    ]) {
      const { q, r } = axialRound(fq, fr);
      expect(Object.is(q, 0) && Object.is(r, 0)).toBe(true);
    }
  });
});
