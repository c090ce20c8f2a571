// A kind of daily (the daily hex, a mode's own daily): what start-up and the address bar ask of it, without its code.
// Each kind is defined beside its own files and listed by its mode in the mode registry (ui/modes.ts, `daily`);
// start-up (app/boot.ts) loops over them and never names one.
import type { DailyLayout } from '../../store/dailyStore';

export interface DailyKind {
  /** The date its address names (checked when it is opened), or null when the address is not its. Cheap and synchronous. */
  dateIn(search: string): string | null;
  /**
   * Open that date's daily without writing the tab's history (the address names it already), on `layout` if given (a
   * reload's: the layout this tab showed); its code is fetched here. Whether it opened.
   */
  open(date: string, layout?: DailyLayout): Promise<boolean>;
  /** Whether a reload of its address opens the day again, rather than the board this tab showed. */
  reloadReopens: boolean;
}
