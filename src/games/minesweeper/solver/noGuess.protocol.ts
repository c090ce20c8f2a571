import type { NoGuessFailure } from './generate';
import type { LevelData, Orientation, Parity, Wrap } from '../../../engine';

/** What the page sends the no-guess worker: enough to rebuild the board and make its mines. */
export interface NoGuessRequest {
  level: LevelData;
  orientation: Orientation;
  parity: Parity;
  /** how the board wraps (absent: not at all) */
  wrap?: Wrap;
  mineCount: number;
  firstClick: number;
  seed: number;
  timeLimitMs?: number;
}

/** The finished board: ok is false (with a reason for the player) when no guess-free board was found. */
export interface NoGuessDone {
  mines: Uint8Array;
  ok: boolean;
  reason?: NoGuessFailure;
}

/** Messages from the worker. */
export type NoGuessMessage = { type: 'progress'; fraction: number } | ({ type: 'done' } & NoGuessDone);
