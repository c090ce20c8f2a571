// A daily puzzle's address, `?dp=YYYY-MM-DD`: it names a date, not a puzzle. The Puzzles mode's link field owns the
// parameter (fields/puzzle.ts), so no other field may take it; start-up reads it here, without the link codec, and
// opens that day's puzzle (ui/daily/openDailyPuzzle.ts).

import { dateParam } from '../dateParam';

/** The parameter of a daily puzzle's address. */
export const DAILY_PUZZLE = 'dp';

/** The date a daily puzzle's address names (checked when it is opened), or null when it names none. */
export const dailyPuzzleDateIn = dateParam(DAILY_PUZZLE);

/** A daily puzzle's address: the query that names its date. */
export const dailyPuzzleQuery = (date: string): string => `${DAILY_PUZZLE}=${date}`;
