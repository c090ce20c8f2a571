import { winners } from './score';
import type { ProximityConfig, ProximityState } from './types';

/** The game's phase as the page names it: won or lost for one person against computers, otherwise over. */
export type ProximityStatus = 'ready' | 'playing' | 'won' | 'lost' | 'over';

/** The only person at the device when every other seat is a computer, else 0 (hot seat, or computers only). */
export function soloHuman(config: ProximityConfig): number {
  const humans = config.players.flatMap((k, i) => (k === 'human' ? [i + 1] : []));
  return humans.length === 1 && config.players.length > 1 ? humans[0] : 0;
}

/** The game's phase: ready before the first move, playing, then won/lost for a lone person or over. */
export function proximityStatus(game: ProximityState): ProximityStatus {
  // A board without floor has nothing to play: it stays 'ready' rather than naming a winner of an empty game.
  if (game.moves.length === 0) return 'ready';
  if (!game.over) return 'playing';
  const me = soloHuman(game.config);
  if (!me) return 'over';
  return winners(game).includes(me) ? 'won' : 'lost';
}

/** Whether a computer seat is to move (and so human input waits). */
export const computerToMove = (game: ProximityState): boolean =>
  !game.over && game.config.players[game.current - 1] !== 'human';
