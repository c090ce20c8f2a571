// Where the mines go. They are placed at the first reveal, away from it: the first click always opens a zero, or
// (the 'safe' rule) is only never a mine.
import { KIND_FLOOR, type Board } from '../../engine/board';
import { randomInt, type Random } from '../random';
import { floorCount, type FirstClickRule } from './model';

/** The most floor neighbours any floor tile has: the size of the largest safe zone a first click may need. */
function widestSafeZone(board: Board): number {
  let widest = 0;
  for (let id = 0; id < board.size; id++) {
    if (board.kind[id] !== KIND_FLOOR) continue;
    let n = 0;
    for (let d = 0; d < 6; d++) {
      const nb = board.neighbors[id * 6 + d];
      if (nb >= 0 && board.kind[nb] === KIND_FLOOR) n++;
    }
    if (n > widest) widest = n;
  }
  return widest;
}

/**
 * The most mines a board takes while any first click keeps what its rule promises: itself and all its neighbours
 * clear ('zero'), or only itself ('safe').
 */
export function maxMines(board: Board, rule: FirstClickRule = 'zero'): number {
  const floor = floorCount(board);
  return floor === 0 ? 0 : Math.max(0, floor - 1 - (rule === 'safe' ? 0 : widestSafeZone(board)));
}

/**
 * Why a mine count can't be played on a board, as data (the UI writes the sentence): not a whole number, under 1, no
 * floor, or more than fit (`floor` tiles, at most `max` mines, the first click keeping itself and `zone` neighbours clear).
 */
export type MineCountProblem =
  | { kind: 'notWhole'; value: string }
  | { kind: 'tooFew' }
  | { kind: 'noFloor' }
  | { kind: 'tooMany'; floor: number; max: number; zone: number };

/** Why a mine count can't be played on a board, or null when it can. */
export function mineCountProblem(board: Board, mines: number, rule: FirstClickRule = 'zero'): MineCountProblem | null {
  if (typeof mines !== 'number' || !Number.isFinite(mines) || !Number.isInteger(mines))
    return { kind: 'notWhole', value: String(mines) };
  if (mines < 1) return { kind: 'tooFew' };
  const floor = floorCount(board);
  if (floor === 0) return { kind: 'noFloor' };
  const max = maxMines(board, rule);
  if (mines <= max) return null;
  return { kind: 'tooMany', floor, max, zone: rule === 'safe' ? 0 : widestSafeZone(board) };
}

/**
 * Mines on floor tiles, none on safeTile or (rule 'zero', the default) its neighbours, chosen by a partial Fisher-Yates over the candidates so the
 * same board, count, safe tile and random sequence give the same mines. Where the board is too crowded for the full
 * safe zone (more mines than tiles outside it), every tile outside it gets a mine and the rest go on randomly chosen
 * neighbours: safeTile itself always stays clear. Throws a RangeError when even that is impossible.
 */
export function placeMines(
  board: Board,
  mines: number,
  safeTile: number,
  rand: Random,
  rule: FirstClickRule = 'zero',
): Uint8Array {
  const floor = floorCount(board);
  if (!Number.isInteger(mines) || mines < 0 || mines > floor - 1) {
    throw new RangeError(`Can't place ${mines} mines on ${floor} floor tiles with one kept clear.`);
  }
  const zone = new Uint8Array(board.size);
  zone[safeTile] = 1;
  for (let d = 0; d < 6 && rule === 'zero'; d++) {
    const nb = board.neighbors[safeTile * 6 + d];
    if (nb >= 0) zone[nb] = 1;
  }
  const far: number[] = [];
  const near: number[] = [];
  for (let id = 0; id < board.size; id++) {
    if (board.kind[id] !== KIND_FLOOR || id === safeTile) continue;
    (zone[id] ? near : far).push(id);
  }
  const out = new Uint8Array(board.size);
  pickInto(out, Int32Array.from(far), Math.min(mines, far.length), rand);
  if (mines > far.length) pickInto(out, Int32Array.from(near), mines - far.length, rand);
  return out;
}

/** Mark k of the candidates, chosen uniformly: a Fisher-Yates stopped after k swaps. */
function pickInto(out: Uint8Array, candidates: Int32Array, k: number, rand: Random): void {
  const n = candidates.length;
  for (let i = 0; i < k; i++) {
    const j = i + randomInt(rand, n - i);
    const t = candidates[i];
    candidates[i] = candidates[j];
    candidates[j] = t;
    out[candidates[i]] = 1;
  }
}

/** Neighbouring mine count per tile id. */
export function mineCounts(board: Board, mines: Uint8Array): Uint8Array {
  const counts = new Uint8Array(board.size);
  for (let id = 0; id < board.size; id++) {
    if (!mines[id]) continue;
    for (let d = 0; d < 6; d++) {
      const nb = board.neighbors[id * 6 + d];
      if (nb >= 0) counts[nb]++;
    }
  }
  return counts;
}
