import { isFloor, type Board } from '../../../engine';
import { mineCounts } from '../placement';
import { solveExact } from './exact';
import { readPosition } from './position';
import { pairFindings } from './rules';
import type { Knowledge } from './types';

/** Search steps the exhaustive count may take per stuck point while playing; beyond it the solver counts itself stuck. */
const PLAY_BUDGET = 20_000;

/** The solver's state after playing a board by logic. */
export interface Played {
  solved: boolean;
  revealed: Uint8Array;
  knownMines: Uint8Array;
  counts: Uint8Array;
  revealedSafe: number;
  safeTotal: number;
}

/**
 * Play from the first click by logic alone: single numbers propagate through a work list (cheap, most of the board),
 * and only when those stall do the pair rules and then the budgeted exhaustive count run.
 */
export function playByLogic(board: Board, mines: Uint8Array, firstClick: number, budget = PLAY_BUDGET): Played {
  const n = board.size;
  const nb = board.neighbors;
  const counts = mineCounts(board, mines);
  const revealed = new Uint8Array(n);
  const knownMines = new Uint8Array(n);
  let safeTotal = 0;
  let totalMines = 0;
  for (let t = 0; t < n; t++) {
    if (!isFloor(board, t)) continue;
    if (mines[t]) totalMines++;
    else safeTotal++;
  }
  let revealedSafe = 0;
  let failed = false;
  const work: number[] = [];
  const touch = (t: number) => {
    for (let d = 0; d < 6; d++) {
      const u = nb[t * 6 + d];
      if (u >= 0 && revealed[u]) work.push(u);
    }
  };
  const open = (start: number) => {
    if (mines[start]) return void (failed = true);
    const stack = [start];
    while (stack.length) {
      const t = stack.pop()!;
      if (revealed[t] || knownMines[t] || !isFloor(board, t)) continue;
      revealed[t] = 1;
      revealedSafe++;
      work.push(t);
      touch(t);
      if (counts[t] === 0) for (let d = 0; d < 6; d++) if (nb[t * 6 + d] >= 0) stack.push(nb[t * 6 + d]);
    }
  };
  const markMine = (t: number) => {
    if (knownMines[t]) return;
    knownMines[t] = 1;
    touch(t);
  };
  open(firstClick);
  while (!failed && revealedSafe < safeTotal) {
    while (work.length && !failed) {
      const t = work.pop()!;
      let hidden = 0;
      let need = counts[t];
      for (let d = 0; d < 6; d++) {
        const u = nb[t * 6 + d];
        if (u < 0 || revealed[u] || !isFloor(board, u)) continue;
        if (knownMines[u]) need--;
        else hidden++;
      }
      if (hidden === 0 || (need !== 0 && need !== hidden)) continue;
      for (let d = 0; d < 6; d++) {
        const u = nb[t * 6 + d];
        if (u < 0 || revealed[u] || knownMines[u] || !isFloor(board, u)) continue;
        if (need === 0) open(u);
        else markMine(u);
      }
    }
    if (failed || revealedSafe >= safeTotal) break;
    const k: Knowledge = { board, revealed, counts, knownMines, totalMines };
    const pos = readPosition(k);
    if (!pos) break;
    let progress = false;
    for (const f of pairFindings(pos)) {
      for (const t of f.tiles) {
        if (f.isMine) markMine(t);
        else open(t);
        progress = true;
      }
    }
    if (progress) continue;
    const ex = solveExact(pos, budget);
    if (!ex) break;
    for (let t = 0; t < n; t++) {
      if (ex.certain[t] < 0 || revealed[t] || knownMines[t]) continue;
      if (ex.certain[t] === 1) markMine(t);
      else open(t);
      progress = true;
    }
    if (!progress) break;
  }
  return { solved: !failed && revealedSafe === safeTotal, revealed, knownMines, counts, revealedSafe, safeTotal };
}

/** Play a board from its first click by logic alone (zeros flood open); where it stalls, `stuckAt` is what the player would know. */
export function solveFrom(
  board: Board,
  mines: Uint8Array,
  firstClick: number,
): { solved: boolean; guessesNeeded: boolean; revealedSafe: number; stuckAt?: Knowledge } {
  const p = playByLogic(board, mines, firstClick);
  let totalMines = 0;
  for (let t = 0; t < board.size; t++) if (isFloor(board, t) && mines[t]) totalMines++;
  const result = { solved: p.solved, guessesNeeded: !p.solved, revealedSafe: p.revealedSafe };
  if (p.solved) return result;
  return {
    ...result,
    stuckAt: { board, revealed: p.revealed, counts: p.counts, knownMines: p.knownMines, totalMines },
  };
}
