// What the first screen needs to know of the daily hex, without its generator: the daily on screen or the problem with
// the one asked for. Whether a game is a daily attempt is the game's own (its origin, minesweeperSlice.ts).
import { create } from 'zustand';
import type { AppState } from './state/app';
import { snapshotNow } from './hydration';

/** Why a daily can't be opened: not a date, before the first daily, or a day still to come. */
export type DailyProblem =
  { kind: 'badDate'; value: string } | { kind: 'tooEarly'; first: string } | { kind: 'future'; date: string };

export interface DailyState {
  /** the daily on screen (its date), or null */
  date: string | null;
  /** whether the game on screen is the day's counted attempt (false: already played, a practice) */
  counts: boolean;
  /** played after its own UTC date */
  late: boolean;
  problem: DailyProblem | null;
}

export const useDaily = create<DailyState>()(
  snapshotNow<DailyState>(() => ({ date: null, counts: false, late: false, problem: null })),
);

type Minesweeper = AppState['minesweeper'];

/** The daily attempt the game on screen is, if it is one. */
export const dailyOf = (ms: Minesweeper | null | undefined) => (ms?.origin.kind === 'daily' ? ms.origin : undefined);

/** The daily's start tile while its game waits for the first click, else -1. */
export const dailyStart = (ms: Minesweeper): number =>
  ms.game.status === 'ready' && dailyOf(ms) ? ms.game.firstClick : -1;
