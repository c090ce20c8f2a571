// The daily hex as a kind of daily (dailyKind.ts): `?daily=YYYY-MM-DD`, Minesweeper's daily board.
import { dateParam } from '../../share/dateParam';
import type { DailyKind } from './dailyKind';

export const dailyHex: DailyKind = {
  dateIn: dateParam('daily'),
  opener: () => import('./openDaily'),
  // A reload of its address opens the day's daily afresh (a new try, which does not count again): showsTabOnReload
  // is left out.
};
