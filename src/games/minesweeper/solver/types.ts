import type { Board } from '../../../engine';
import type { Citations, Proof } from '../../deduction';
import type { Reason } from './text';

/** What the player knows: the solver's whole input. Flags are not trusted; only proven mines go in `knownMines`. */
export interface Knowledge {
  board: Board;
  /** 1 = revealed safe tile (its count is known) */
  revealed: Uint8Array;
  /** neighbouring mine counts, read only where revealed */
  counts: Uint8Array;
  /** 1 = tiles proven to be mines (optional) */
  knownMines?: Uint8Array;
  totalMines: number;
  /** 1 = tiles the player flagged (optional): hints never point at them, and say when one contradicts the numbers */
  flagged?: Uint8Array;
}

/**
 * One proven tile (`tile`, `isMine`: its proof record's cell and value, by Minesweeper's names), its proof record
 * (src/games/deduction: the rung, the numbers its words name in order, the tiles it reasons over) and the reasoning's
 * data the UI writes in words.
 */
export interface Deduction {
  tile: number;
  isMine: boolean;
  proof: Proof;
  why: Reason;
}

/**
 * What the Hint button shows: a provable tile or a flag the numbers prove wrong, with its proof record; else, with no
 * proof, a flag an over-flagged number makes wrong, or the safest guess, with what they look at (`seen`).
 */
export type Hint =
  | { kind: 'safe' | 'mine' | 'wrong-flag'; tile: number; proof: Proof; why: Reason }
  | { kind: 'wrong-flag'; tile: number; proof: null; seen: Citations; why: Reason }
  | { kind: 'guess'; tile: number; probability: number; proof: null; seen: Citations; why: Reason };
