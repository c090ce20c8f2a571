import type { CoreView } from '../../store';
import { proximityStatus } from '../../games/proximity/status';

/** A game is under way: a reload or a new board now would cut it short. Proximity counts once its code has loaded. */
export const gameInProgress = (s: CoreView): boolean =>
  s.minesweeper.game.status === 'playing' ||
  (s.proximity !== undefined && proximityStatus(s.proximity.game) === 'playing');
