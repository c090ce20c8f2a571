import type { Board } from '../../../engine';
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

/** The reasoning behind a deduction, from cheapest to most thorough. 'global' is the exhaustive count of every arrangement. */
export type Rule = 'single' | 'subset' | 'pair' | 'global';

/** One proven tile, the tiles its reasoning uses, and the reasoning (as data the UI writes in words). */
export interface Deduction {
  tile: number;
  isMine: boolean;
  rule: Rule;
  uses: number[];
  why: Reason;
}

/** What the Hint button shows: a flag the numbers prove wrong, a provable tile, or else the safest guess. */
export type Hint =
  | { kind: 'safe' | 'mine' | 'wrong-flag'; tile: number; rule: Rule; uses: number[]; why: Reason }
  | { kind: 'guess'; tile: number; probability: number; uses: number[]; why: Reason };
