// What the page knows of the daily puzzle apart from its generator: the day being made (in a worker, ui/daily/
// openDailyPuzzle.ts) and why a day asked for can't be opened. Whether the puzzle on the board is a daily puzzle is
// the level's own (its title, games/puzzle/dailyTitle.ts).
import { create } from 'zustand';
import { dateOf, FIRST_DAILY, parseDay } from '../games/daily/date';
import type { DailyProblem } from './dailyRuns';

export interface DailyPuzzleState {
  /** the date whose puzzle is being made, or null */
  making: string | null;
  /** the making failed (the worker crashed) */
  failed: boolean;
  /** why the day asked for can't be opened (not a date, before the first daily, a day to come), or null */
  problem: DailyProblem | null;
}

export const useDailyPuzzle = create<DailyPuzzleState>()(() => ({ making: null, failed: false, problem: null }));

/** Why a date's daily puzzle can't be opened on `now` (a moment in ms), or null. */
export function dailyPuzzleProblem(date: string, now = Date.now()): DailyProblem | null {
  if (parseDay(date) === null) return { kind: 'badDate', value: date };
  if (date < FIRST_DAILY) return { kind: 'tooEarly', first: FIRST_DAILY };
  if (date > dateOf(now)) return { kind: 'future', date };
  return null;
}
