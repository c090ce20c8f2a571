import type { Board } from '../../engine';
import { makeLayers, type Layers } from './layers';

/**
 * Working memory for one board's searches, reused from query to query so a search allocates nothing per tile.
 * Each search gets an epoch `open` and stores open - g in `reached`; epochs step by more than any g the search may
 * reach (see searchSpan), so values left by earlier searches read as "not reached" and `reached` is cleared only
 * when the epochs run out of int32 room. One 4-byte read tells both whether a tile was reached and how cheaply:
 * on big boards A*'s time is mostly cache misses, so this is the one per-tile array it keeps.
 */
export interface SearchScratch {
  readonly size: number;
  /** open - g for each tile the current search reached; anything lower is left over from an earlier search */
  readonly reached: Int32Array;
  /** direction (AXIAL_DIRECTIONS order) from a reached tile back to the tile it was reached from */
  readonly toParent: Uint8Array;
  /** the current search's epoch */
  open: number;
  /** the highest epoch since `reached` was last cleared: an epoch set below it (by hand) forces a clear */
  high: number;
  /** A*'s open list */
  readonly layers: Layers;
}

const INT32_MAX = 2 ** 31 - 1;

/**
 * How far apart epochs are, so every g a search stores must stay below it. Costs are at most 255 and a path has
 * fewer than `size` steps, so up to 4 million tiles no g can reach it; beyond, A* checks and redoes the rare
 * search that gets there with beginWideSearch.
 */
export const searchSpan = (s: SearchScratch): number => Math.min(256 * s.size + 1, 2 ** 30);

/** Scratch arrays sized for a board of `size` tiles. */
export function makeScratch(size: number): SearchScratch {
  return { size, reached: new Int32Array(size), toParent: new Uint8Array(size), open: 0, high: 0, layers: makeLayers(size >> 4) };
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

/** Start a new search: returns its epoch, above open - g of every tile an earlier search reached. */
export function beginSearch(s: SearchScratch): number {
  const span = searchSpan(s);
  let epoch = s.open + span;
  if (!(s.open >= s.high) || epoch > INT32_MAX) {
    s.reached.fill(0);
    epoch = span;
  }
  s.open = epoch;
  s.high = epoch;
  return epoch;
}

/** Start a search whose g may go up to int32's limit: clears `reached` (and the next search clears it again). */
export function beginWideSearch(s: SearchScratch): number {
  s.reached.fill(0);
  s.open = INT32_MAX;
  s.high = INT32_MAX;
  return INT32_MAX;
}
