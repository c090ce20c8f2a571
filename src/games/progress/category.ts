// What a game counts under in the player's progress, apart from the history's code (which is not on the first screen).

/** What a game counts under: a difficulty, custom boards, or the daily. */
export type Category = string;
export const DAILY: Category = 'daily';
/** A solved Hexcells-style puzzle (the Puzzles mode): its time and mistakes. */
export const PUZZLE_CATEGORY: Category = 'puzzle';
