/*
 * Tile signals: one store subscription per board instead of one per tile.
 * A mode describes each tile's look as one number (`code`); when the store changes in a way the mode cares about,
 * the signal recomputes the codes of the mounted tiles and wakes only the tiles whose code changed. A one-tile change
 * on a 62,500-tile board costs one loop over numbers and one React render.
 */
import { useSyncExternalStore } from 'react';
import { useHexlab, type AppState } from '../../store';

export interface TileSignal {
  subscribe(id: number, wake: () => void): () => void;
  get(id: number): number;
}

/** A signal over the app store: `code(s, id)` packs a tile's look; `relevant` says when codes may have changed. */
export function createTileSignal(code: (s: AppState, id: number) => number, relevant: (s: AppState, prev: AppState) => boolean): TileSignal {
  const wakers = new Map<number, Set<() => void>>();
  let codes = new Float64Array(0);
  let unsubscribe: (() => void) | null = null;
  const ensure = (size: number) => {
    if (codes.length < size) {
      const next = new Float64Array(Math.max(size, codes.length * 2));
      next.set(codes);
      codes = next;
    }
  };
  const onStore = (s: AppState, prev: AppState) => {
    if (!relevant(s, prev)) return;
    const woken: Set<() => void>[] = [];
    for (const [id, set] of wakers) {
      const c = id < s.board.size ? code(s, id) : NaN;
      if (!Object.is(c, codes[id])) {
        codes[id] = c;
        woken.push(set);
      }
    }
    for (const set of woken) for (const wake of set) wake();
  };
  return {
    subscribe(id, wake) {
      ensure(id + 1);
      codes[id] = code(useHexlab.getState(), id);
      const set = wakers.get(id) ?? new Set();
      set.add(wake);
      wakers.set(id, set);
      unsubscribe ??= useHexlab.subscribe(onStore);
      return () => {
        set.delete(wake);
        if (set.size === 0) wakers.delete(id);
        if (wakers.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
    get(id) {
      if (!wakers.has(id)) return code(useHexlab.getState(), id);
      return codes[id];
    },
  };
}

/** A tile's current code from a signal. */
export function useTileCode(signal: TileSignal, id: number): number {
  return useSyncExternalStore(
    (wake) => signal.subscribe(id, wake),
    () => signal.get(id),
  );
}
