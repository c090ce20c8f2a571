import { describe, expect, it } from 'vitest';
import { axialToPixel, makeLayout, offsetToAxial } from '../../engine';
import { mapText } from './index';
import { board, LAYOUTS, MIXED } from './testing';

// Godot's TileSet::map_to_local (scene/resources/2d/tile_set.cpp), hexagon shape, written out here: STACKED shifts odd
// rows (offset axis horizontal) or columns (vertical) half a tile, STACKED_OFFSET even ones; the other axis is packed
// at 0.75 of the tile. A cell's centre is (ret + 0.5) x tile_size.
function godotCentre(x: number, y: number, layout: number, axis: number, tile: { x: number; y: number }) {
  const posmod2 = (n: number) => ((n % 2) + 2) % 2;
  let rx = x;
  let ry = y;
  if (axis === 0) rx += (layout === 0 ? posmod2(y) === 1 : posmod2(y) === 0) ? 0.5 : 0;
  else ry += (layout === 0 ? posmod2(x) === 1 : posmod2(x) === 0) ? 0.5 : 0;
  if (axis === 0) ry *= 0.75;
  else rx *= 0.75;
  return { x: (rx + 0.5) * tile.x, y: (ry + 0.5) * tile.y };
}

describe("an exported scene's cells, placed by Godot's own map_to_local", () => {
  for (const { orientation, parity } of LAYOUTS)
    it(`sit where Hexlab draws them, ${orientation} ${parity}`, () => {
      const text = mapText('tscn', board(MIXED, orientation, parity));
      const layout = Number(/tile_layout = (\d)/.exec(text)?.[1]);
      const axis = Number(/tile_offset_axis = (\d)/.exec(text)?.[1]);
      const size = 10;
      // The exact hexagon (not the whole-pixel tile) so the comparison is exact.
      const tile =
        orientation === 'pointy' ? { x: Math.sqrt(3) * size, y: 2 * size } : { x: 2 * size, y: Math.sqrt(3) * size };
      const hex = makeLayout({ orientation, parity, size });
      const at = (row: number, col: number) => axialToPixel(hex, offsetToAxial(hex, { row, col }));
      const g0 = godotCentre(0, 0, layout, axis, tile);
      const h0 = at(0, 0);
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 6; col++) {
          const g = godotCentre(col, row, layout, axis, tile);
          const h = at(row, col);
          expect(g.x - g0.x).toBeCloseTo(h.x - h0.x, 6);
          expect(g.y - g0.y).toBeCloseTo(h.y - h0.y, 6);
        }
    });
});
