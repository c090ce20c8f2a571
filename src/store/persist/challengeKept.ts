// The "Challenge a friend" link this tab opened (its query), and the game under way on its board, in sessionStorage.
// Once opened, the address shows the board alone; a reload of that address opens the challenge link again (boot.ts):
// the same board, the sender's result, and the game as it was (its mode says what it keeps and takes it back).
import { SESSION } from './keys';

const KEY = SESSION.challenge;
const PLAY_KEY = SESSION.challengePlay;
const PLAY_VERSION = 1;

/** Keep the query of the challenge link this tab opened. */
export function keepChallengeQuery(query: string, storage: Storage | null = sessionOrNull()): void {
  try {
    storage?.setItem(KEY, query);
  } catch {
    // Without sessionStorage a reload loses the challenge, as before: the board stays.
  }
}

/** The query of the challenge link this tab opened, or null. */
export function keptChallengeQuery(storage: Storage | null = sessionOrNull()): string | null {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

const CHALLENGE_ONLY = new Set(['ch', 'cf', 'ck']);

/**
 * The kept challenge link when the address is still its board (every one of its board's fields, with the same value),
 * so a reload opens the challenge again; null otherwise (the tab has moved on to another board).
 */
export function challengeToReopen(search: string, storage: Storage | null = sessionOrNull()): string | null {
  const kept = keptChallengeQuery(storage);
  if (!kept || search.length < 2) return null;
  const now = new URLSearchParams(search.replace(/^\?/, ''));
  const board = [...new URLSearchParams(kept)].filter(([k]) => !CHALLENGE_ONLY.has(k));
  if (board.length === 0) return null;
  return board.every(([k, v]) => now.get(k) === v) ? kept : null;
}

/**
 * What the page's start makes of the challenge this tab kept (`arrival`: how the page was come to, the Navigation
 * Timing entry's `type`): null when it is none of its business (no challenge kept, the address has moved on to another
 * board, or holds a challenge link opened anew: it opens as links do, afresh); else the kept challenge link to open
 * again, and whether the game under way on it goes on. Once a challenge is open the address shows its board alone, so
 * that address is this tab coming back to it (a reload, Back, a phone restoring a killed tab): it goes on. The
 * challenge link itself goes on only when reloaded (a reload that beat the address bar's change).
 */
export function challengeAtStart(
  search: string,
  arrival: string,
  storage: Storage | null = sessionOrNull(),
): { query: string; resume: boolean } | null {
  const query = challengeToReopen(search, storage);
  if (query === null) return null;
  if (!new URLSearchParams(search.replace(/^\?/, '')).has('ch')) return { query, resume: true };
  return arrival === 'reload' && search.replace(/^\?/, '') === query ? { query, resume: true } : null;
}

/** Keep the game under way on the challenge `query`'s board, as its mode keeps it (a JSON value). */
export function keepChallengePlay(query: string, play: unknown, storage: Storage | null = sessionOrNull()): void {
  try {
    storage?.setItem(PLAY_KEY, JSON.stringify({ v: PLAY_VERSION, query, play }));
  } catch {
    // Full or refused storage costs the reload its game: the challenge opens afresh, as before.
  }
}

/** The game kept on the challenge `query`'s board (its mode reads it), or null: none, another challenge's, unreadable. */
export function keptChallengePlay(query: string, storage: Storage | null = sessionOrNull()): unknown {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(PLAY_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const o = raw as { v?: unknown; query?: unknown; play?: unknown };
    return o.v === PLAY_VERSION && o.query === query ? (o.play ?? null) : null;
  } catch {
    return null;
  }
}

/** Forget the game kept on a challenge's board (the challenge opens afresh). */
export function forgetChallengePlay(storage: Storage | null = sessionOrNull()): void {
  try {
    storage?.removeItem(PLAY_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Forget the challenge this tab opened, its link and the game on its board: the tab has moved on to another game, and a
 * reload shows that game, not the challenge.
 */
export function forgetChallenge(storage: Storage | null = sessionOrNull()): void {
  try {
    storage?.removeItem(KEY);
    storage?.removeItem(PLAY_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

function sessionOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
