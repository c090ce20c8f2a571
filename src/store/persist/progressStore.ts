// The player's progress (every finished game, the daily's attempts) kept in IndexedDB, database 'hexlab-progress'
// (idb-keyval gives each database one object store, and 'hexlab' already holds "My boards"), one record under the key
// 'progress', written in one read-modify-write transaction (idb-keyval's update) so two tabs never drop each other's
// games. A record of an older version is migrated as it is read (games/progress/file.ts); the old localStorage
// counters are carried over once.
import { create } from 'zustand';
import { get as idbGet, update as idbUpdate } from 'idb-keyval';
import { reconnecting } from './boardStorage';
import { emptyProgress, type Progress } from '../../games/progress/history';
import { migrate, mergeProgress, parseProgressFile, serialise, type ProgressProblem } from '../../games/progress/file';
import { countersAsFound } from './statsCheck';
import { snapshotNow } from '../hydration';
import { migrateStats } from '../../games/minesweeper/statsStore';
import { DATABASES } from './keys';

export interface ProgressState {
  /** false until the stored progress has been read */
  ready: boolean;
  progress: Progress;
  /** the stored progress could not be read (it is left as it is, and nothing is written over it) */
  problem: ProgressProblem | null;
}

export const useProgress = create<ProgressState>()(
  snapshotNow<ProgressState>(() => ({ ready: false, progress: emptyProgress(), problem: null })),
);

/** Where progress is kept: IndexedDB, or memory where the browser has none (tests, some private modes). */
interface ProgressStorage {
  read(): Promise<unknown>;
  /** change the stored value in one step; `change` gets what is stored now */
  update(change: (stored: unknown) => unknown): Promise<void>;
}

const KEY = 'progress';

function idbProgressStorage(): ProgressStorage {
  const run = reconnecting(DATABASES.progress.name, DATABASES.progress.store);
  return {
    read: () => run((store) => idbGet(KEY, store)),
    update: (change) => run((store) => idbUpdate(KEY, change, store)),
  };
}

export function memoryProgressStorage(initial?: unknown): ProgressStorage & { value: unknown } {
  const box = { value: initial as unknown };
  return Object.assign(box, {
    read: async () => structuredClone(box.value),
    update: async (change: (stored: unknown) => unknown) =>
      void (box.value = structuredClone(change(structuredClone(box.value)))),
  });
}

function defaultProgressStorage(): ProgressStorage {
  try {
    if (typeof indexedDB !== 'undefined' && indexedDB) return idbProgressStorage();
  } catch {
    // Some private modes throw on touching indexedDB at all.
  }
  return memoryProgressStorage();
}

let storage: ProgressStorage | null = null;
const theStorage = () => (storage ??= defaultProgressStorage());

/** Tests: use this storage (and read it afresh). */
export function useProgressStorage(s: ProgressStorage): void {
  storage = s;
  loading = null;
  useProgress.setState({ ready: false, progress: emptyProgress(), problem: null });
}

/**
 * The old counters, version 0, read once when no progress is stored yet: as this page found them, since a game it
 * has counted there is entered in the progress too.
 */
function legacyCounters(): unknown {
  try {
    const text = countersAsFound(globalThis.localStorage);
    // The counters' own version (statsStore.ts) is not progress's: what is read is the counters, migrated.
    const read = text ? migrateStats(JSON.parse(text)) : undefined;
    return read?.ok ? read.stats : undefined;
  } catch {
    return undefined;
  }
}

let loading: Promise<void> | null = null;

/** Read the stored progress (once); later calls wait for the same read. */
export function loadProgress(): Promise<void> {
  return (loading ??= (async () => {
    let raw: unknown;
    try {
      raw = await theStorage().read();
    } catch {
      raw = undefined;
    }
    if (raw === undefined) {
      const old = legacyCounters();
      const read = old === undefined ? null : migrate(old);
      const progress = read?.ok ? read.progress : emptyProgress();
      useProgress.setState({ ready: true, progress, problem: null });
      if (read?.ok) await persist((p) => mergeProgress(progress, p));
      return;
    }
    const read = migrate(raw);
    useProgress.setState(
      read.ok ? { ready: true, progress: read.progress, problem: null } : { ready: true, problem: read.problem },
    );
  })());
}

/**
 * Change the progress: in memory at once, and in storage in one transaction over what is stored there now (another
 * tab's games included). Stored progress that can't be read is never written over.
 */
async function write(change: (p: Progress) => Progress): Promise<void> {
  await loadProgress();
  if (useProgress.getState().problem) return;
  useProgress.setState((s) => ({ progress: change(s.progress) }));
  await persist(change);
}

async function persist(change: (p: Progress) => Progress): Promise<void> {
  try {
    await theStorage().update((stored) => {
      const read = stored === undefined ? { ok: true as const, progress: emptyProgress() } : migrate(stored);
      const next = change(read.ok ? read.progress : useProgress.getState().progress);
      return serialise(next);
    });
    const raw = await theStorage().read();
    const read = migrate(raw);
    if (read.ok) useProgress.setState({ progress: read.progress });
  } catch {
    // Kept in memory for this visit; storage that refuses writes (private mode, full disk) loses only what comes next.
  }
}

/** Record a change of progress (a game, a daily's start or end). */
export const changeProgress = (change: (p: Progress) => Progress): Promise<void> => write(change);

/** The progress as a file's text. */
export const exportProgress = (): string => JSON.stringify(serialise(useProgress.getState().progress), null, 1);

/** Take a progress file: merged into the player's, or refused whole with what is wrong (nothing changes). */
export async function importProgress(
  text: string,
): Promise<{ ok: true; games: number } | { ok: false; problem: ProgressProblem }> {
  const read = parseProgressFile(text);
  if (!read.ok) return read;
  await write((p) => mergeProgress(p, read.progress));
  return { ok: true, games: read.progress.games.length };
}
