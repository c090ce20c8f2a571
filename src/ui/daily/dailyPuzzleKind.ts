// The daily puzzle as a kind of daily (dailyKind.ts): `?dp=YYYY-MM-DD`, the Puzzles mode's puzzle of the day.
import { dailyPuzzleDateIn } from '../../share/fields/dailyPuzzleParam';
import type { DailyKind } from './dailyKind';

export const dailyPuzzle: DailyKind = {
  dateIn: dailyPuzzleDateIn,
  opener: () => import('./openDailyPuzzle'),
  // A reload of its address opens the day's puzzle again, which goes on where it was left if it is the one kept:
  // showsTabOnReload is left out.
};
