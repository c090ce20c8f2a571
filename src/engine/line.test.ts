import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialDistance, axialEquals } from './hex';
import { axialLine, cubeLerp, lineStepInto } from './line';
import { axialArb } from './testing';

describe('a hex line', () => {
  it('runs from a to b through distance + 1 hexes, each a neighbour of the one before', () => {
    fc.assert(
      fc.property(axialArb(), axialArb(), (a, b) => {
        const line = axialLine(a, b);
        expect(line).toHaveLength(axialDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++) expect(axialDistance(line[i - 1], line[i])).toBe(1);
      }),
    );
  });

  it('is the same hexes whether built as objects or step by step into a typed array', () => {
    fc.assert(
      fc.property(axialArb(), axialArb(), (a, b) => {
        const n = axialDistance(a, b);
        const out = new Int32Array(2);
        axialLine(a, b).forEach((h, i) => {
          lineStepInto(a.q, a.r, b.q, b.r, n, i, out);
          expect(axialEquals(h, { q: out[0], r: out[1] })).toBe(true);
        });
      }),
    );
  });

  it('picks one side consistently where it runs exactly along an edge, thanks to the nudge', () => {
    // (0,0) to (2,-1) passes exactly between (1,0) and (1,-1); unnudged rounding would tie.
    expect(axialLine({ q: 0, r: 0 }, { q: 2, r: -1 })).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 2, r: -1 },
    ]);
  });

  it('leans to the other side of such an edge when asked', () => {
    expect(axialLine({ q: 0, r: 0 }, { q: 2, r: -1 }, -1)).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: -1 },
      { q: 2, r: -1 },
    ]);
  });

  it('is a single hex from a hex to itself', () => {
    expect(axialLine({ q: 3, r: -2 }, { q: 3, r: -2 })).toEqual([{ q: 3, r: -2 }]);
  });
});

describe('cube interpolation', () => {
  it('is a at t = 0, b at t = 1, and halfway at t = 0.5', () => {
    const a = { q: 0, r: 2, s: -2 };
    const b = { q: 4, r: -2, s: -2 };
    expect(cubeLerp(a, b, 0)).toEqual(a);
    expect(cubeLerp(a, b, 1)).toEqual(b);
    expect(cubeLerp(a, b, 0.5)).toEqual({ q: 2, r: 0, s: -2 });
  });
});
