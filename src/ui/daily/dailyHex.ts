// The daily hex as a kind of daily (dailyKind.ts): `?daily=YYYY-MM-DD`, Minesweeper's daily board.
import { dateParam } from '../../share/dateParam';
import type { DailyKind } from './dailyKind';

export const dailyHex: DailyKind = {
  dateIn: dateParam('daily'),
  open: (date, layout) => import('./openDaily').then((m) => m.showDaily(date, 'none', layout)),
  // A daily's address always opens the day's daily afresh (a reload is a new try, which does not count again).
  reloadReopens: true,
};
