// The board a puzzle is drawn on: one tile a v1 slot that holds a cell or a line clue, laid out in the board's
// orientation and parity. The v1 grid is flat-topped (doubled coordinates: (x, y) neighbours (x, y±2), (x±1, y±1)),
// which is the Vertical layout; the Horizontal one shows it turned a quarter clockwise. A puzzle keeps its own board: the store's
// board on screen gives only the layout.
import { axialToPixel, makeLayout, axialToOffset } from '../../engine';
import { makeBoard, type Board } from '../../engine/board';
import { VOID, FLOOR, type LevelData } from '../../engine/levelData';
import type { Orientation, Parity } from '../../engine';
import type { Level, LineDir } from './level';
import { lineCells, type PuzzleBoard } from './board';

export interface PuzzleGrid {
  readonly board: Board;
  /** the puzzle drawn, and its level */
  readonly puzzle: PuzzleBoard;
  readonly level: Level;
  /** each line clue's cells (dense ids), to light them */
  readonly lit: readonly ReadonlySet<number>[];
  /** per tile: the cell (index in level.cells), or -2 - i for line clue i */
  readonly slot: Int32Array;
  /** per tile: its v1 column and row */
  readonly hx: Int32Array;
  readonly hy: Int32Array;
  /** per tile of a line clue: the turn (degrees) that points its text's foot along the line */
  readonly turn: Float64Array;
  /** the tile of each cell, of each line clue */
  readonly tileOfCell: Int32Array;
  readonly tileOfLine: Int32Array;
}

/** A line clue's first step, in v1 slots. */
const STEP: Record<LineDir, readonly [number, number]> = { '|': [0, 2], '\\': [1, 1], '/': [-1, 1] };

const grids = new WeakMap<Board, PuzzleGrid>();

/** The grid a puzzle board was built as (for its tiles and signal). */
export const gridOf = (board: Board): PuzzleGrid | undefined => grids.get(board);

/** A slot's axial coordinates in the flat-topped v1 grid; `odd` levels (x + y odd) are shifted one column. */
const slotAxial = (x: number, y: number, odd: number) => ({ q: x + odd, r: (y - x - odd) / 2 });

/**
 * A flat-topped axial position as the Horizontal layout shows it: the whole puzzle turned a quarter clockwise, which
 * makes flat tops pointy (a turn, not a mirror: a cell's neighbours keep their order round it).
 */
const turned = ({ q, r }: { q: number; r: number }) => ({ q: -q - r, r: q });

export function puzzleGrid(puzzle: PuzzleBoard, orientation: Orientation, parity: Parity): PuzzleGrid {
  const { level } = puzzle;
  const slots = [...level.cells.map((c) => [c.x, c.y]), ...level.lines.map((l) => [l.x, l.y])] as [number, number][];
  const odd = slots.length ? (slots[0][0] + slots[0][1]) & 1 : 0;
  // Slots of the other parity (a second grid beside the first: they never neighbour the first's) are drawn half a
  // cell lower (or higher, where lower is taken), so one board holds both; a slot that still collides is left out.
  const key = (x: number, y: number) => y * 64 + x;
  const main = new Set(slots.filter(([x, y]) => ((x + y) & 1) === odd).map(([x, y]) => key(x, y)));
  const other = slots.filter(([x, y]) => ((x + y) & 1) !== odd);
  const lift = [1, -1].find((d) => other.every(([x, y]) => !main.has(key(x, y + d)))) ?? 1;
  const shown = slots.map(([x, y]): [number, number] => [x, ((x + y) & 1) === odd ? y : y + lift]);
  const taken = new Set<number>();
  const fits = shown.map(([x, y]) => !taken.has(key(x, y)) && Boolean(taken.add(key(x, y))));
  const pointy = orientation === 'pointy';
  /** Where a slot (as shown) lies in the layout on screen, in axial coordinates. */
  const axialOf = (x: number, y: number) => (pointy ? turned(slotAxial(x, y, odd)) : slotAxial(x, y, odd));
  const offsets = shown.map(([x, y]) => axialToOffset({ orientation, parity }, axialOf(x, y)));
  const used = offsets.filter((_, i) => fits[i]);
  // Shifting the offset rows (pointy) or columns (flat) by an even number keeps which of them are pushed aside.
  const minRow = Math.min(...used.map((o) => o.row), Infinity) & (pointy ? ~1 : ~0);
  const minCol = Math.min(...used.map((o) => o.col), Infinity) & (pointy ? ~0 : ~1);
  const rows = used.length ? Math.max(...used.map((o) => o.row)) - minRow + 1 : 1;
  const cols = used.length ? Math.max(...used.map((o) => o.col)) - minCol + 1 : 1;
  const data: LevelData = Array.from({ length: rows }, () => new Array<number>(cols).fill(VOID));
  const at = offsets.map((o) => ({ row: o.row - minRow, col: o.col - minCol }));
  at.forEach((o, i) => fits[i] && (data[o.row][o.col] = FLOOR));
  const board = makeBoard(data, { orientation, parity });
  const slot = new Int32Array(board.size).fill(-1);
  const hx = new Int32Array(board.size);
  const hy = new Int32Array(board.size);
  const turn = new Float64Array(board.size);
  const tiles = at.map((o, i) => (fits[i] ? board.idAt[o.row * board.cols + o.col] : -1));
  const cells = level.cells.length;
  const layout = makeLayout({ orientation, parity, size: 1 });
  tiles.forEach((t, i) => {
    if (t < 0) return;
    slot[t] = i < cells ? i : -2 - (i - cells);
    [hx[t], hy[t]] = slots[i];
    if (i < cells) return;
    // The line's direction on screen: from the clue's centre to the next slot along it.
    const [dx, dy] = STEP[level.lines[i - cells].dir];
    const [x, y] = shown[i];
    const a = axialToPixel(layout, axialOf(x, y));
    const b = axialToPixel(layout, axialOf(x + dx, y + dy));
    turn[t] = (Math.atan2(-(b.x - a.x), b.y - a.y) * 180) / Math.PI;
  });
  const grid: PuzzleGrid = {
    board,
    puzzle,
    level,
    lit: level.lines.map((_, i) => new Set(lineCells(puzzle, i))),
    slot,
    hx,
    hy,
    turn,
    tileOfCell: Int32Array.from(tiles.slice(0, cells)),
    tileOfLine: Int32Array.from(tiles.slice(cells)),
  };
  grids.set(board, grid);
  return grid;
}
