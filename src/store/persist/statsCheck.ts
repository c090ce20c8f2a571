// Corrupt statistics are reported like a corrupt save: the player is told, and the unreadable text is kept aside.
import type { StoreApi } from 'zustand';
import type { AppState } from '../state/app';
import { migrateStats } from '../../games/minesweeper/statsStore';
import { LOCAL } from './keys';

export const STATS_KEY: string = LOCAL.minesweeperStats;
const ASIDE_KEY = LOCAL.minesweeperStatsAside;

/**
 * The counters' text as this page found them, kept just before its first write of them (statsKeeping.ts): what was
 * counted before this page entered any game. Every game this page counts is also entered in the progress one by one,
 * so the progress carries the counters over as found (progressStore.ts), never with this page's own games in them.
 */
let found: { text: string | null } | undefined;

/** Keep the counters as this page found them: call before each write of them (only the first keeps anything). */
export function beforeCountersWrite(storage: Storage | null | undefined): void {
  found ??= { text: storage?.getItem(STATS_KEY) ?? null };
}

/** The counters' text as this page found them (what is stored now, if this page has not written them). */
export const countersAsFound = (storage: Storage | null | undefined): string | null =>
  found ? found.text : (storage?.getItem(STATS_KEY) ?? null);

/** Why stored statistics can't be read, or null when they can (or none are stored). */
export function statsProblem(text: string | null): 'notJson' | 'notStats' | 'newer' | null {
  if (text === null || text === '') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'notJson';
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'notStats';
  return migrateStats(raw).ok ? null : 'newer';
}

/** At start-up: say so when the statistics are unreadable, and keep their text under another key. */
export function reportUnreadableStats(store: StoreApi<AppState>, storage: Storage | null): void {
  try {
    const text = storage?.getItem(STATS_KEY) ?? null;
    const problem = statsProblem(text);
    if (!problem || !storage || text === null) return;
    storage.setItem(ASIDE_KEY, text);
    store.getState().setNotice({ kind: 'error', message: { kind: 'statsUnreadable', why: problem, aside: ASIDE_KEY } });
  } catch {
    // Storage that can't be read at all was already reported by the library, if it matters.
  }
}
