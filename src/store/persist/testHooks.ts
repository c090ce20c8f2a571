// The browser tests' hook kept in this tab's sessionStorage (ModeBoundary.tsx): only a script already running on the
// page can set it (a link or a click can't), so it harms no user.
import { SESSION } from './keys';

/** The mode the hook names, taken out of storage (null when none, or without sessionStorage). */
export function takeTestFailMode(): string | null {
  try {
    const asked = sessionStorage.getItem(SESSION.testFailMode);
    if (asked !== null) sessionStorage.removeItem(SESSION.testFailMode);
    return asked;
  } catch {
    // No sessionStorage, no hook.
    return null;
  }
}
