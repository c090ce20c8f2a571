import { describe, expect, it } from 'vitest';
import { axialToPixel, makeLayout, type Orientation } from '../../engine';
import { buildPuzzle } from './board';
import { puzzleGrid, type PuzzleGrid } from './grid';
import { realLevels } from './testKit';

/** A tile's centre on screen (size 1, y down). */
function centre(grid: PuzzleGrid, tile: number) {
  const layout = makeLayout({ orientation: grid.board.orientation, parity: grid.board.parity, size: 1 });
  return axialToPixel(layout, { q: grid.board.q[tile], r: grid.board.r[tile] });
}

/** The angle (degrees, clockwise on screen from east) from one tile's centre to another's. */
function angle(grid: PuzzleGrid, from: number, to: number): number {
  const a = centre(grid, from);
  const b = centre(grid, to);
  return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
}

const grids = (o: Orientation) =>
  realLevels.map(({ board }) => puzzleGrid(buildPuzzle(board.level), o, 'odd')).filter((g) => g.board.size > 0);

/** The six v1 neighbours of a slot. */
const AROUND = [
  [0, -2],
  [1, -1],
  [1, 1],
  [0, 2],
  [-1, 1],
  [-1, -1],
] as const;

describe('puzzleGrid', () => {
  const vertical = grids('flat');
  const horizontal = grids('pointy');

  it('keeps every slot (data-hx, data-hy) in both layouts', () => {
    vertical.forEach((v, i) => {
      const h = horizontal[i];
      const slots = (g: PuzzleGrid) =>
        [...g.slot.keys()]
          .filter((t) => g.slot[t] !== -1)
          .map((t) => `${g.hx[t]},${g.hy[t]}`)
          .sort();
      expect(slots(h)).toEqual(slots(v));
    });
  });

  it('shows the Horizontal layout as the Vertical one turned a quarter clockwise, not mirrored', () => {
    let checked = 0;
    vertical.forEach((v, i) => {
      const h = horizontal[i];
      v.level.cells.forEach((c, cell) => {
        const around = AROUND.map(([dx, dy]) => v.level.cells.findIndex((o) => o.x === c.x + dx && o.y === c.y + dy));
        if (around.some((n) => n < 0)) return;
        // Each neighbour lies 90 degrees further clockwise round the cell in the Horizontal layout...
        const turnOf = (n: number) =>
          (((angle(h, h.tileOfCell[cell], h.tileOfCell[n]) - angle(v, v.tileOfCell[cell], v.tileOfCell[n])) % 360) +
            360) %
          360;
        for (const n of around) expect(turnOf(n)).toBeCloseTo(90, 6);
        // ...so the neighbours, read clockwise round the cell, come in the same order in both layouts.
        const clockwise = (g: PuzzleGrid) => {
          const byAngle = around
            .map((n) => ({ n, a: angle(g, g.tileOfCell[cell], g.tileOfCell[n]) }))
            .sort((x, y) => x.a - y.a)
            .map((x) => x.n);
          const first = byAngle.indexOf(around[0]);
          return [...byAngle.slice(first), ...byAngle.slice(0, first)];
        };
        expect(clockwise(h)).toEqual(clockwise(v));
        checked++;
      });
    });
    expect(checked).toBeGreaterThan(100);
  });

  it("turns each line clue's chevron to point along its line, in both layouts", () => {
    let checked = 0;
    for (const g of [...vertical, ...horizontal])
      g.level.lines.forEach((line, i) => {
        const t = g.tileOfLine[i];
        const first = g.puzzle.lines[i][0];
        if (t < 0 || first === undefined) return;
        // The chevron points down (+y) unturned; SVG's rotate(a) turns it clockwise on screen.
        const a = (g.turn[t] * Math.PI) / 180;
        const chevron = { x: -Math.sin(a), y: Math.cos(a) };
        const to = {
          x: centre(g, g.tileOfCell[first]).x - centre(g, t).x,
          y: centre(g, g.tileOfCell[first]).y - centre(g, t).y,
        };
        const length = Math.hypot(to.x, to.y);
        expect(chevron.x * (to.x / length) + chevron.y * (to.y / length), `${g.level.title} ${line.dir}`).toBeCloseTo(
          1,
          6,
        );
        checked++;
      });
    expect(checked).toBeGreaterThan(20);
  });
});
