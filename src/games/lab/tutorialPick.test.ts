import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialToOffset, axialToPixel, makeLayout, offsetToAxial, pixelToAxial } from '../../engine';
import { LAYOUTS } from '../../engine/testing';
import { tutorialPick } from './tutorialPick';

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
        if (Math.abs(away(pick.row, pick.col) - away(engine.row, engine.col)) > 1e-9 * size) expect({ row: pick.row, col: pick.col }).toEqual({ row: engine.row + 0, col: engine.col + 0 });
        expect(away(pick.row, pick.col)).toBeLessThanOrEqual(size * (1 + 1e-9));
      }),
      { numRuns: 1000 },
    );
  });

  it('sends points to the rectangle part and to each of its slanted triangles', () => {
    const seen = new Set<string>();
    for (let x = -100; x < 100; x += 1.7) for (let y = -100; y < 100; y += 1.3) seen.add(tutorialPick(settings.orientation, settings.parity, 20, { x, y }).region);
    const expected = settings.orientation === 'pointy' ? ['cell', 'left', 'right', 'upper-left', 'upper-right'] : ['cell', 'lower-left', 'lower-right', 'upper-left', 'upper-right'];
    expect([...seen].sort()).toEqual(expected);
  });
});
