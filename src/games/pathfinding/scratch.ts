import FlatQueue from 'flatqueue';
import type { Board } from '../../engine';
import { makeLayers, type Layers } from './layers';

/**
 * Working memory for one board's searches, reused from query to query so a search allocates nothing per tile.
 * `mark` is generation-stamped: a tile is open when mark[id] === open, closed when === open + 1, and anything
 * lower is left over from an earlier search, so no array is cleared between searches.
 */
export interface SearchScratch {
  readonly size: number;
  readonly g: Float64Array;
  readonly cameFrom: Int32Array;
  readonly mark: Uint32Array;
  /** this search's open stamp (closed is open + 1) */
  open: number;
  /** the heap: A* keeps only its current f layer here, ordered by tie-breaker */
  readonly queue: FlatQueue<number>;
  /** A*'s frontier beyond the current f layer */
  readonly layers: Layers;
}

/** Scratch arrays sized for a board of `size` tiles. */
export function makeScratch(size: number): SearchScratch {
  return {
    size,
    g: new Float64Array(size),
    cameFrom: new Int32Array(size),
    mark: new Uint32Array(size),
    open: -1,
    queue: new FlatQueue<number>(),
    layers: makeLayers(size >> 2),
  };
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

/** Start a new search: a fresh generation stamp and an empty queue. Returns the open stamp. */
export function beginSearch(s: SearchScratch): number {
  s.open += 2;
  // Wrap long before 2^32 so open + 1 never overflows; one clear every two billion searches.
  if (s.open < 1 || s.open > 0xfffffff0) {
    s.mark.fill(0);
    s.open = 1;
  }
  s.queue.clear();
  return s.open;
}
