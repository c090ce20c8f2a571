/*
 * Tile signals: one store subscription per board, one React subscription per block of tiles, none per tile.
 * A mode describes each tile's look as one number (`code`). A block (all of a small board, or one block of a big one,
 * see chunks.ts) holds its tiles' codes; when the store changes in a way the mode cares about, the signal recomputes
 * the codes of the mounted blocks and wakes only the blocks where one changed. The block re-renders and hands each
 * tile its code as a prop; tiles are memoised, so only the tiles whose code changed render again. A one-tile change
 * on a 62,500-tile board costs one loop over numbers, one block's props check and one tile's render, and a first
 * render pays for one subscription per block rather than two effects per tile.
 */
import { useHexlab, type AppState } from '../../store';

/** The codes of one block of tiles, kept current while subscribed. */
export interface TileGroup {
  /** codes[i] is the code of the block's i-th tile */
  readonly codes: Float64Array;
  /** for useSyncExternalStore: stable functions */
  subscribe(wake: () => void): () => void;
  version(): number;
}

export interface TileSignal {
  /** A block over these tile ids, its codes read from the store now. */
  group(ids: readonly number[]): TileGroup;
}

/** A signal over the app store: `code(s, id)` packs a tile's look; `relevant` says when codes may have changed. */
export function createTileSignal(code: (s: AppState, id: number) => number, relevant: (s: AppState, prev: AppState) => boolean): TileSignal {
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
    group(ids) {
      const codes = new Float64Array(ids.length);
      let version = 0;
      const refresh = (s: AppState): boolean => {
        const size = s.board.size;
        let changed = false;
        for (let i = 0; i < ids.length; i++) {
          const c = ids[i] < size ? code(s, ids[i]) : NaN;
          if (!Object.is(c, codes[i])) {
            codes[i] = c;
            changed = true;
          }
        }
        if (changed) version++;
        return changed;
      };
      refresh(useHexlab.getState());
      const g: Live = { refresh, wakers: new Set() };
      return {
        codes,
        version: () => version,
        subscribe(wake) {
          if (g.wakers.size === 0) {
            live.add(g);
            refresh(useHexlab.getState()); // anything that changed between render and subscription shows as a new version
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
