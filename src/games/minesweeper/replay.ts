// A game's record of play: every action with its time, and the position after any number of them. The same board,
// config and mines with the same actions always give the same positions, so a replay ends exactly as the game did.
import type { Board } from '../../engine/board';
import { newGame, type MinesweeperConfig, type MinesweeperState, type Scratch } from './model';
import { click } from './actions';
import { seededPlacer, type MinePlacer } from './reveal';

/** One action: a left click ('open', a chord on a number), a right click ('flag'), or the practice undo of a loss. */
type ReplayKind = 'open' | 'flag' | 'undo';

export interface ReplayAction {
  readonly kind: ReplayKind;
  /** tile id (ignored for 'undo') */
  readonly tile: number;
  /** ms since the game's clock started (0 for actions before it) */
  readonly t: number;
}

/** What a replay needs besides the board: the game's config, and its mines when a seed can't rebuild them (no-guess). */
export interface Replay {
  readonly config: MinesweeperConfig;
  readonly noGuess: boolean;
  /** the mines as placed, when the seed alone does not give them; null: the seeded placement */
  readonly mines: Uint8Array | null;
  readonly actions: readonly ReplayAction[];
}

/** The placer a replay's first reveal uses. */
export const replayPlacer = (r: Replay): MinePlacer =>
  r.mines ? () => r.mines as Uint8Array : seededPlacer(r.config.seed, r.config.firstClickRule);

/**
 * One action applied. An undo steps back to `before`, the position before the fatal click, keeping the click tally
 * (the fatal click was made); without a position to go back to it changes nothing.
 */
export function applyAction(
  state: MinesweeperState,
  board: Board,
  a: ReplayAction,
  placer: MinePlacer,
  before: MinesweeperState | null,
  scratch?: Scratch,
): MinesweeperState {
  if (a.kind === 'undo') return state.status === 'lost' && before ? { ...before, tally: state.tally } : state;
  return click(state, board, a.kind, a.tile, placer, scratch);
}

/** The position after the first `step` actions, from a new game (and the position before the last of them). */
export function replayTo(
  board: Board,
  r: Replay,
  step: number,
): { state: MinesweeperState; before: MinesweeperState | null } {
  const placer = replayPlacer(r);
  let state = newGame(board, r.config);
  let before: MinesweeperState | null = null;
  const n = Math.max(0, Math.min(step, r.actions.length));
  for (let i = 0; i < n; i++) {
    const next = applyAction(state, board, r.actions[i], placer, before);
    before = state;
    state = next;
  }
  return { state, before };
}
