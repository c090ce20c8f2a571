// The daily puzzle as a kind of daily (dailyKind.ts): `?dp=YYYY-MM-DD`, the Puzzles mode's puzzle of the day.
import { dailyPuzzleDateIn } from '../../share/fields/dailyPuzzleParam';
import type { DailyKind } from './dailyKind';

export const dailyPuzzle: DailyKind = {
  dateIn: dailyPuzzleDateIn,
  // The layout is the puzzle's own (its level's), whatever this tab showed.
  open: (date) => import('./openDailyPuzzle').then((m) => m.showDailyPuzzle(date, 'none')),
  // A daily puzzle's address opens the day's puzzle, which goes on where it was left if it is the one kept.
  reloadReopens: true,
};
