// Watching a replay: the board shows the position after `step` actions and takes no clicks. The watching itself (the
// seeking, replayWatching.ts) is not on the first screen: it comes with a game's extras (store/later.ts), and an
// action asked for before it has come waits for it.
import type { StateCreator } from 'zustand';
import type { Replay } from '../../games/minesweeper/replay';
import type { AppState } from '../index';
import { replayWatching } from '../later';

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
  minesweeperWatchReplay(): void;
  /** watch a replay (from a link or a record) on the board as it is now */
  minesweeperOpenReplay(data: Replay): void;
  minesweeperReplaySeek(step: number): void;
  minesweeperReplayStep(): void;
  minesweeperReplayPlay(): void;
  minesweeperReplayPause(): void;
  minesweeperReplaySpeed(speed: number): void;
  /** stop watching: the board stays as the game ended */
  minesweeperCloseReplay(): void;
}

/** The replay actions, each doing its work with the watching's code (at once when it has come, else once it has). */
export const createReplayActions: StateCreator<AppState, [], [], ReplayActions> = (set, get) => {
  let actions: ReplayActions | null = null;
  const act =
    <K extends keyof ReplayActions>(name: K) =>
    (...args: Parameters<ReplayActions[K]>): void => {
      const run = (code: typeof import('./replayWatching')) =>
        ((actions ??= code.replayActions(set, get))[name] as (...a: Parameters<ReplayActions[K]>) => void)(...args);
      const code = replayWatching.now();
      if (code) run(code);
      else void replayWatching.load().then(run);
    };
  return {
    minesweeperWatchReplay: act('minesweeperWatchReplay'),
    minesweeperOpenReplay: act('minesweeperOpenReplay'),
    minesweeperReplaySeek: act('minesweeperReplaySeek'),
    minesweeperReplayStep: act('minesweeperReplayStep'),
    minesweeperReplayPlay: act('minesweeperReplayPlay'),
    minesweeperReplayPause: act('minesweeperReplayPause'),
    minesweeperReplaySpeed: act('minesweeperReplaySpeed'),
    minesweeperCloseReplay: act('minesweeperCloseReplay'),
  };
};

/** The replay of the game in the store (finished or being watched), or null. */
export function currentReplay(s: AppState): Replay | null {
  if (s.minesweeper.replay) return s.minesweeper.replay.data;
  const g = s.minesweeper.game;
  if (g.status !== 'won' && g.status !== 'lost') return null;
  return { config: g.config, noGuess: s.minesweeper.noGuess, mines: g.mines, actions: s.minesweeper.log };
}
