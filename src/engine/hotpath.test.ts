import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeBoard, tileAtAxial } from './board';
import { axialDistance, axialNeighbors } from './hex';
import { axialToPixelInto, pixelToTile, tileCentersInto, tileDistance, tileIdAt } from './hotpath';
import { axialToPixel, makeLayout, pixelToAxial } from './layout';
import { TUTORIAL_HEXAGON } from './levelData';
import { axialArb, LAYOUTS } from './testing';

describe.each(LAYOUTS)('the allocation-free paths on the tutorial board in the %s layout', (_name, settings) => {
  const board = makeBoard(TUTORIAL_HEXAGON, settings);
  const layout = makeLayout({ ...settings, size: 20, origin: { x: 31, y: 17 } });
  const centres = tileCentersInto(board, layout);
  const point = fc.record({
    x: fc.double({ min: -100, max: 600, noNaN: true }),
    y: fc.double({ min: -100, max: 600, noNaN: true }),
  });

  it('finds each tile under its own centre', () => {
    for (let id = 0; id < board.size; id++)
      expect(pixelToTile(board, layout, centres[2 * id], centres[2 * id + 1])).toBe(id);
  });

  it('finds the tile whose centre is nearest to any point, or -1 where that hex is not on the board', () => {
    fc.assert(
      fc.property(point, (p) => {
        const id = pixelToTile(board, layout, p.x, p.y);
        const hex = pixelToAxial(layout, p);
        expect(id).toBe(tileAtAxial(board, hex));
        const d = (h: { q: number; r: number }) => {
          const c = axialToPixel(layout, h);
          return (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
        };
        for (const n of axialNeighbors(hex)) expect(d(hex)).toBeLessThanOrEqual(d(n) + 1e-6);
      }),
      { numRuns: 500 },
    );
  });

  it('gives -1 far off the board and for points that are not numbers', () => {
    expect(pixelToTile(board, layout, -5000, 40)).toBe(-1);
    expect(pixelToTile(board, layout, 40, 9000)).toBe(-1);
    expect(pixelToTile(board, layout, Number.NaN, 40)).toBe(-1);
  });

  it('agrees with the object-returning conversions', () => {
    const out = new Float64Array(4);
    fc.assert(
      fc.property(axialArb(20), axialArb(20), (a, b) => {
        expect(tileIdAt(board, a.q, a.r)).toBe(tileAtAxial(board, a));
        axialToPixelInto(layout, a.q, a.r, out, 2);
        const p = axialToPixel(layout, a);
        expect([out[2], out[3]]).toEqual([p.x, p.y]);
        const ia = tileAtAxial(board, a);
        const ib = tileAtAxial(board, b);
        if (ia >= 0 && ib >= 0) expect(tileDistance(board, ia, ib)).toBe(axialDistance(a, b));
      }),
    );
  });
});
