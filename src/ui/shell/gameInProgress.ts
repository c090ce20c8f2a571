import type { AppState } from '../../store';
import { proximityStatus } from '../../games/proximity';

/** A game is under way: a reload or a new board now would cut it short. */
export const gameInProgress = (s: AppState): boolean => s.ms.game.status === 'playing' || proximityStatus(s.proximity.game) === 'playing';
