// The Puzzles mode's part of the store, wired with the browser's storage: both come with the mode's code, the first
// time it is opened (ui/modes.ts), so the first screen carries neither.
import { browserPuzzleKept } from './persist/puzzleKept';
import { puzzlePartWith } from './slices/puzzleSlice';

export const puzzlePart = puzzlePartWith(browserPuzzleKept);
