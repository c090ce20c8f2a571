import type { Board } from '../../engine';
import { makeLayers, type Layers } from './layers';

/**
 * Working memory for one board's searches, reused from query to query so a search allocates nothing per tile.
 * Each search gets an epoch `open` and stores open - g in `reached`; epochs step by more than any g a board of
 * `size` tiles can reach, so values left by earlier searches read as "not reached" and nothing is cleared between
 * searches. One array read tells both whether a tile was reached and how cheaply, which matters on big boards.
 */
export interface SearchScratch {
  readonly size: number;
  /** open - g for each tile the current search reached; anything lower is left over from an earlier search */
  readonly reached: Float64Array;
  /** direction (AXIAL_DIRECTIONS order) from a reached tile back to the tile it was reached from */
  readonly toParent: Uint8Array;
  /** the current search's epoch */
  open: number;
  /** the highest epoch since `reached` was last cleared: an epoch set below it (by hand) forces a clear */
  high: number;
  /** A*'s open list */
  readonly layers: Layers;
}

// Epochs stay exact integers in a float64 far beyond this; the clear it forces comes once in millions of searches.
const EPOCH_LIMIT = 2 ** 52;

/** Scratch arrays sized for a board of `size` tiles. */
export function makeScratch(size: number): SearchScratch {
  return { size, reached: new Float64Array(size), toParent: new Uint8Array(size), open: 0, high: 0, layers: makeLayers(size >> 4) };
}

const cache = new WeakMap<Board, SearchScratch>();

/** The scratch kept for a board (made on first use), so callers that pass none still don't reallocate per query. */
export function scratchFor(board: Board): SearchScratch {
  let s = cache.get(board);
  if (!s || s.size < board.size) {
    s = makeScratch(board.size);
    cache.set(board, s);
  }
  return s;
}

/** Start a new search: returns its epoch, above open - g of every tile any earlier search reached. */
export function beginSearch(s: SearchScratch): number {
  // Costs are at most 255 and a path has fewer than `size` steps, so every g is below this span.
  const span = 256 * s.size + 1;
  let epoch = s.open + span;
  if (!(s.open >= s.high) || epoch > EPOCH_LIMIT) {
    s.reached.fill(0);
    epoch = span;
  }
  s.open = epoch;
  s.high = epoch;
  return epoch;
}
