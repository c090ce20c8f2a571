// Reading a stats record back from outside (the browser's storage, store/persist): validated here, repaired where
// possible, never thrown on.
import { emptyStats, summarize, type GameSummary, type MinesweeperStats } from './stats';

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The version of the statistics written today, as zustand persist's `version`/`migrate`: version 0 (no `version`) had
 * the same fields.
 */
export const STATS_VERSION = 1;

/** Stored statistics of any version this release knows, migrated to today's; or the newer version that wrote them. */
export function migrateStats(raw: unknown): { ok: true; stats: MinesweeperStats } | { ok: false; newer: number } {
  const version = isRecord(raw) && typeof raw.version === 'number' && Number.isInteger(raw.version) ? raw.version : 0;
  if (version > STATS_VERSION) return { ok: false, newer: version };
  return { ok: true, stats: parseStats(raw) };
}

/** The statistics as stored, with their version. */
export const serialiseStats = (stats: MinesweeperStats): string => JSON.stringify({ version: STATS_VERSION, ...stats });

/** A stats record from stored JSON (already parsed), keeping only well-formed entries; anything else gives empty stats. */
export function parseStats(raw: unknown): MinesweeperStats {
  if (!isRecord(raw)) return emptyStats();
  const best: Record<string, number> = {};
  if (isRecord(raw.best)) {
    for (const [k, v] of Object.entries(raw.best))
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) best[k] = v;
  }
  const perKey: Record<string, { played: number; won: number }> = {};
  if (isRecord(raw.perKey)) {
    for (const [k, v] of Object.entries(raw.perKey)) {
      if (!isRecord(v)) continue;
      const played = count(v.played);
      perKey[k] = { played, won: Math.min(played, count(v.won)) };
    }
  }
  const played = count(raw.played);
  return { played, won: Math.min(played, count(raw.won)), best, perKey, last: parseLast(raw.last) };
}

function parseLast(v: unknown): GameSummary | null {
  if (!isRecord(v)) return null;
  const { presetKey, boardKey, won, timeMs, bv3, clicks } = v;
  if (typeof presetKey !== 'string' || typeof boardKey !== 'string' || typeof won !== 'boolean') return null;
  if (typeof timeMs !== 'number' || !(timeMs >= 0)) return null;
  return summarize({ presetKey, boardKey, won, timeMs, bv3: count(bv3), clicks: count(clicks) });
}
