// Watching a replay: the board shows the position after `step` actions and takes no clicks. A seek moves a cursor
// (games/minesweeper/replayCursor.ts) from where it is, or from a keyframe behind the target: never from step 0 again.
import type { StateCreator } from 'zustand';
import type { Replay } from '../../games/minesweeper/replay';
import { replayCursor, type ReplayCursor } from '../../games/minesweeper/replayCursor';
import type { Board } from '../../engine';
import { newGame } from '../../games/minesweeper/state';
import type { AppState } from '../index';

export interface ReplayView {
  readonly data: Replay;
  readonly step: number;
  readonly playing: boolean;
  /** 0.5 to 8 */
  readonly speed: number;
}

export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;

export interface ReplayActions {
  /** watch the game just played, from its start */
  msWatchReplay(): void;
  /** watch a replay (from a link or a record) on the board as it is now */
  msOpenReplay(data: Replay): void;
  msReplaySeek(step: number): void;
  msReplayStep(): void;
  msReplayPlay(): void;
  msReplayPause(): void;
  msReplaySpeed(speed: number): void;
  /** stop watching: the board stays as the game ended */
  msCloseReplay(): void;
}

/** One cursor per replay watched, for the board it is watched on. */
const cursors = new WeakMap<Replay, { board: Board; cursor: ReplayCursor }>();
/** The cursor of a replay on a board (exported for the tests that count what seeking costs). */
function cursorOf(data: Replay, board: Board): ReplayCursor {
  const known = cursors.get(data);
  if (known && known.board === board) return known.cursor;
  const cursor = replayCursor(board, data);
  cursors.set(data, { board, cursor });
  return cursor;
}

/** The slice showing the position after `view.step` actions; the timer shows that action's time. */
function showing(
  view: ReplayView,
  game: AppState['ms']['game'],
  before: AppState['ms']['before'],
): Partial<AppState['ms']> {
  const t = view.step > 0 ? view.data.actions[view.step - 1].t : null;
  return {
    replay: view,
    game,
    before,
    startedAt: t === null ? null : 0,
    endedAt: t,
    hint: null,
    hintNote: null,
    probabilities: null,
    loss: null,
  };
}

/** The slice watching a replay (from a link or a record) from its start, on this board. */
export const withReplayOpened = (ms: AppState['ms'], board: Board, data: Replay): AppState['ms'] => ({
  ...ms,
  ...showing({ data, step: 0, playing: false, speed: 1 }, newGame(board, data.config), null),
  generating: null,
  cardClosed: true,
});

export const createReplayActions: StateCreator<AppState, [], [], ReplayActions> = (set, get) => {
  const patchMs = (p: Partial<AppState['ms']>) => set((s) => ({ ms: { ...s.ms, ...p } }));
  /** Show the position after `step` actions (and whatever else changes with it, in the same update). */
  const seek = (step: number, playing?: boolean, also: Partial<AppState['ms']> = {}) => {
    const { ms, board } = get();
    const view = ms.replay;
    if (!view) return;
    const to = Math.max(0, Math.min(step, view.data.actions.length));
    const next: ReplayView = { ...view, step: to, playing: (playing ?? view.playing) && to < view.data.actions.length };
    const { state, before } = cursorOf(view.data, board).seek(to);
    patchMs({ ...showing(next, state, before), ...also });
  };
  return {
    msWatchReplay: () => {
      const { ms } = get();
      if (ms.game.status !== 'won' && ms.game.status !== 'lost') return;
      get().msOpenReplay({ config: ms.game.config, noGuess: ms.noGuess, mines: ms.game.mines, actions: ms.log });
    },
    msOpenReplay: (data) => set((s) => ({ ms: withReplayOpened(s.ms, s.board, data) })),
    msReplaySeek: (step) => seek(step),
    msReplayStep: () => seek((get().ms.replay?.step ?? 0) + 1),
    msReplayPlay: () => {
      const view = get().ms.replay;
      if (!view) return;
      // Play from the start again once the end was reached.
      if (view.step >= view.data.actions.length) return seek(0, true);
      patchMs({ replay: { ...view, playing: true } });
    },
    msReplayPause: () => {
      const view = get().ms.replay;
      if (view) patchMs({ replay: { ...view, playing: false } });
    },
    msReplaySpeed: (speed) => {
      const view = get().ms.replay;
      if (view) patchMs({ replay: { ...view, speed: Math.min(8, Math.max(0.5, speed)) } });
    },
    msCloseReplay: () => {
      const view = get().ms.replay;
      if (!view) return;
      seek(view.data.actions.length, false, { replay: null, cardClosed: true });
    },
  };
};

/** The replay of the game in the store (finished or being watched), or null. */
export function currentReplay(s: AppState): Replay | null {
  if (s.ms.replay) return s.ms.replay.data;
  const g = s.ms.game;
  if (g.status !== 'won' && g.status !== 'lost') return null;
  return { config: g.config, noGuess: s.ms.noGuess, mines: g.mines, actions: s.ms.log };
}
