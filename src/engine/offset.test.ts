import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialToOffset, offsetToAxial } from './offset';
import { axialArb, coord, LAYOUTS } from './testing';

describe.each(LAYOUTS)('offset coordinates in the %s layout', (_name, settings) => {
  it('round-trip axial -> offset -> axial', () => {
    fc.assert(
      fc.property(axialArb(), (a) => {
        expect(offsetToAxial(settings, axialToOffset(settings, a))).toEqual(a);
      }),
    );
  });

  it('round-trip offset -> axial -> offset', () => {
    fc.assert(
      fc.property(coord(), coord(), (row, col) => {
        expect(axialToOffset(settings, offsetToAxial(settings, { row, col }))).toEqual({ row, col });
      }),
    );
  });
});

describe("Red Blob's offset examples", () => {
  it('puts axial (0, 1) in the pointy layouts at column 0 (odd-r) or column 1 (even-r) of row 1', () => {
    expect(axialToOffset({ orientation: 'pointy', parity: 'odd' }, { q: 0, r: 1 })).toEqual({ row: 1, col: 0 });
    expect(axialToOffset({ orientation: 'pointy', parity: 'even' }, { q: 0, r: 1 })).toEqual({ row: 1, col: 1 });
  });

  it('puts axial (1, 0) in the flat layouts at row 0 (odd-q) or row 1 (even-q) of column 1', () => {
    expect(axialToOffset({ orientation: 'flat', parity: 'odd' }, { q: 1, r: 0 })).toEqual({ row: 0, col: 1 });
    expect(axialToOffset({ orientation: 'flat', parity: 'even' }, { q: 1, r: 0 })).toEqual({ row: 1, col: 1 });
  });
});
