// A level made ready for play and checking: dense cell ids (the index in level.cells), each cell's six neighbours and
// eighteen flower places, each line clue's cells, and every clue's number worked out from the solution.
import { GRID, LINE_STEP, type Level, type LevelCell } from './level';

export interface PuzzleBoard {
  level: Level;
  /** Number of cells. */
  size: number;
  /** 1 where the solution has the cell blue. */
  blue: Uint8Array;
  /** Cell id at slot (x, y) as y * 33 + x, -1 where there is none. */
  idAt: Int32Array;
  /** Six per cell, clockwise from north (up, up-right, down-right, down, down-left, up-left); -1 where no cell. */
  neighbours: Int32Array;
  /** Eighteen per cell (the places within two steps), -1 where no cell. */
  flower: Int32Array;
  /** The cells of each line clue, in order along the line (nearest first). */
  lines: Int32Array[];
}

/** Neighbour offsets in doubled coordinates, clockwise from north. */
export const NEIGHBOUR_DELTAS: readonly (readonly [number, number])[] = [
  [0, -2],
  [1, -1],
  [1, 1],
  [0, 2],
  [-1, 1],
  [-1, -1],
];

/** The eighteen places within two steps: the six neighbours and the twelve beyond them. */
const FLOWER_DELTAS: readonly (readonly [number, number])[] = [
  ...NEIGHBOUR_DELTAS,
  [0, -4],
  [1, -3],
  [2, -2],
  [2, 0],
  [2, 2],
  [1, 3],
  [0, 4],
  [-1, 3],
  [-2, 2],
  [-2, 0],
  [-2, -2],
  [-1, -3],
];

export function buildPuzzle(level: Level): PuzzleBoard {
  const size = level.cells.length;
  const idAt = new Int32Array(GRID * GRID).fill(-1);
  const blue = new Uint8Array(size);
  level.cells.forEach((c, i) => {
    if (c.x >= 0 && c.y >= 0 && c.x < GRID && c.y < GRID) idAt[c.y * GRID + c.x] = i;
    blue[i] = c.color === 'blue' ? 1 : 0;
  });
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < GRID && y < GRID ? idAt[y * GRID + x] : -1);
  const ring = (deltas: readonly (readonly [number, number])[]) => {
    const out = new Int32Array(size * deltas.length);
    level.cells.forEach((c, i) =>
      deltas.forEach(([dx, dy], d) => (out[i * deltas.length + d] = at(c.x + dx, c.y + dy))),
    );
    return out;
  };
  const lines = level.lines.map((l) => {
    const dx = LINE_STEP[l.dir];
    const cells: number[] = [];
    for (let x = l.x + dx, y = l.y + 1; y < GRID && x >= 0 && x < GRID; x += dx, y++) {
      const id = at(x, y);
      if (id >= 0) cells.push(id);
    }
    return Int32Array.from(cells);
  });
  return { level, size, blue, idAt, neighbours: ring(NEIGHBOUR_DELTAS), flower: ring(FLOWER_DELTAS), lines };
}

export const lineCells = (board: PuzzleBoard, lineIndex: number): Int32Array => board.lines[lineIndex];

/** The cells a shown cell's number counts: its neighbours (black) or its flower (blue), -1 where no cell. */
export function clueScope(board: PuzzleBoard, cellId: number): Int32Array {
  return board.blue[cellId]
    ? board.flower.subarray(cellId * 18, cellId * 18 + 18)
    : board.neighbours.subarray(cellId * 6, cellId * 6 + 6);
}

const countBlue = (blue: Uint8Array, cells: Int32Array) => cells.reduce((n, c) => n + (c >= 0 ? blue[c] : 0), 0);

/** The number a cell shows (blue neighbours of a black cell, blue cells in a blue cell's flower), from the solution. */
export const clueNumber = (board: PuzzleBoard, cellId: number): number =>
  countBlue(board.blue, clueScope(board, cellId));

/** How many blue cells lie along a line clue's line, from the solution. */
export const lineNumber = (board: PuzzleBoard, lineIndex: number): number =>
  countBlue(board.blue, board.lines[lineIndex]);

/** Runs of blue around a ring of six (-1 breaks a run; a run may wrap around). `isBlue` reads a cell id. */
export function ringRuns(ring: ArrayLike<number>, isBlue: (cell: number) => boolean): number {
  let runs = 0;
  let all = true;
  for (let d = 0; d < 6; d++) {
    const here = ring[d] >= 0 && isBlue(ring[d]);
    const before = ring[(d + 5) % 6] >= 0 && isBlue(ring[(d + 5) % 6]);
    if (!here) all = false;
    else if (!before) runs++;
  }
  return all ? 1 : runs;
}

/** Runs of blue along a line's cells (missing slots are skipped, so they do not break a run). */
export function lineRuns(cells: ArrayLike<number>, isBlue: (cell: number) => boolean): number {
  let runs = 0;
  let before = false;
  for (let i = 0; i < cells.length; i++) {
    const here = isBlue(cells[i]);
    if (here && !before) runs++;
    before = here;
  }
  return runs;
}

const kindHolds = (kind: LevelCell['clue'], runs: number) =>
  kind === 'together' ? runs <= 1 : kind === 'apart' ? runs >= 2 : true;

/** False where a cell's together/apart mark disagrees with the solution (the editor flags those). */
export function clueHolds(board: PuzzleBoard, cellId: number): boolean {
  const kind = board.level.cells[cellId].clue;
  if (kind !== 'together' && kind !== 'apart') return true;
  if (board.blue[cellId]) return false;
  return kindHolds(
    kind,
    ringRuns(clueScope(board, cellId), (c) => board.blue[c] === 1),
  );
}

/** False where a line clue's together/apart mark disagrees with the solution. */
export const lineHolds = (board: PuzzleBoard, lineIndex: number): boolean =>
  kindHolds(
    board.level.lines[lineIndex].kind,
    lineRuns(board.lines[lineIndex], (c) => board.blue[c] === 1),
  );
