import { seededRandom } from '../random';
import { MAX_DRAW } from './types';

// Each player's strengths are a pure function of (seed, player, index): no generator state to carry or restore,
// so replaying a shared game, undoing, or one player drawing more often (p2 hands) never shifts anyone's tiles.

/** The strength (1..20) of a player's index-th draw in a game with this seed. */
export function drawStrength(seed: number, player: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(player + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x27d4eb2f) ^ Math.imul(index + 1, 0x165667b1);
  return 1 + Math.floor(seededRandom(h ^ (h >>> 13))() * MAX_DRAW);
}
