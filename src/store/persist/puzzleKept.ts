// The Puzzles mode's part of the store as the app loads it: wired with the browser's storage, which it reads as it
// joins the store (the puzzle the player left, and the editor's draft). Both come with the mode's code, the first
// time it is opened (ui/modes.ts), so the first screen carries neither. What the player then does is kept by the keeper the app
// attaches from outside (puzzleKeeping.ts), never by the slice.
import type { PuzzleKept } from '../state/puzzle';
import { puzzlePartWith } from '../slices/puzzleSlice';
import { readPuzzleProgress } from './puzzleProgress';
import { readPuzzleDraft } from './puzzleDraft';

const browserPuzzleKept: PuzzleKept = { load: () => readPuzzleProgress(), loadDraft: () => readPuzzleDraft() };

export const puzzlePart = puzzlePartWith(browserPuzzleKept);

// The keeper comes in the same download as the part it follows (puzzleKeeping.ts takes it up).
export { startPuzzleKeeper } from './puzzleKeeper';
