// The board the editor draws: one tile for every slot of the level (cells and line clues) and for the empty slots
// around it (edit.ts emptySlots), laid out as grid.ts lays out a level. What each slot holds is read from the level
// on screen as it is drawn, so the board (and the view's zoom) changes only when the set of slots does.
import type { Orientation, Parity } from '../../engine';
import { buildPuzzle } from './board';
import { editParity, emptySlots } from './edit';
import { puzzleGrid, type PuzzleGrid } from './grid';
import type { Level, LineDir } from './level';

/** The slots the editor draws, as "x,y" joined by spaces (the level's parity first): equal strings, equal boards. */
export function editSlotsKey(level: Level): string {
  const parity = editParity(level);
  const all: [number, number][] = [...level.cells, ...level.lines].map((s) => [s.x, s.y]);
  all.push(...emptySlots(level));
  all.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const first = all.findIndex(([x, y]) => ((x + y) & 1) === parity);
  if (first > 0) all.unshift(...all.splice(first, 1));
  return all.map(([x, y]) => `${x},${y}`).join(' ');
}

/** The board over these slots (editSlotsKey's string): tile t stands at slot (hx[t], hy[t]). */
export function editGrid(key: string, orientation: Orientation, parity: Parity): PuzzleGrid {
  const cells = key
    .split(' ')
    .filter(Boolean)
    .map((s) => {
      const [x, y] = s.split(',').map(Number);
      return { x, y, color: 'black' as const, shown: false, clue: 'none' as const };
    });
  const level: Level = { title: '', author: '', notes: ['', ''], cells, lines: [] };
  return puzzleGrid(buildPuzzle(level), orientation, parity);
}

/** A line clue's first step, in slots. */
const STEP: Record<LineDir, readonly [number, number]> = { '|': [0, 2], '\\': [1, 1], '/': [-1, 1] };

/** The turn (degrees) that points a line clue's mark along its line on screen, as grid.ts turns it. */
export function lineTurn(dir: LineDir, orientation: Orientation): number {
  const [dx, dy] = STEP[dir];
  // The flat-topped grid: a column is 1.5 sizes wide, a row step (two slots) √3 high; the pointy layout is the same
  // picture turned a quarter clockwise (grid.ts), which takes (x, y) on screen, y down, to (-y, x).
  let [x, y] = [1.5 * dx, (Math.sqrt(3) / 2) * dy];
  if (orientation === 'pointy') [x, y] = [-y, x];
  return (Math.atan2(-x, y) * 180) / Math.PI;
}
