// What a game counts under in the player's progress, apart from the history's code (which is not on the first screen).

/** What a game counts under: a difficulty, custom boards, the daily, or a mode's own category (its plug-in's). */
export type Category = string;
export const DAILY: Category = 'daily';
