// Where "My boards" live: IndexedDB, through idb-keyval (a small, well-kept promise wrapper), or memory where the
// browser has no IndexedDB (tests, some private modes). The library speaks only to this interface.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export interface BoardStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
}

/** The browser's IndexedDB database 'hexlab', object store 'boards'. */
export function idbStorage(): BoardStorage {
  const store: UseStore = createStore('hexlab', 'boards');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    entries: async () => (await entries(store)).map(([k, v]) => [String(k), v]),
  };
}

/** Boards kept in memory: for tests, and where IndexedDB is missing (they last as long as the page). */
export function memoryStorage(): BoardStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (key) => structuredClone(data.get(key)),
    set: async (key, value) => void data.set(key, structuredClone(value)),
    del: async (key) => void data.delete(key),
    entries: async () => [...data.entries()].map(([k, v]) => [k, structuredClone(v)]),
  };
}

/** IndexedDB when the browser has it, else memory. */
export function defaultStorage(): BoardStorage {
  try {
    if (typeof indexedDB !== 'undefined' && indexedDB) return idbStorage();
  } catch {
    // Some private modes throw on touching indexedDB at all.
  }
  return memoryStorage();
}
