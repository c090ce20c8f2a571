import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialToOffset, axialToPixel, makeLayout, offsetToAxial, pixelToAxial } from '../../engine';
import { LAYOUTS } from '../../engine/testing';
import { tutorialPick, tutorialRegions, tutorialTileSize } from './tutorialPick';

describe.each(LAYOUTS)('the minesweeper tutorial’s findHexTile in the %s layout', (_, settings) => {
  it.each([10, 24, 37])('agrees with axial pixel to hex everywhere, but exactly on an edge (hex size %i)', (size) => {
    const layout = makeLayout({ ...settings, size });
    const span = 30 * size;
    const coord = fc.double({ min: -span, max: span, noNaN: true });
    fc.assert(
      fc.property(coord, coord, (x, y) => {
        const pick = tutorialPick(settings.orientation, settings.parity, size, { x, y });
        const engine = axialToOffset(settings, pixelToAxial(layout, { x, y }));
        const away = (row: number, col: number) => {
          const c = axialToPixel(layout, offsetToAxial(settings, { row, col }));
          return Math.hypot(c.x - x, c.y - y);
        };
        // On an edge both tiles hold the point; anywhere else they are the same tile.
        if (Math.abs(away(pick.row, pick.col) - away(engine.row, engine.col)) > 1e-9 * size)
          expect({ row: pick.row, col: pick.col }).toEqual({ row: engine.row + 0, col: engine.col + 0 });
        expect(away(pick.row, pick.col)).toBeLessThanOrEqual(size * (1 + 1e-9));
      }),
      { numRuns: 1000 },
    );
  });

  it('sends points to the rectangle part and to each of its slanted triangles', () => {
    const seen = new Set<string>();
    for (let x = -100; x < 100; x += 1.7)
      for (let y = -100; y < 100; y += 1.3)
        seen.add(tutorialPick(settings.orientation, settings.parity, 20, { x, y }).region);
    const expected =
      settings.orientation === 'pointy'
        ? ['cell', 'left', 'right', 'upper-left', 'upper-right']
        : ['cell', 'lower-left', 'lower-right', 'upper-left', 'upper-right'];
    expect([...seen].sort()).toEqual(expected);
  });
});

/** Whether a point lies strictly inside a convex polygon (either winding), with a margin. */
function inside(points: readonly { x: number; y: number }[], p: { x: number; y: number }, margin: number): boolean {
  let sign = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len;
    if (Math.abs(cross) < margin) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

describe.each(LAYOUTS)('the tutorial’s regions as the Lab draws them, %s layout', (_, settings) => {
  it('hold exactly the points findHexTile sends to each region', () => {
    const size = 20;
    const coord = fc.double({ min: -300, max: 300, noNaN: true });
    fc.assert(
      fc.property(coord, coord, (x, y) => {
        const pick = tutorialPick(settings.orientation, settings.parity, size, { x, y });
        const shapes = tutorialRegions(settings.orientation, settings.parity, size, pick.cell);
        const holding = shapes.filter((s) => inside(s.points, { x, y }, 1e-6 * size));
        // Off every edge, exactly one region holds the point, and it is the one findHexTile names.
        if (holding.length > 0) {
          expect(holding.map((s) => s.region)).toEqual([pick.region]);
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('tile the rectangle cell: their areas add up to it', () => {
    const size = 20;
    const area = (pts: readonly { x: number; y: number }[]) =>
      Math.abs(pts.reduce((s, a, i) => s + a.x * pts[(i + 1) % pts.length].y - pts[(i + 1) % pts.length].x * a.y, 0)) /
      2;
    const { width: W, height: H } = tutorialTileSize(settings.orientation, size);
    const cellArea = settings.orientation === 'pointy' ? W * ((H * 3) / 4) : ((W * 3) / 4) * H;
    for (const cell of [
      { xVal: 2, yVal: 3 },
      { xVal: 3, yVal: 2 },
    ]) {
      const total = tutorialRegions(settings.orientation, settings.parity, size, cell).reduce(
        (s, r) => s + area(r.points),
        0,
      );
      expect(total).toBeCloseTo(cellArea, 9);
    }
  });
});
