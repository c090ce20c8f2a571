// The daily hex as a kind of daily (dailyKind.ts): `?daily=YYYY-MM-DD`, Minesweeper's daily board.
import type { DailyKind } from './dailyKind';

/** The date a `?daily=` address names (checked when it is opened), or null when it names none. */
function dailyDateIn(search: string): string | null {
  try {
    return new URLSearchParams(search).get('daily');
  } catch {
    return null;
  }
}

export const dailyHex: DailyKind = {
  dateIn: dailyDateIn,
  open: (date, layout) => import('./openDaily').then((m) => m.showDaily(date, 'none', layout)),
  // A daily's address always opens the day's daily afresh (a reload is a new try, which does not count again).
  reloadReopens: true,
};
