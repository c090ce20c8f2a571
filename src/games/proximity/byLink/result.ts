// How a finished game by links ended: by the board filling (the highest total wins, then the most tiles, as at one
// screen) or by a resign (the resigning seat is last whatever its total; the others rank as usual).
import { scores } from '../score';
import type { FriendPosition } from './replay';
import type { PlayerNo } from './types';

export interface FriendResult {
  /** the seat that resigned, or null when the board filled */
  readonly resigned: PlayerNo | null;
  /** the seats in first place, several on a tie */
  readonly winners: readonly PlayerNo[];
}

/** The result of a finished game, or null while it goes on. */
export function friendResult(position: FriendPosition): FriendResult | null {
  if (position.next.kind !== 'over') return null;
  const all = scores(position.state).filter((s) => s.player !== position.resigned);
  let best = all[0];
  for (const s of all) if (s.total > best.total || (s.total === best.total && s.tiles > best.tiles)) best = s;
  const winners = all.filter((s) => s.total === best.total && s.tiles === best.tiles).map((s) => s.player as PlayerNo);
  return { resigned: position.resigned, winners };
}
