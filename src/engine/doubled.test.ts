import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialToDoubled, doubledToAxial } from './doubled';
import { AXIAL_DIRECTIONS } from './hex';
import { axialArb, ORIENTATIONS } from './testing';

describe.each(ORIENTATIONS)('doubled coordinates in the %s layout', (orientation) => {
  it('round-trip through axial', () => {
    fc.assert(
      fc.property(axialArb(), (a) => {
        expect(doubledToAxial(orientation, axialToDoubled(orientation, a))).toEqual(a);
      }),
    );
  });

  it('always have an even dcol + drow', () => {
    fc.assert(
      fc.property(axialArb(), (a) => {
        const d = axialToDoubled(orientation, a);
        expect(Math.abs(d.dcol + d.drow) % 2).toBe(0);
      }),
    );
  });
});

describe('when stepping to a neighbour in doubled coordinates', () => {
  it('moves two columns along a pointy row and one row down a flat column', () => {
    const east = AXIAL_DIRECTIONS[0];
    expect(axialToDoubled('pointy', east)).toEqual({ dcol: 2, drow: 0 });
    const south = AXIAL_DIRECTIONS[5];
    expect(axialToDoubled('flat', south)).toEqual({ dcol: 0, drow: 2 });
    expect(axialToDoubled('pointy', { q: 0, r: 1 })).toEqual({ dcol: 1, drow: 1 });
  });
});
