// The Puzzles mode's part of the store as the app loads it: wired with the browser's storage, which it reads as it
// joins the store (the puzzle the player left, and the editor's draft). Both come with the mode's code, the first
// time it is opened (ui/modes.ts), so the first screen carries neither. What the player then does is kept by the keeper the app
// attaches from outside (modeKeeping.ts, from the part's `keep`), never by the slice.
import type { PuzzleKept } from '../state/puzzle';
import { puzzlePartWith } from '../slices/puzzleSlice';
import { readPuzzleProgress } from './puzzleProgress';
import { readPuzzleDraft } from './puzzleDraft';
import { startPuzzleKeeper } from './puzzleKeeper';
// The mode's link field joins the link fields with the mode's code (its file registers it).
import '../../share/fields/puzzle';

const browserPuzzleKept: PuzzleKept = { load: () => readPuzzleProgress(), loadDraft: () => readPuzzleDraft() };

/** The Puzzles mode's part, with its keeper (modeKeeping.ts starts it when the part joins the store). */
export const puzzlePart = { ...puzzlePartWith(browserPuzzleKept), keep: startPuzzleKeeper };
