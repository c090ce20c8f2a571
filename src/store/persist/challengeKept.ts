// The "Challenge a friend" link this tab opened (its query), in sessionStorage. Once opened, the address shows the
// board alone; a reload of that address opens the challenge link again (boot.ts): the same board, the sender's result.
import { SESSION } from './keys';

const KEY = SESSION.challenge;

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

function sessionOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
