// The Puzzles mode's first board, given to the store by its part and, before the part's code has come, by the mode
// registry (modeBoards.ts, installFirstBoard).
import type { AppState, BoardChange } from './state/app';
import { buildShape } from './shapes';

/** Puzzles draw their own board from the level; theirs gives the layout, Vertical (flat tops) as the v1 grid is. */
export const puzzleFirstBoard = (s: AppState): BoardChange => ({
  shape: 'hexagon',
  wrap: 'none',
  ...buildShape('hexagon', 5, 5, 'flat', s.board.parity),
});
