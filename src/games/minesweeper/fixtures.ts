// Test builders: boards drawn as text, and games started on chosen mines. Used by the *.test.ts files only.
import { makeBoard, tileAtOffset, type Board, type Orientation, type Parity } from '../../engine';
import { newGame, type MinesweeperConfig, type MinesweeperState } from './model';
import { reveal } from './reveal';

/**
 * A board drawn one row a string: '.' floor, '*' floor with a mine, '#' wall, '-' no tile. Spaces are ignored,
 * so rows can be indented to look like the layout.
 */
export function drawn(rows: readonly string[], orientation: Orientation = 'pointy', parity: Parity = 'odd') {
  const cells = rows.map((line) => [...line.replace(/ /g, '')]);
  const level = cells.map((line) => line.map((c) => (c === '-' ? -1 : c === '#' ? 1 : 0)));
  const board = makeBoard(level, { orientation, parity });
  const mines = new Uint8Array(board.size);
  cells.forEach((line, row) => line.forEach((c, col) => c === '*' && (mines[tileAtOffset(board, { row, col })] = 1)));
  let count = 0;
  for (const m of mines) count += m;
  const at = (row: number, col: number) => tileAtOffset(board, { row, col });
  return { board, mines, count, at };
}

/** A new game whose first reveal at `first` gets exactly `mines`. */
export function startOn(
  board: Board,
  mines: Uint8Array,
  first: number,
  config: Partial<MinesweeperConfig> = {},
): MinesweeperState {
  let count = 0;
  for (const m of mines) count += m;
  const game = newGame(board, { mines: count, seed: 1, marks: false, ...config });
  return reveal(game, board, first, () => mines);
}

/** How many tiles of a view hold a code. */
export function countView(view: Uint8Array, code: number): number {
  let n = 0;
  for (const v of view) if (v === code) n++;
  return n;
}

/** The offsets ("row,col") of the tiles with a view code, sorted: readable in a failing expectation. */
export function tilesWith(board: Board, view: Uint8Array, code: number): string[] {
  const out: string[] = [];
  for (let id = 0; id < board.size; id++) if (view[id] === code) out.push(`${board.row[id]},${board.col[id]}`);
  return out.sort();
}
