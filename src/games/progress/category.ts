// What a game counts under in the player's progress, apart from the history's code (which is not on the first screen).

/** What a game counts under: a difficulty, custom boards, the daily, or the daily puzzle. */
export type Category = string;
export const DAILY: Category = 'daily';
/** A solved Hexcells-style puzzle (the Puzzles mode): its time and mistakes. */
export const PUZZLE_CATEGORY: Category = 'puzzle';
/** A date's daily puzzle solved (the Puzzles mode's daily): its first solve, with its date, time and mistakes. */
export const DAILY_PUZZLE: Category = 'daily-puzzle';
