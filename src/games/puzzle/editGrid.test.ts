import { describe, expect, it } from 'vitest';
import { buildPuzzle } from './board';
import { editGrid, editSlotsKey, lineTurn } from './editGrid';
import { emptyLevel, paintCell, placeLine } from './edit';
import { puzzleGrid } from './grid';

describe("the editor's board", () => {
  it('has a tile for every slot of the level and for the empty ring round it, each at its slot', () => {
    const level = paintCell(emptyLevel(), 16, 16, 'blue');
    const grid = editGrid(editSlotsKey(level), 'flat', 'odd');
    expect(grid.board.size).toBe(7);
    const slots = Array.from({ length: 7 }, (_, t) => `${grid.hx[t]},${grid.hy[t]}`).sort();
    expect(slots).toEqual(['15,15', '15,17', '16,14', '16,16', '16,18', '17,15', '17,17']);
    // Neighbouring slots are neighbouring tiles: the middle one touches all six.
    const mid = Array.from({ length: 7 }, (_, t) => t).find((t) => grid.hx[t] === 16 && grid.hy[t] === 16)!;
    expect(grid.board.neighbors.slice(mid * 6, mid * 6 + 6).filter((n) => n >= 0)).toHaveLength(6);
  });

  it("turns a line clue's mark as the play board does, in both layouts", () => {
    let level = paintCell(paintCell(emptyLevel(), 16, 16, 'blue'), 16, 18, 'black');
    level = placeLine(placeLine(placeLine(level, 16, 14, '|'), 15, 15, '\\'), 17, 15, '/');
    expect(level.lines.map((l) => l.dir)).toEqual(['|', '\\', '/']);
    for (const orientation of ['flat', 'pointy'] as const) {
      const grid = puzzleGrid(buildPuzzle(level), orientation, 'even');
      level.lines.forEach((l, i) => expect(lineTurn(l.dir, orientation)).toBeCloseTo(grid.turn[grid.tileOfLine[i]], 6));
    }
  });
});
