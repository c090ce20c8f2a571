/*
 * Tile signals: one store subscription per board, one subscription per block of tiles, none per tile.
 * A mode describes each tile's look as one number (`code`). A block (all of a small board, or one block of a big one,
 * see chunks.ts) holds its tiles' codes; when the store changes in a way the mode cares about, the signal recomputes
 * the codes of the mounted blocks and wakes only the blocks where one changed. A woken block renders again, and only
 * the memoised tiles whose code changed re-render (TileLayer.tsx). A one-tile change on a 62,500-tile board costs one
 * loop over numbers per block, one block's render and one tile's, and a first render pays for one subscription per
 * block rather than one per tile.
 */
import type { Board } from '../../engine/board';
import { useHexlab, type AppState } from '../../store';

/** The codes of one block of tiles, kept current while subscribed. */
interface TileGroup {
  /** the codes now (codes[i] is the code of the block's i-th tile): a new array each time one changes, as useSyncExternalStore wants */
  snapshot(): Float64Array;
  /** `wake` runs, inside the store update, each time some of the codes change. */
  subscribe(wake: () => void): () => void;
}

export interface TileSignal {
  /** A block over these tile ids of the board on screen, its codes read from the store now. */
  group(ids: readonly number[], board: Board): TileGroup;
}

/**
 * A signal over the app store: `code(s, id, board)` packs the look of tile `id` of the board on screen (the store's
 * board, or the editor's full rectangle); `relevant` says when codes may have changed.
 */
export function createTileSignal(
  code: (s: AppState, id: number, board: Board) => number,
  relevant: (s: AppState, prev: AppState) => boolean,
): TileSignal {
  interface Live {
    refresh(s: AppState): boolean;
    wakers: Set<() => void>;
  }
  const live = new Set<Live>();
  let unsubscribe: (() => void) | null = null;
  const onStore = (s: AppState, prev: AppState) => {
    if (!relevant(s, prev)) return;
    const changed: Live[] = [];
    for (const g of live) if (g.refresh(s)) changed.push(g);
    for (const g of changed) for (const wake of g.wakers) wake();
  };
  return {
    group(ids, board) {
      let codes: Float64Array = new Float64Array(ids.length);
      /** the store state the codes were last read from */
      let read: AppState | null = null;
      const refresh = (s: AppState): boolean => {
        if (s === read) return false;
        read = s;
        const size = board.size;
        let next: Float64Array | null = null;
        for (let i = 0; i < ids.length; i++) {
          const c = ids[i] < size ? code(s, ids[i], board) : NaN;
          if (!Object.is(c, codes[i])) (next ??= codes.slice() as Float64Array)[i] = c;
        }
        if (next) codes = next;
        return next !== null;
      };
      refresh(useHexlab.getState());
      const g: Live = { refresh, wakers: new Set() };
      return {
        snapshot: () => codes,
        subscribe(wake) {
          if (g.wakers.size === 0) {
            live.add(g);
            refresh(useHexlab.getState()); // anything that changed since the codes were read (nothing to do when the store has not)
          }
          g.wakers.add(wake);
          unsubscribe ??= useHexlab.subscribe(onStore);
          return () => {
            g.wakers.delete(wake);
            if (g.wakers.size === 0) live.delete(g);
            if (live.size === 0 && unsubscribe) {
              unsubscribe();
              unsubscribe = null;
            }
          };
        },
      };
    },
  };
}
