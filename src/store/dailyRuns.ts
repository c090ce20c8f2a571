// What the first screen needs to know of the daily hex, without its generator: which game is a daily attempt (by its
// config object, which every click, flag, restart and undo of that game keeps and a new game replaces, as
// linkGames.ts knows link games), and the daily on screen or the problem with the one asked for.
import { create } from 'zustand';
import type { MinesweeperConfig, MinesweeperState } from '../games/minesweeper/model';
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

/** The attempt a daily game belongs to, by its config. */
export interface DailyRun {
  readonly date: string;
  readonly late: boolean;
  /** the day's attempt: false when that date was played before */
  readonly counts: boolean;
  /** restarted or undone at some point (the game's own assisted flag starts afresh at a restart) */
  tainted: boolean;
  /** the attempt has begun (its first tile opened) */
  begun: boolean;
  /** its first end is recorded */
  ended: boolean;
}

export const runs = new WeakMap<MinesweeperConfig, DailyRun>();

/** The daily attempt a game belongs to, if it is a daily. */
export const dailyRunOf = (game: MinesweeperState | null | undefined): DailyRun | undefined =>
  game ? runs.get(game.config) : undefined;

/** The daily's start tile while its game waits for the first click, else -1. */
export const dailyStart = (game: MinesweeperState): number =>
  game.status === 'ready' && dailyRunOf(game) ? game.firstClick : -1;
