// Games that came from a link are not the player's own play: statistics and records leave them out. A game is known
// by its config object, which every move, flag and restart of that game keeps and a new game replaces.
import type { MinesweeperConfig } from '../../games/minesweeper';
import type { AppState } from '../index';

const fromLinks = new WeakSet<MinesweeperConfig>();

/** Mark the game with this config as opened from a link. */
export const markLinkGame = (config: MinesweeperConfig): void => void fromLinks.add(config);

/** Whether the game with this config was opened from a link (and so is never counted in the statistics). */
export const isLinkGame = (config: MinesweeperConfig): boolean => fromLinks.has(config);

/** Whether the game has something worth carrying in a link. */
export const canShareProgress = (s: AppState): boolean =>
  s.minesweeper.game?.status === 'playing' && s.minesweeper.game.firstClick >= 0;
