// Watching a replay: the board shows the position after `step` actions and takes no clicks. The watching itself (the
// seeking) is replayWatching.ts, on the first screen with this (1.4 kB gzipped: not worth a loader and a wait).
import type { StateCreator } from 'zustand';
import type { Replay } from '../../games/minesweeper/replay';
import type { AppState } from '../index';
import { replayActions } from './replayWatching';

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

/** The replay actions (their code: replayWatching.ts). */
export const createReplayActions: StateCreator<AppState, [], [], ReplayActions> = (set, get) => replayActions(set, get);

/** The replay of the game in the store (finished or being watched), or null. */
export function currentReplay(s: AppState): Replay | null {
  if (s.minesweeper.replay) return s.minesweeper.replay.data;
  const g = s.minesweeper.game;
  if (g.status !== 'won' && g.status !== 'lost') return null;
  return { config: g.config, noGuess: s.minesweeper.noGuess, mines: g.mines, actions: s.minesweeper.log };
}
