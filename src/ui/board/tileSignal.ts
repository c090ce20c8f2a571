/*
 * Tile signals: one store subscription per board, one subscription per block of tiles, none per tile.
 * A mode describes each tile's look as one number (`code`). A block (all of a small board, or one block of a big one,
 * see chunks.ts) holds its tiles' codes; when the store changes in a way the mode cares about, the signal recomputes
 * the codes of the mounted blocks and wakes only the blocks where one changed. A woken block renders again, and only
 * the memoised tiles whose code changed re-render (TileLayer.tsx). A one-tile change on a 62,500-tile board costs one
 * loop over numbers per block, one block's render and one tile's, and a first render pays for one subscription per
 * block rather than one per tile.
 *
 * A change of more than BULK tiles in one store update (closing a replay of a big board: up to every tile) is drawn
 * in steps of STEP blocks. Its codes are marked bulk, which a block draws as a deferred value (TileLayer.tsx): React
 * renders them in the background, yielding to the browser every few ms, and the store update's own render costs next
 * to nothing. The blocks are woken a step at a time, the next step once React has drawn the last (each block says
 * when it has: `drawn`), so no frame restyles and repaints more than a step's tiles: drawn at once, 50,000 changed
 * tiles held one frame for about a second. The store holds the end at once; only the drawing follows.
 */
import type { Board } from '../../engine/board';
import { useHexlab, type AppState } from '../../store';

/** The codes of one block of tiles, kept current while subscribed. */
interface TileGroup {
  /** the codes now (codes[i] is the code of the block's i-th tile): a new array each time one changes, as useSyncExternalStore wants */
  snapshot(): Float64Array;
  /** `wake` runs, inside the store update, each time some of the codes change (a bulk change: on the block's turn). */
  subscribe(wake: () => void): () => void;
  /** whether these codes came with a change of more than BULK tiles (drawn in the background) */
  bulk(codes: Float64Array): boolean;
  /** the block's tiles show these codes now (called from an effect after each commit that changed them) */
  drawn(codes: Float64Array): void;
}

export interface TileSignal {
  /** A block over these tile ids of the board on screen, its codes read from the store now. */
  group(ids: readonly number[], board: Board): TileGroup;
}

/** A store update changing more tiles than this is a bulk change: a few blocks' worth of a big board. */
export const BULK = 4_096;
/** The blocks of a bulk change drawn in one step (a block is up to 1,024 tiles, chunks.ts). */
export const STEP = 16;

/** The codes that came with a bulk change. */
const bulkCodes = new WeakSet<Float64Array>();

/**
 * A signal over the app store: `code(s, id, board)` packs the look of tile `id` of the board on screen (the store's
 * board, or the editor's full rectangle); `relevant` says when codes may have changed.
 */
export function createTileSignal(
  code: (s: AppState, id: number, board: Board) => number,
  relevant: (s: AppState, prev: AppState) => boolean,
): TileSignal {
  interface Live {
    /** read the codes from `s`; the number of tiles whose code changed */
    refresh(s: AppState): number;
    codes(): Float64Array;
    /** the codes its tiles show (as last said by `drawn`) */
    shown: Float64Array | null;
    wakers: Set<() => void>;
  }
  const live = new Set<Live>();
  /** Blocks with bulk codes waiting for their step, in order. */
  let queue: Live[] = [];
  /** The blocks of the step being drawn. */
  const drawing = new Set<Live>();
  let unsubscribe: (() => void) | null = null;
  const wake = (g: Live) => {
    for (const w of g.wakers) w();
  };
  const behind = (g: Live) => live.has(g) && g.shown !== g.codes();
  /** Wake the next step's blocks once the last step is drawn. */
  const nextStep = () => {
    while (drawing.size === 0 && queue.length > 0) {
      const step = queue.slice(0, STEP).filter(behind);
      queue = queue.slice(STEP);
      for (const g of step) drawing.add(g);
      for (const g of step) wake(g);
    }
  };
  const onStore = (s: AppState, prev: AppState) => {
    if (!relevant(s, prev)) return;
    const changed: Live[] = [];
    let tiles = 0;
    for (const g of live) {
      const n = g.refresh(s);
      if (n > 0) changed.push(g);
      tiles += n;
    }
    if (tiles <= BULK) {
      for (const g of changed) wake(g);
      return;
    }
    for (const g of changed) bulkCodes.add(g.codes());
    // The blocks being drawn take their new codes at once; the others join the queue once.
    const queued = new Set(queue);
    for (const g of changed) {
      if (drawing.has(g)) wake(g);
      else if (!queued.has(g)) queue.push(g);
    }
    nextStep();
  };
  return {
    group(ids, board) {
      let codes: Float64Array = new Float64Array(ids.length);
      /** the store state the codes were last read from */
      let read: AppState | null = null;
      const refresh = (s: AppState): number => {
        if (s === read) return 0;
        read = s;
        const size = board.size;
        let next: Float64Array | null = null;
        let changed = 0;
        for (let i = 0; i < ids.length; i++) {
          const c = ids[i] < size ? code(s, ids[i], board) : NaN;
          if (Object.is(c, codes[i])) continue;
          (next ??= codes.slice() as Float64Array)[i] = c;
          changed++;
        }
        if (next) codes = next;
        return changed;
      };
      refresh(useHexlab.getState());
      const snapshot = () => codes;
      const g: Live = { refresh, codes: snapshot, shown: null, wakers: new Set() };
      return {
        snapshot,
        bulk: (c) => bulkCodes.has(c),
        drawn(c) {
          g.shown = c;
          if (drawing.has(g) && !behind(g)) {
            drawing.delete(g);
            nextStep();
          }
        },
        subscribe(w) {
          if (g.wakers.size === 0) {
            live.add(g);
            refresh(useHexlab.getState()); // anything that changed since the codes were read (nothing to do when the store has not)
          }
          g.wakers.add(w);
          unsubscribe ??= useHexlab.subscribe(onStore);
          return () => {
            g.wakers.delete(w);
            if (g.wakers.size === 0) {
              live.delete(g);
              if (drawing.delete(g)) nextStep();
            }
            if (live.size === 0 && unsubscribe) {
              unsubscribe();
              unsubscribe = null;
              queue = [];
            }
          };
        },
      };
    },
  };
}
