// Whether "Share" may offer to carry the game under way (on the first screen: the Share popover asks it as it opens,
// before the link codec has come).
import type { AppState } from '../../state/app';

/** Whether the game has something worth carrying in a link. */
export const canShareProgress = (s: AppState): boolean =>
  s.minesweeper.game?.status === 'playing' && s.minesweeper.game.firstClick >= 0;
