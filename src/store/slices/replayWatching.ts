// Watching a replay, the code behind the replay actions (minesweeperReplay.ts): a seek moves a cursor
// (games/minesweeper/replayCursor.ts) from where it is, or from a keyframe behind the target: never from step 0 again.
import type { StoreApi } from 'zustand';
import type { Replay } from '../../games/minesweeper/replay';
import { replayCursor, type ReplayCursor } from '../../games/minesweeper/replayCursor';
import type { Board } from '../../engine';
import { newGame } from '../../games/minesweeper/state';
import type { AppState } from '../state/app';
import type { ReplayActions, ReplayView } from '../state/minesweeper';

/**
 * One cursor per replay watched, for the board it is watched on: a cache keyed by identity (a cursor can always be
 * rebuilt from the replay), not a fact about the game, which the state holds.
 */
const cursors = new WeakMap<Replay, { board: Board; cursor: ReplayCursor }>();
/** The cursor of a replay on a board: made once per replay and board, so a seek moves on from where the last one left. */
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
  game: AppState['minesweeper']['game'],
  before: AppState['minesweeper']['before'],
): Partial<AppState['minesweeper']> {
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
export const withReplayOpened = (ms: AppState['minesweeper'], board: Board, data: Replay): AppState['minesweeper'] => ({
  ...ms,
  ...showing({ data, step: 0, playing: false, speed: 1 }, newGame(board, data.config), null),
  generating: null,
  cardClosed: true,
});

/** The replay actions of a store. */
export function replayActions(set: StoreApi<AppState>['setState'], get: StoreApi<AppState>['getState']): ReplayActions {
  const patchMs = (p: Partial<AppState['minesweeper']>) => set((s) => ({ minesweeper: { ...s.minesweeper, ...p } }));
  /** Show the position after `step` actions (and whatever else changes with it, in the same update). */
  const seek = (step: number, playing?: boolean, also: Partial<AppState['minesweeper']> = {}) => {
    const { minesweeper, board } = get();
    const view = minesweeper.replay;
    if (!view) return;
    const to = Math.max(0, Math.min(step, view.data.actions.length));
    const next: ReplayView = { ...view, step: to, playing: (playing ?? view.playing) && to < view.data.actions.length };
    const { state, before } = cursorOf(view.data, board).seek(to);
    patchMs({ ...showing(next, state, before), ...also });
  };
  return {
    minesweeperWatchReplay: () => {
      const { minesweeper } = get();
      if (minesweeper.game.status !== 'won' && minesweeper.game.status !== 'lost') return;
      get().minesweeperOpenReplay({
        config: minesweeper.game.config,
        noGuess: minesweeper.noGuess,
        mines: minesweeper.game.mines,
        actions: minesweeper.log,
      });
    },
    minesweeperOpenReplay: (data) => set((s) => ({ minesweeper: withReplayOpened(s.minesweeper, s.board, data) })),
    minesweeperReplaySeek: (step) => seek(step),
    minesweeperReplayStep: () => seek((get().minesweeper.replay?.step ?? 0) + 1),
    minesweeperReplayPlay: () => {
      const view = get().minesweeper.replay;
      if (!view) return;
      // Play from the start again once the end was reached.
      if (view.step >= view.data.actions.length) return seek(0, true);
      patchMs({ replay: { ...view, playing: true } });
    },
    minesweeperReplayPause: () => {
      const view = get().minesweeper.replay;
      if (view) patchMs({ replay: { ...view, playing: false } });
    },
    minesweeperReplaySpeed: (speed) => {
      const view = get().minesweeper.replay;
      if (view) patchMs({ replay: { ...view, speed: Math.min(8, Math.max(0.5, speed)) } });
    },
    minesweeperCloseReplay: () => {
      const view = get().minesweeper.replay;
      if (!view) return;
      seek(view.data.actions.length, false, { replay: null, cardClosed: true });
    },
  };
}
