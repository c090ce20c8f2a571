import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialDistance, axialNeighbors } from './hex';
import {
  axialToInterlaced,
  bottomLeftOf,
  bottomOf,
  bottomRightOf,
  interlacedNeighbors,
  interlacedToAxial,
  leftOf,
  rightOf,
  topLeftOf,
  topOf,
  topRightOf,
} from './interlaced';
import { axialToPixel, makeLayout } from './layout';
import { axialArb, interlacedArb, ORIENTATIONS } from './testing';
import type { Interlaced } from './types';

const key = (i: Interlaced) => `${i.half},${i.pair}`;

describe.each(ORIENTATIONS)('interlaced storage on a %s map', (orientation) => {
  it('round-trips interlaced -> axial -> interlaced and back', () => {
    fc.assert(
      fc.property(interlacedArb(), axialArb(), (i, a) => {
        expect(axialToInterlaced(orientation, interlacedToAxial(orientation, i))).toEqual(i);
        expect(interlacedToAxial(orientation, axialToInterlaced(orientation, a))).toEqual(a);
      }),
    );
  });

  it('lists exactly the six axial neighbours, clockwise on screen from the upper-left one', () => {
    const layout = makeLayout({ orientation, parity: 'odd', size: 10 });
    fc.assert(
      fc.property(interlacedArb(), (i) => {
        const centre = interlacedToAxial(orientation, i);
        const around = interlacedNeighbors(orientation, i).map((n) => interlacedToAxial(orientation, n));
        const expected = axialNeighbors(centre)
          .map((a) => `${a.q},${a.r}`)
          .sort();
        expect(around.map((a) => `${a.q},${a.r}`).sort()).toEqual(expected);
        const c = axialToPixel(layout, centre);
        // Screen angles with y down: the first neighbour is up and to the left, then each turns on clockwise.
        const angles = around.map((a) => {
          const p = axialToPixel(layout, a);
          return Math.atan2(p.y - c.y, p.x - c.x);
        });
        expect(angles[0]).toBeLessThan(-Math.PI / 2);
        for (let k = 1; k < 6; k++) {
          const turn = Math.atan2(Math.sin(angles[k] - angles[k - 1]), Math.cos(angles[k] - angles[k - 1]));
          expect(turn).toBeCloseTo(Math.PI / 3, 9);
        }
      }),
    );
  });
});

describe("Proximity's helpers (row = half, col = pair)", () => {
  it('step diagonally to pair - 1 from an even row and to the same pair from an odd row', () => {
    expect(topLeftOf({ half: 4, pair: 2 })).toEqual({ half: 3, pair: 1 });
    expect(topLeftOf({ half: 5, pair: 2 })).toEqual({ half: 4, pair: 2 });
    expect(topRightOf({ half: 4, pair: 2 })).toEqual({ half: 3, pair: 2 });
    expect(topRightOf({ half: 5, pair: 2 })).toEqual({ half: 4, pair: 3 });
    expect(bottomLeftOf({ half: 4, pair: 2 })).toEqual({ half: 5, pair: 1 });
    expect(bottomLeftOf({ half: 5, pair: 2 })).toEqual({ half: 6, pair: 2 });
    expect(bottomRightOf({ half: 4, pair: 2 })).toEqual({ half: 5, pair: 2 });
    expect(bottomRightOf({ half: 5, pair: 2 })).toEqual({ half: 6, pair: 3 });
  });

  it('jump two rows for top and bottom, and one column for left and right', () => {
    expect(topOf({ half: 4, pair: 2 })).toEqual({ half: 2, pair: 2 });
    expect(bottomOf({ half: 4, pair: 2 })).toEqual({ half: 6, pair: 2 });
    expect(leftOf({ half: 4, pair: 2 })).toEqual({ half: 4, pair: 1 });
    expect(rightOf({ half: 4, pair: 2 })).toEqual({ half: 4, pair: 3 });
  });

  it("give getSurroundingCoords' order on a flat map", () => {
    const i = { half: 7, pair: 3 };
    expect(interlacedNeighbors('flat', i).map(key)).toEqual(
      [topLeftOf(i), topOf(i), topRightOf(i), bottomRightOf(i), bottomOf(i), bottomLeftOf(i)].map(key),
    );
  });

  it('treat left and right as two columns over, not as neighbours', () => {
    const i = { half: 6, pair: 3 };
    const a = interlacedToAxial('flat', i);
    expect(axialDistance(a, interlacedToAxial('flat', leftOf(i)))).toBe(2);
    expect(axialDistance(a, interlacedToAxial('flat', rightOf(i)))).toBe(2);
  });

  it("place the article's (pair 0, half 1) below-right of (0, 0) on a vertical map and (0, 2) straight below", () => {
    expect(interlacedToAxial('flat', { half: 1, pair: 0 })).toEqual({ q: 1, r: 0 });
    expect(interlacedToAxial('flat', { half: 2, pair: 0 })).toEqual({ q: 0, r: 1 });
    expect(interlacedToAxial('pointy', { half: 1, pair: 0 })).toEqual({ q: 0, r: 1 });
  });
});
