import { isFloor, type Board } from '../../../engine';
import { randomInt, shuffleInPlace, type Random } from '../../random';
import { playByLogic, type Played } from './play';

/** Options for generateNoGuess. */
export interface NoGuessOptions {
  /** the search's time budget in ms (default 2000), measured by `now` */
  timeLimitMs?: number;
  /** the clock (ms) the budget is measured by, passed in as the rules read no clock; without one, no time limit */
  now?: () => number;
  onProgress?: (fraction: number) => void;
  shouldCancel?: () => boolean;
}

/**
 * Why no guess-free board was made, as data for the UI's sentence: the first click off the floor, a negative count,
 * more mines than `room` tiles away from the first click, islands that would need a guess, cancelled, out of time
 * (`ms`, at `density` mines per tile), or the worker failing (`message`, set by the UI's client).
 */
export type NoGuessFailure =
  | { kind: 'notFloor' }
  | { kind: 'negative' }
  | { kind: 'tooMany'; mines: number; room: number }
  | { kind: 'islands' }
  | { kind: 'cancelled' }
  | { kind: 'timeout'; ms: number; density: number }
  | { kind: 'crashed'; message: string };

/** The outcome: ok is false (with a reason for the player) when no guess-free board was found in time. */
export interface NoGuessResult {
  mines: Uint8Array;
  ok: boolean;
  attempts: number;
  reason?: NoGuessFailure;
}

/**
 * Make mines that can be solved from `firstClick` by logic alone. Mines go anywhere but the first click and its
 * neighbours; where the solver stalls, one mine next to the stalled frontier is moved (Simon Tatham's perturbation):
 * a frontier mine moves out to untouched ground, or a frontier gap is filled from there. The count never changes.
 * Tiles not connected to the first click (islands) get no mines, so the final mine count proves them safe.
 */
export function generateNoGuess(
  board: Board,
  mineCount: number,
  firstClick: number,
  rand: Random,
  opts: NoGuessOptions = {},
): NoGuessResult {
  const now = opts.now;
  const start = now?.() ?? 0;
  const limit = opts.timeLimitMs ?? 2000;
  const mines = new Uint8Array(board.size);
  const fail = (reason: NoGuessFailure, attempts = 0): NoGuessResult => ({ mines, ok: false, attempts, reason });
  if (!isFloor(board, firstClick)) return fail({ kind: 'notFloor' });
  const { main, islands } = regions(board, firstClick);
  const zone = new Uint8Array(board.size);
  zone[firstClick] = 1;
  for (let d = 0; d < 6; d++) {
    const u = board.neighbors[firstClick * 6 + d];
    if (u >= 0) zone[u] = 1;
  }
  const playable = main.filter((t) => !zone[t]);
  if (mineCount < 0) return fail({ kind: 'negative' });
  if (mineCount > playable.length + islands.length) {
    return fail({ kind: 'tooMany', mines: mineCount, room: playable.length + islands.length });
  }
  const excess = mineCount - playable.length;
  if (excess > 0 && excess < islands.length) {
    return fail({ kind: 'islands' });
  }
  if (excess > 0) for (const t of islands) mines[t] = 1;

  const inPlayable = new Uint8Array(board.size);
  for (const t of playable) inPlayable[t] = 1;
  const place = () => {
    for (const t of playable) mines[t] = 0;
    const order = shuffleInPlace(rand, playable.slice());
    for (let i = 0; i < Math.min(mineCount, playable.length); i++) mines[order[i]] = 1;
  };
  place();
  let attempts = 0;
  let best = 0;
  let sinceRestart = 0;
  const maxPerturbs = Math.max(200, 4 * mineCount);
  for (;;) {
    attempts++;
    const played = playByLogic(board, mines, firstClick);
    if (played.solved) return { mines, ok: true, attempts };
    const fraction = played.revealedSafe / played.safeTotal;
    if (fraction > best) {
      best = fraction;
      opts.onProgress?.(best);
    }
    if (opts.shouldCancel?.()) return fail({ kind: 'cancelled' }, attempts);
    if (now && now() - start > limit) {
      const density = Math.round((100 * mineCount) / (playable.length + zone.reduce((a, v) => a + v, 0))) / 100;
      return fail({ kind: 'timeout', ms: limit, density }, attempts);
    }
    if (++sinceRestart > maxPerturbs || !perturb(played, mines, inPlayable, board, rand)) {
      place();
      sinceRestart = 0;
    }
  }
}

/** The floor tiles connected to the first click, and all other floor tiles. */
function regions(board: Board, from: number): { main: number[]; islands: number[] } {
  const inMain = new Uint8Array(board.size);
  const main = [from];
  inMain[from] = 1;
  for (let i = 0; i < main.length; i++) {
    for (let d = 0; d < 6; d++) {
      const u = board.neighbors[main[i] * 6 + d];
      if (u < 0 || inMain[u] || !isFloor(board, u)) continue;
      inMain[u] = 1;
      main.push(u);
    }
  }
  const islands: number[] = [];
  for (let t = 0; t < board.size; t++) if (isFloor(board, t) && !inMain[t]) islands.push(t);
  return { main, islands };
}

/**
 * Move one mine at the stalled frontier. Untouched ground (hidden, away from every number) is preferred; when there is
 * none, as in an endgame 50/50, the mine may go anywhere off the frontier, even into the solved part, since the next
 * solver run starts afresh. Returns false when nothing can move (the caller starts afresh).
 */
function perturb(p: Played, mines: Uint8Array, playable: Uint8Array, board: Board, rand: Random): boolean {
  const frontier: number[] = [];
  const inner: number[] = [];
  const elsewhere: number[] = [];
  for (let t = 0; t < board.size; t++) {
    if (!playable[t]) continue;
    if (p.revealed[t] || p.knownMines[t]) {
      elsewhere.push(t);
      continue;
    }
    let edge = false;
    for (let d = 0; d < 6 && !edge; d++) {
      const u = board.neighbors[t * 6 + d];
      edge = u >= 0 && p.revealed[u] === 1;
    }
    (edge ? frontier : inner).push(t);
  }
  if (frontier.length === 0) return false;
  const t = frontier[randomInt(rand, frontier.length)];
  const pick = (wantMine: boolean): number => {
    for (const list of [inner, elsewhere]) {
      const c = list.filter((u) => (mines[u] === 1) === wantMine);
      if (c.length) return c[randomInt(rand, c.length)];
    }
    return -1;
  };
  const other = pick(!mines[t]);
  if (other < 0) return false;
  mines[other] = mines[t];
  mines[t] = mines[t] ? 0 : 1;
  return true;
}
