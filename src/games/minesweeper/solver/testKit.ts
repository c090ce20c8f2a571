// Shared builders for the solver's tests: boards from levelData, knowledge from mines and revealed tiles, brute force.
import {
  isFloor,
  makeBoard,
  tileAtOffset,
  type Board,
  type LevelData,
  type Orientation,
  type Parity,
} from '../../../engine';
import { mineCounts } from '../placement';
import type { Knowledge } from './types';

type RC = readonly [row: number, col: number];

/** A board for a level; pointy odd unless told. */
export const boardOf = (level: LevelData, orientation: Orientation = 'pointy', parity: Parity = 'odd'): Board =>
  makeBoard(level, { orientation, parity });

/** The tile id at row, column (throws when there is none, so a typo in a test fails loudly). */
export function at(board: Board, [row, col]: RC): number {
  const t = tileAtOffset(board, { row, col });
  if (t < 0) throw new Error(`no tile at ${row},${col}`);
  return t;
}

/** A mines array from positions. */
export function minesAt(board: Board, list: readonly RC[]): Uint8Array {
  const mines = new Uint8Array(board.size);
  for (const p of list) mines[at(board, p)] = 1;
  return mines;
}

/** What a player knows with `revealed` open on a board with these mines. */
export function knowledgeOf(board: Board, mines: Uint8Array, revealed: Uint8Array, knownMines?: Uint8Array): Knowledge {
  let totalMines = 0;
  for (let t = 0; t < board.size; t++) totalMines += mines[t];
  return { board, revealed, counts: mineCounts(board, mines), totalMines, knownMines };
}

/** The brute-force oracle: enumerate every set of hidden tiles that fits the numbers and the mine count. */
export function bruteForce(k: Knowledge): { prob: Float64Array; certain: Int8Array; arrangements: number } {
  const { board } = k;
  const hidden: number[] = [];
  let known = 0;
  for (let t = 0; t < board.size; t++) {
    if (!isFloor(board, t) || k.revealed[t]) continue;
    if (k.knownMines?.[t]) known++;
    else hidden.push(t);
  }
  if (hidden.length > 20) throw new Error('too many hidden tiles to brute-force');
  const left = k.totalMines - known;
  const hits = new Float64Array(board.size);
  const mine = new Uint8Array(board.size);
  let arrangements = 0;
  for (let mask = 0; mask < 1 << hidden.length; mask++) {
    let bits = 0;
    for (let i = 0; i < hidden.length; i++) bits += (mask >> i) & 1;
    if (bits !== left) continue;
    hidden.forEach((t, i) => (mine[t] = (mask >> i) & 1));
    let fits = true;
    for (let t = 0; t < board.size && fits; t++) {
      if (!k.revealed[t]) continue;
      let c = 0;
      for (let d = 0; d < 6; d++) {
        const u = board.neighbors[t * 6 + d];
        if (u >= 0 && (mine[u] || k.knownMines?.[u])) c++;
      }
      fits = c === k.counts[t];
    }
    if (!fits) continue;
    arrangements++;
    for (const t of hidden) hits[t] += mine[t];
  }
  const prob = new Float64Array(board.size).fill(NaN);
  const certain = new Int8Array(board.size).fill(-1);
  for (const t of hidden) {
    prob[t] = hits[t] / arrangements;
    certain[t] = hits[t] === 0 ? 0 : hits[t] === arrangements ? 1 : -1;
  }
  return { prob, certain, arrangements };
}

/**
 * A position drawn as text, one line a levelData row: `*` hidden mine, `.` hidden safe tile, a digit a revealed tile
 * (checked against the mines, so a wrong picture fails loudly), `#` wall, `x` no tile. Indentation is ignored.
 */
export function picture(text: string, orientation: Orientation = 'pointy', parity: Parity = 'odd') {
  const rows = text
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const level = rows.map((r) => r.map((c) => (c === 'x' ? -1 : c === '#' ? 1 : 0)));
  const board = boardOf(level, orientation, parity);
  const mines = new Uint8Array(board.size);
  const revealed = new Uint8Array(board.size);
  rows.forEach((r, i) =>
    r.forEach((c, j) => {
      if (c === '*') mines[at(board, [i, j])] = 1;
      if (/\d/.test(c)) revealed[at(board, [i, j])] = 1;
    }),
  );
  const k = knowledgeOf(board, mines, revealed);
  rows.forEach((r, i) =>
    r.forEach((c, j) => {
      if (/\d/.test(c) && k.counts[at(board, [i, j])] !== Number(c))
        throw new Error(`picture: ${i},${j} should read ${k.counts[at(board, [i, j])]}`);
    }),
  );
  return { board, mines, revealed, k, tile: (row: number, col: number) => at(board, [row, col]) };
}
