// Progress as it is kept (IndexedDB) and as a file: versioned, with a migration path from every older version, as
// zustand's persist does (`version` and `migrate`). What comes in is checked whole: a corrupt or foreign file is
// refused with what is wrong, and nothing of it is taken.
import { type Carried, type GameEntry, type Progress } from './history';

/** The version written today. Version 0 is the counters kept in the browser before games were kept one by one. */
export const PROGRESS_VERSION = 1;
const PROGRESS_FORMAT = 'hexlab-progress';

/** Why progress can't be read. */
export type ProgressProblem =
  { kind: 'notJson' } | { kind: 'foreign' } | { kind: 'newer'; version: number } | { kind: 'badGame'; index: number };

type Read = { ok: true; progress: Progress } | { ok: false; problem: ProgressProblem };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One stored game, checked; null when anything in it is wrong. */
function readGame(v: unknown): GameEntry | null {
  if (!isObject(v)) return null;
  const { at, category, won, ms, bv3s, daily, late, assisted, replay, unfinished, mistakes, attempt } = v;
  if (
    !isTime(at) ||
    typeof category !== 'string' ||
    category === '' ||
    typeof won !== 'boolean' ||
    !isTime(ms) ||
    !isTime(bv3s)
  )
    return null;
  if (daily !== undefined && (typeof daily !== 'string' || !DATE.test(daily))) return null;
  if ((late !== undefined && typeof late !== 'boolean') || (assisted !== undefined && typeof assisted !== 'boolean'))
    return null;
  if (
    (replay !== undefined && typeof replay !== 'string') ||
    (unfinished !== undefined && typeof unfinished !== 'boolean')
  )
    return null;
  if ((mistakes !== undefined && !isCount(mistakes)) || (attempt !== undefined && typeof attempt !== 'string'))
    return null;
  return {
    at,
    category,
    won: won && assisted !== true,
    ms,
    bv3s,
    ...(daily !== undefined && { daily }),
    ...(late !== undefined && { late }),
    ...(assisted !== undefined && { assisted }),
    ...(replay !== undefined && { replay }),
    ...(unfinished !== undefined && { unfinished }),
    ...(mistakes !== undefined && { mistakes }),
    ...(attempt !== undefined && { attempt }),
  };
}

function readCarried(v: unknown): Carried | null {
  if (v === undefined) return {};
  if (!isObject(v)) return null;
  const out: Record<string, { played: number; won: number }> = {};
  for (const [k, c] of Object.entries(v)) {
    if (!isObject(c) || !isCount(c.played) || !isCount(c.won) || c.won > c.played) return null;
    out[k] = { played: c.played, won: c.won };
  }
  return out;
}

/**
 * Version 0 to 1: the old counters (`{ played, won, perKey: { 'preset|board': { played, won } } }`) become carried
 * games and wins per difficulty (a custom count, 'custom-40', counts as custom); their times were never kept.
 */
function fromV0(old: Record<string, unknown>): Progress {
  const carried: Record<string, { played: number; won: number }> = {};
  if (isObject(old.perKey)) {
    for (const [key, c] of Object.entries(old.perKey)) {
      if (!isObject(c) || !isCount(c.played) || !isCount(c.won)) continue;
      const preset = key.split('|')[0].startsWith('custom') ? 'custom' : key.split('|')[0];
      const was = carried[preset] ?? { played: 0, won: 0 };
      carried[preset] = { played: was.played + c.played, won: was.won + Math.min(c.won, c.played) };
    }
  }
  return { games: [], carried };
}

/** Read stored progress of any version this release knows, migrated to today's. */
export function migrate(raw: unknown): Read {
  if (!isObject(raw)) return { ok: false, problem: { kind: 'foreign' } };
  const version = raw.version;
  if (version === undefined && ('perKey' in raw || 'played' in raw)) return { ok: true, progress: fromV0(raw) };
  if (!isCount(version) || (raw.format !== undefined && raw.format !== PROGRESS_FORMAT))
    return { ok: false, problem: { kind: 'foreign' } };
  if (version > PROGRESS_VERSION) return { ok: false, problem: { kind: 'newer', version } };
  if (!Array.isArray(raw.games)) return { ok: false, problem: { kind: 'foreign' } };
  const games: GameEntry[] = [];
  for (let i = 0; i < raw.games.length; i++) {
    const g = readGame(raw.games[i]);
    if (!g) return { ok: false, problem: { kind: 'badGame', index: i } };
    games.push(g);
  }
  const carried = readCarried(raw.carried);
  if (!carried) return { ok: false, problem: { kind: 'foreign' } };
  return { ok: true, progress: { games, carried } };
}

/** Progress as stored and exported. */
export const serialise = (
  p: Progress,
): { format: string; version: number; games: readonly GameEntry[]; carried: Carried } => ({
  format: PROGRESS_FORMAT,
  version: PROGRESS_VERSION,
  games: p.games,
  carried: p.carried,
});

/** A progress file's text, checked whole. */
export function parseProgressFile(text: string): Read {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  // A file must say what it is: the bare old counters are only ever read from this browser's own storage.
  if (!isObject(raw) || raw.format !== PROGRESS_FORMAT) return { ok: false, problem: { kind: 'foreign' } };
  return migrate(raw);
}

/** Imported progress merged into the player's: games already there (same end and category) are not doubled. */
export function mergeProgress(mine: Progress, theirs: Progress): Progress {
  const seen = new Set(mine.games.map((g) => `${g.at}|${g.category}|${g.daily ?? ''}`));
  // One attempt a date in each daily category.
  const days = new Set(mine.games.flatMap((g) => (g.daily ? [`${g.category}|${g.daily}`] : [])));
  const added = theirs.games.filter(
    (g) => !seen.has(`${g.at}|${g.category}|${g.daily ?? ''}`) && !(g.daily && days.has(`${g.category}|${g.daily}`)),
  );
  const games = [...mine.games, ...added].sort((a, b) => a.at - b.at);
  const carried: Record<string, { played: number; won: number }> = { ...mine.carried };
  for (const [k, c] of Object.entries(theirs.carried)) if (!carried[k]) carried[k] = c;
  return { games, carried };
}
