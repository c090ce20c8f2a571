import type { Board } from '../engine';
import { REVEALED, type MinesState } from '../games/minesweeper/state';
import type { Knowledge } from '../games/minesweeper/solver';

/** What the player knows of a game: the solver's input (flags are not trusted). */
export function knowledgeOf(game: MinesState, board: Board): Knowledge {
  const revealed = new Uint8Array(board.size);
  for (let i = 0; i < board.size; i++) if (game.view[i] === REVEALED) revealed[i] = 1;
  return { board, revealed, counts: game.counts, totalMines: game.config.mines };
}
