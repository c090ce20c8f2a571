// The Puzzles mode's categories in the player's progress (its plug-in names them: src/ui/modes.ts's `stats`).
import type { Category } from './category';

/** A solved Hexcells-style puzzle (the Puzzles mode): its time and mistakes. */
export const PUZZLE_CATEGORY: Category = 'puzzle';
/** A date's daily puzzle solved (the Puzzles mode's daily): its first solve, with its date, time and mistakes. */
export const DAILY_PUZZLE: Category = 'daily-puzzle';
