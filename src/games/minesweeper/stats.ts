// How well a game was played, and the record the UI keeps in the browser (storing it is the store's job).
import type { Board } from '../../engine/board';
import { bv3Parts } from './figures';
import type { MinesweeperState } from './model';

/** 3BV on hex adjacency: the fewest clicks that clear the board without flags (see bv3Parts). */
export const bv3 = (board: Board, mines: Uint8Array, counts: Uint8Array): number =>
  bv3Parts(board, mines, counts).total;

/** 3BV per second; 0 for a zero time. */
export const bv3PerSecond = (bv: number, timeMs: number): number => (timeMs > 0 ? bv / (timeMs / 1000) : 0);

/** Efficiency, IOE = 3BV / clicks; 0 before any click. */
export const efficiency = (bv: number, clicks: number): number => (clicks > 0 ? bv / clicks : 0);

/** One finished game, as recordGame takes it. */
export interface FinishedGame {
  readonly presetKey: string;
  readonly boardKey: string;
  readonly won: boolean;
  readonly timeMs: number;
  readonly bv3: number;
  readonly clicks: number;
}

/** The last game with its derived measures, for the statistics card. */
export interface GameSummary extends FinishedGame {
  readonly bv3PerSecond: number;
  readonly ioe: number;
}

/** The record kept across games: totals, and per preset + board shape the games played, won and the best time. */
export interface MinesweeperStats {
  readonly played: number;
  readonly won: number;
  /** best winning time in ms, by statsKey */
  readonly best: Readonly<Record<string, number>>;
  readonly perKey: Readonly<Record<string, { readonly played: number; readonly won: number }>>;
  readonly last: GameSummary | null;
}

/** An empty record. */
export const emptyStats = (): MinesweeperStats => ({ played: 0, won: 0, best: {}, perKey: {}, last: null });

/** The key best times and per-shape counts are kept under. */
export const statsKey = (presetKey: string, boardKey: string): string => `${presetKey}|${boardKey}`;

/** A game's measures: 3BV/s and IOE from its 3BV, time and clicks. */
export const summarize = (game: FinishedGame): GameSummary => ({
  ...game,
  bv3PerSecond: bv3PerSecond(game.bv3, game.timeMs),
  ioe: efficiency(game.bv3, game.clicks),
});

/** The record with one more finished game in it; a win may set a new best time. */
export function recordGame(stats: MinesweeperStats, game: FinishedGame): MinesweeperStats {
  const key = statsKey(game.presetKey, game.boardKey);
  const mine = stats.perKey[key] ?? { played: 0, won: 0 };
  const old = stats.best[key];
  const best =
    game.won && (old === undefined || game.timeMs < old) ? { ...stats.best, [key]: game.timeMs } : stats.best;
  return {
    played: stats.played + 1,
    won: stats.won + (game.won ? 1 : 0),
    best,
    perKey: { ...stats.perKey, [key]: { played: mine.played + 1, won: mine.won + (game.won ? 1 : 0) } },
    last: summarize(game),
  };
}

/**
 * A board shape's key: orientation, parity, size and a hash of the mask with its walls, so best times on different
 * shapes never mix. Stable across sessions (FNV-1a over the levelData values).
 */
export function boardShapeKey(board: Board): string {
  let h = 0x811c9dc5;
  for (const line of board.level) {
    for (const v of line) h = Math.imul(h ^ (v + 2), 0x01000193) >>> 0;
    h = Math.imul(h ^ 0xff, 0x01000193) >>> 0;
  }
  // A wrapped board is another board for records and statistics; unwrapped keys stay as they always were.
  const wrap = board.wrap === 'none' ? '' : `-wrap-${board.wrap}`;
  return `${board.orientation}-${board.parity}-${board.rows}x${board.cols}-${h.toString(36)}${wrap}`;
}

/** A game's 3BV, or 0 before its mines are placed. */
export const gameBv3 = (state: MinesweeperState, board: Board): number =>
  state.mines ? bv3(board, state.mines, state.counts) : 0;
