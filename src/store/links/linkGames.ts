// Games that came from a link are not the player's own play: statistics and records leave them out. The game's origin
// says so (minesweeperSlice.ts), set when the link's game starts and kept by every move, option and restart of it.
import type { AppState } from '../index';

/** Whether the game has something worth carrying in a link. */
export const canShareProgress = (s: AppState): boolean =>
  s.minesweeper.game?.status === 'playing' && s.minesweeper.game.firstClick >= 0;
