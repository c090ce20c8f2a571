// Minesweeper's statistics and records in localStorage: read (every stored version migrated, games/minesweeper
// statsStore.ts and recordsFile.ts) and written. The store reaches them through its wiring (kept.ts).
import { emptyStats, migrateStats, serialiseStats, type MinesweeperStats } from '../../games/minesweeper';
import { emptyBook, type RecordBook } from '../../games/minesweeper/records';
import { parseBook, serialiseBook } from '../../games/minesweeper/recordsFile';
import type { StoredStats } from '../state/kept';
import { LOCAL } from './keys';
import { beforeCountersWrite } from './statsCheck';
import { safeLocal } from './storedChoice';

/**
 * The stored statistics of any version, migrated; unreadable ones, or a newer Hexlab's, give empty stats (start-up
 * reports them and keeps their text aside: statsCheck.ts).
 */
function loadCounters(): MinesweeperStats {
  try {
    const raw = safeLocal()?.getItem(LOCAL.minesweeperStats);
    const read = raw ? migrateStats(JSON.parse(raw)) : null;
    return read?.ok ? read.stats : emptyStats();
  } catch {
    return emptyStats();
  }
}

/** The stored records: records are worth an alarm, so a damaged store is reported and left as it is. */
function loadRecords(): Pick<StoredStats, 'records' | 'recordsProblem'> {
  let text: string | null = null;
  try {
    text = safeLocal()?.getItem(LOCAL.minesweeperRecords) ?? null;
  } catch {
    return { records: emptyBook(), recordsProblem: { kind: 'blocked' } };
  }
  if (text === null) return { records: emptyBook(), recordsProblem: null };
  const parsed = parseBook(text);
  if (parsed.ok) return { records: parsed.book, recordsProblem: null };
  return { records: emptyBook(), recordsProblem: { kind: 'damaged', problem: parsed.error } };
}

export const loadStats = (): StoredStats => ({ stats: loadCounters(), ...loadRecords() });

export function saveStats(stats: MinesweeperStats): boolean {
  try {
    const storage = safeLocal();
    beforeCountersWrite(storage);
    storage?.setItem(LOCAL.minesweeperStats, serialiseStats(stats));
    return true;
  } catch {
    return false;
  }
}

export function saveRecords(book: RecordBook): boolean {
  try {
    safeLocal()?.setItem(LOCAL.minesweeperRecords, serialiseBook(book));
    return true;
  } catch {
    return false;
  }
}
