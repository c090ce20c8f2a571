// Opening a daily from the UI: the board, then the address (`?daily=YYYY-MM-DD`), so Back returns to the board before.
import { useHexlab } from '../../store';
import { openDaily, today, type DailyLayout } from '../../store/dailyStore';
import { hrefFor, writeHistory } from '../links/urlHistory';
import { rememberTabAddress } from '../../store/persist/tabAddresses';
import { DailySlot } from './DailySlot';

/** Open a date's daily as its address names it (start-up: ui/daily/dailyKind.ts), on `layout` if given. */
export const openDay = (date: string, layout?: DailyLayout): Promise<boolean> => showDaily(date, 'none', layout);

/**
 * Show a date's daily (today's by default) as a new entry of the tab's history, on the layout on screen or `layout`
 * (a reload's: the one this tab showed).
 */
export async function showDaily(
  date = today(),
  history: 'push' | 'replace' | 'none' = 'push',
  layout?: DailyLayout,
): Promise<boolean> {
  // The daily's band comes in the same frame as its board, not after it (DailySlot).
  await DailySlot.prefetch().catch(() => undefined);
  const ok = await openDaily(useHexlab, date, layout);
  if (ok && history !== 'none') {
    writeHistory(history, hrefFor(`daily=${date}`));
    rememberTabAddress(location.search);
  }
  return ok;
}
