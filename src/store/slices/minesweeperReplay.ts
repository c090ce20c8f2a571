// Watching a replay: the board shows the position after `step` actions and takes no clicks. The watching itself (the
// seeking) is replayWatching.ts, on the first screen with this (1.4 kB gzipped: not worth a loader and a wait).
import type { StateCreator } from 'zustand';
import type { Replay } from '../../games/minesweeper/replay';
import type { AppState } from '../state/app';
import type { ReplayActions } from '../state/minesweeper';
import { replayActions } from './replayWatching';

export const REPLAY_SPEEDS = [0.5, 1, 2, 4, 8] as const;

/** The replay actions (their code: replayWatching.ts). */
export const createReplayActions: StateCreator<AppState, [], [], ReplayActions> = (set, get) => replayActions(set, get);

/** The replay of the game in the store (finished or being watched), or null. */
export function currentReplay(s: AppState): Replay | null {
  if (s.minesweeper.replay) return s.minesweeper.replay.data;
  const g = s.minesweeper.game;
  if (g.status !== 'won' && g.status !== 'lost') return null;
  return { config: g.config, noGuess: s.minesweeper.noGuess, mines: g.mines, actions: s.minesweeper.log };
}
