// A kind of daily (the daily hex, a mode's own daily): what start-up and the address bar ask of it, without its code.
// Each kind is defined beside its own files and listed by its mode in the mode registry (ui/modes.ts, `daily`);
// start-up (app/boot.ts) loops over them and never names one.
import type { DailyLayout } from '../../store/dailyStore';

/** The code that opens a kind of daily's days: its module (as ui/daily/openDaily.ts), fetched when one is opened. */
interface DailyOpener {
  /**
   * Open that date's daily without writing the tab's history (the address names it already), on `layout` if given (a
   * reload's: the layout this tab showed). Whether it opened.
   */
  openDay(date: string, layout?: DailyLayout): Promise<boolean>;
}

export interface DailyKind {
  /** The date its address names (checked when it is opened), or null when the address is not its. Cheap and synchronous. */
  dateIn(search: string): string | null;
  /** Fetch the code that opens its days (DailyOpener). */
  opener(): Promise<DailyOpener>;
  /**
   * Whether a reload of its address shows the board this tab showed rather than opening the day again; absent, a
   * reload opens the day again (as both of the app's dailies do).
   */
  showsTabOnReload?: boolean;
}
