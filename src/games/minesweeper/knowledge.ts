import type { Board } from '../../engine/board';
import { FLAGGED, REVEALED, type MinesweeperState } from './model';
import type { Knowledge } from './solver';

/** What the player knows of a game: the solver's input. Flags go in as the player's claims, never as known mines. */
export function knowledgeOf(game: MinesweeperState, board: Board): Knowledge {
  const revealed = new Uint8Array(board.size);
  const flagged = new Uint8Array(board.size);
  for (let i = 0; i < board.size; i++) {
    if (game.view[i] === REVEALED) revealed[i] = 1;
    else if (game.view[i] === FLAGGED) flagged[i] = 1;
  }
  return { board, revealed, counts: game.counts, totalMines: game.config.mines, flagged };
}
