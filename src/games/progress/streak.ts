// The daily streak: consecutive UTC days whose daily (of the category asked: the daily hex's by default) was won on its own day. A late daily, a lost one or a missed day
// breaks it; today's daily not yet played does not (the streak still runs from yesterday), today's lost one does.
import { dayKey, parseDay } from '../daily/date';
import { DAILY, type Category } from './category';
import type { Progress } from './history';

export interface Streak {
  readonly current: number;
  readonly longest: number;
}

/** The current and longest streak of `category`'s dailies on `today` (a day number). */
export function dailyStreak(p: Progress, today: number, category: Category = DAILY): Streak {
  const wonDays = new Set<number>();
  const games = p.games.filter((g) => g.category === category);
  for (const g of games) {
    if (g.daily === undefined || !g.won || g.late) continue;
    const day = parseDay(g.daily);
    if (day !== null) wonDays.add(day);
  }
  const days = [...wonDays].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1] + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  // Today's daily lost (or given up) ends the streak at once; not yet played, it still runs from yesterday.
  const lostToday = !wonDays.has(today) && games.some((g) => g.daily === dayKey(today) && !g.late);
  let current = 0;
  let day = wonDays.has(today) ? today : today - 1;
  while (!lostToday && wonDays.has(day)) {
    current++;
    day--;
  }
  return { current, longest };
}
