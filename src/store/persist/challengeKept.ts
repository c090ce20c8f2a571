// The "Challenge a friend" link this tab opened (its query), in sessionStorage: a reload shows the tab's own board
// rather than the link's, and brings the challenge back with it (the sender's result beside the board's game).
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

function sessionOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
