import type { KeptPuzzle } from './puzzleShelf';

/** A puzzle as My boards keeps it, first kept at `since` (ms), never solved: for tests of what the shelf shows. */
export const keptPuzzle = (title: string, since: number, author = 'Hexlab'): KeptPuzzle => ({
  pz: `${title}-${since}`,
  title,
  author,
  at: since,
  cells: 10,
  since,
  solves: 0,
  bestMs: null,
  perfect: false,
});
