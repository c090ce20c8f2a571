// The pace of a daily's solve, for the shared result: the board's safe tiles cut into five equal parts (the first
// fifth opened, the second...), and for each how long it took against an even pace (a fifth of the time). It is
// read from how many safe tiles were open after each action, never from where they are, so it says how the game
// went and nothing of where a mine lies: the same game on any layout has the same pace.
import type { Board } from '../../engine/board';
import { restart, type MinesweeperState } from '../minesweeper/model';
import { applyAction, type ReplayAction } from '../minesweeper/replay';

/** One fifth of the solve: quick, even, slow (against a fifth of the time), where the game was lost, or not reached. */
export type PacePart = 'quick' | 'even' | 'slow' | 'lost' | 'unreached';

const PACE_PARTS = 5;
/** A part quicker than this share of an even pace is quick; slower than SLOW times it, slow. */
const QUICK = 0.6;
const SLOW = 1.6;

/**
 * The five parts of a finished daily game: `game` as it ended, `log` its actions (each with its time since the clock
 * started), `ms` its whole time. The game is played again from its first position (its mines already placed).
 */
export function solvePace(board: Board, game: MinesweeperState, log: readonly ReplayAction[], ms: number): PacePart[] {
  if (!game.mines) return Array(PACE_PARTS).fill('unreached');
  let state = restart(game, board);
  const safe = state.safeLeft;
  // When each fifth of the safe tiles was open (ms since the clock started).
  const reached: number[] = [];
  let before: MinesweeperState | null = null;
  const placer = () => game.mines as Uint8Array;
  for (const a of log) {
    const next = applyAction(state, board, a, placer, before);
    before = state;
    state = next;
    const open = safe - state.safeLeft;
    while (reached.length < PACE_PARTS && open >= (safe * (reached.length + 1)) / PACE_PARTS) reached.push(a.t);
  }
  // A lost game is judged against its own pace over the parts it played.
  const played = game.status === 'lost' ? Math.min(PACE_PARTS, reached.length + 1) : PACE_PARTS;
  const even = Math.max(1, ms) / played;
  const parts: PacePart[] = [];
  for (let i = 0; i < PACE_PARTS; i++) {
    if (i < reached.length) {
      const took = reached[i] - (i === 0 ? 0 : reached[i - 1]);
      parts.push(took < even * QUICK ? 'quick' : took > even * SLOW ? 'slow' : 'even');
    } else parts.push(i === reached.length && game.status === 'lost' ? 'lost' : 'unreached');
  }
  return parts;
}
