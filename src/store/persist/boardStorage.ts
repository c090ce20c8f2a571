// Where "My boards" live: IndexedDB, through idb-keyval (a small, well-kept promise wrapper), or memory where the
// browser has no IndexedDB (tests, some private modes). The library speaks only to this interface.
import { createStore, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { DATABASES } from './keys';

export interface BoardStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
  /**
   * Read one record and write what `change` makes of it, in one transaction (another tab's write can't fall between):
   * `change` returning undefined writes nothing.
   */
  update(key: string, change: (stored: unknown) => unknown): Promise<void>;
  /** false where nothing outlives the page (no IndexedDB): the player is told */
  readonly lasting: boolean;
}

/**
 * An object store that survives its connection closing. The browser closes it mid-transaction in private modes and
 * when storage is cleared or blocked, and not always with the 'close' event idb-keyval listens for (Safari), after
 * which every transaction on the old connection is refused. So an operation that fails for any reason but a full disk
 * is tried once more on a new connection; what still fails is the caller's to report.
 */
export function reconnecting(
  dbName: string,
  storeName: string,
): <T>(op: (store: UseStore) => Promise<T>) => Promise<T> {
  let store = createStore(dbName, storeName);
  return async (op) => {
    try {
      return await op(store);
    } catch (e) {
      if (isQuota(e)) throw e;
      store = createStore(dbName, storeName);
      return op(store);
    }
  };
}

export const isQuota = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'QuotaExceededError' || /quota/i.test(e.message));

/** The browser's IndexedDB database 'hexlab', object store 'boards'. */
function idbStorage(): BoardStorage {
  const run = reconnecting(DATABASES.boards.name, DATABASES.boards.store);
  return {
    lasting: true,
    get: (key) => run((store) => get(key, store)),
    set: (key, value) => run((store) => set(key, value, store)),
    del: (key) => run((store) => del(key, store)),
    entries: async () => (await run((store) => entries(store))).map(([k, v]) => [String(k), v]),
    update: (key, change) =>
      run((store) =>
        store(
          'readwrite',
          (s) =>
            new Promise<void>((resolve, reject) => {
              const request = s.get(key);
              // Written in the request's own success event, while its transaction is surely still open.
              request.onsuccess = () => {
                try {
                  const next = change(request.result);
                  if (next !== undefined) s.put(next, key);
                  resolve(promisifyRequest(s.transaction));
                } catch (e) {
                  reject(e);
                }
              };
              request.onerror = () => reject(request.error);
            }),
        ),
      ),
  };
}

/** Boards kept in memory: for tests, and where IndexedDB is missing (they last as long as the page). */
export function memoryStorage(lasting = true): BoardStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  const storage = {
    data,
    lasting,
    get: async (key: string) => structuredClone(data.get(key)),
    set: async (key: string, value: unknown) => void data.set(key, structuredClone(value)),
    del: async (key: string) => void data.delete(key),
    entries: async () => [...data.entries()].map(([k, v]): [string, unknown] => [k, structuredClone(v)]),
    // Through `storage.set`, so a test that makes writes fail makes these fail too.
    update: async (key: string, change: (stored: unknown) => unknown) => {
      const next = change(structuredClone(data.get(key)));
      if (next !== undefined) await storage.set(key, next);
    },
  };
  return storage;
}

/** IndexedDB when the browser has it, else memory (and the library says the boards won't outlive the page). */
export function defaultStorage(): BoardStorage {
  try {
    if (typeof indexedDB !== 'undefined' && indexedDB) return idbStorage();
  } catch {
    // Some private modes throw on touching indexedDB at all.
  }
  return memoryStorage(false);
}
