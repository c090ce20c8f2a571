// The browser's storage as the Puzzles mode's part of the store is wired with it (store/kept.ts, PuzzleKept).
import type { PuzzleKept } from '../kept';
import { readPuzzleProgress } from './puzzleProgress';
import { keepPuzzle } from './puzzleShelf';
import { startPuzzleKeeper } from './puzzleKeeper';

export const browserPuzzleKept: PuzzleKept = {
  load: () => readPuzzleProgress(),
  shelve: (level) => keepPuzzle(level),
  follow: startPuzzleKeeper,
};
