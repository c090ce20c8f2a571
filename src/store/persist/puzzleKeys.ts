// The Puzzles mode's localStorage keys, spelled once (keys.ts names the shared ones; hooks.md lists them all).

/** localStorage keys of the Puzzles mode. */
export const PUZZLE_LOCAL = {
  /** the puzzle under way and the player's progress in it (puzzleProgress.ts, version 1) */
  puzzleProgress: 'hexlab.puzzle.progress',
  /** the puzzles on My boards' shelf (puzzleShelf.ts, version 2; version 1 had no solves) */
  puzzleShelf: 'hexlab.puzzle.kept',
  /** the Puzzles editor's draft and its undo history (puzzleDraft.ts, version 1) */
  puzzleDraft: 'hexlab.puzzle.draft',
} as const;
