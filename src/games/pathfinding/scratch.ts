import { KIND_FLOOR, type Board } from '../../engine';
import { makeLayers, type Layers } from './layers';

/**
 * Working memory for one board's searches, reused from query to query so a search allocates nothing per tile.
 * Each search gets an epoch `open` and stores open - g in `reached`; epochs step by more than any g the search may
 * reach (see `span`), so values left by earlier searches read as "not reached" and `reached` is cleared only
 * when the epochs run out of room. Walls hold BLOCKED, above any open - g, so they read as reached at no cost.
 * One 4-byte read tells whether a tile can be entered, whether it was reached and how cheaply: on big boards A*'s
 * time is mostly cache misses, so on boards where every floor tile costs 1 this is the one per-tile array it reads.
 */
export interface SearchScratch {
  readonly size: number;
  /** how far apart epochs are: every g a search stores must stay below it (A* redoes, wide, a search that gets near) */
  readonly span: number;
  /** open - g for each tile the current search reached; anything lower is left over from an earlier search */
  readonly reached: Int32Array;
  /** the current search's epoch */
  open: number;
  /** the highest epoch since `reached` was last cleared: an epoch set below it (by hand) forces a clear */
  high: number;
  /** the board whose walls `reached` holds as BLOCKED (null: none yet) */
  marked: Board | null;
  /** whether every floor tile of `marked` costs 1 to enter */
  uniform: boolean;
  /** A*'s open list */
  readonly layers: Layers;
}

// Epochs (and so every value in `reached`) stay below 2^30, V8's small-integer range, so the search loop never meets
// an epoch of another representation than the one it was compiled for.
const EPOCH_MAX = 2 ** 30 - 1;
/** What `reached` holds for a wall: above every open - g, since every g is at least 1, so no search enters it. */
const BLOCKED = EPOCH_MAX;

/** Scratch arrays sized for a board of `size` tiles. */
export function makeScratch(size: number): SearchScratch {
  // Costs are at most 255 and a path has fewer than `size` steps, so on boards up to 65,536 tiles no g can reach
  // the span; on bigger boards only paths costing over 16 million can, and A* checks for those.
  const span = Math.min(256 * size + 1, 2 ** 24);
  return {
    size,
    span,
    reached: new Int32Array(size),
    open: 0,
    high: 0,
    marked: null,
    uniform: true,
    layers: makeLayers(size >> 4),
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

/** Clear `reached` and mark the board's walls BLOCKED in it. */
function clearFor(s: SearchScratch, board: Board): void {
  const { reached } = s;
  const { kind, cost, size } = board;
  reached.fill(0);
  let uniform = true;
  for (let id = 0; id < size; id++) {
    if (kind[id] !== KIND_FLOOR) reached[id] = BLOCKED;
    else if (cost[id] !== 1) uniform = false;
  }
  s.marked = board;
  s.uniform = uniform;
}

/** Start a new search on a board: returns its epoch, above open - g of every tile an earlier search reached. */
export function beginSearch(s: SearchScratch, board: Board): number {
  const { span } = s;
  let epoch = s.open + span;
  if (!(s.open >= s.high) || epoch > EPOCH_MAX || s.marked !== board) {
    clearFor(s, board);
    epoch = span;
  }
  s.open = epoch;
  s.high = epoch;
  return epoch;
}

/** Start a search whose g may go up to 2^30: clears `reached` (and the next search clears it again). */
export function beginWideSearch(s: SearchScratch, board: Board): number {
  clearFor(s, board);
  s.open = EPOCH_MAX;
  s.high = EPOCH_MAX;
  return EPOCH_MAX;
}
