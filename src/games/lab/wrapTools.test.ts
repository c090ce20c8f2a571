import { describe, expect, it } from 'vitest';
import { boardDistance, distanceField, filledLevel, makeBoard, tileAtOffset, tileAxial } from '../../engine';
import { runTool } from './tools';

const torus = makeBoard(filledLevel(6, 8), { orientation: 'pointy', parity: 'odd', wrap: 'xy' });
const corner = tileAtOffset(torus, { row: 0, col: 0 });
const cells = (ids: number[]) => ids.map((id) => `${torus.row[id]},${torus.col[id]}`);

describe('when a lab tool runs on a board that wraps both ways', () => {
  it('a range from a corner tile reaches across both seams, each tile once, and nothing falls off', () => {
    const { tiles, off } = runTool(torus, 'range', corner, -1, 2, 0);
    const steps = distanceField(torus, corner).distance;
    expect(off).toEqual([]);
    expect(new Set(tiles).size).toBe(tiles.length);
    expect(tiles.sort((a, b) => a - b)).toEqual([...Array(torus.size).keys()].filter((id) => steps[id] <= 2));
    expect(cells(tiles)).toEqual(expect.arrayContaining(['0,7', '5,0', '5,7']));
  });

  it('a ring holds only tiles exactly that far the short way round', () => {
    const { tiles } = runTool(torus, 'ring', corner, -1, 2, 0);
    const a = tileAxial(torus, corner);
    expect(tiles.length).toBeGreaterThan(0);
    for (const id of tiles) expect(boardDistance(torus, a, tileAxial(torus, id))).toBe(2);
  });

  it('a line to a tile near the far edge goes through the seam', () => {
    const to = tileAtOffset(torus, { row: 0, col: 6 });
    expect(cells(runTool(torus, 'line', corner, to, 0, 0).tiles)).toEqual(['0,0', '0,7', '0,6']);
  });
});
