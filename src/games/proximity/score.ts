import type { ProximityState } from './types';

/** One player's standing: the sum of their tiles' strengths and how many tiles they hold. */
export interface PlayerScore {
  player: number;
  total: number;
  tiles: number;
}

/** Every player's total and tile count, in player order. */
export function scores(state: ProximityState): PlayerScore[] {
  const out: PlayerScore[] = state.config.players.map((_, i) => ({ player: i + 1, total: 0, tiles: 0 }));
  const { owner, strength } = state;
  for (let id = 0; id < owner.length; id++) {
    const o = owner[id];
    if (o === 0) continue;
    out[o - 1].total += strength[id];
    out[o - 1].tiles++;
  }
  return out;
}

/** The players in the lead: highest total, then most tiles; several when still tied. Meaningful at any time, final once over. */
export function winners(state: ProximityState): number[] {
  const all = scores(state);
  let best = all[0];
  for (const s of all) if (s.total > best.total || (s.total === best.total && s.tiles > best.tiles)) best = s;
  return all.filter((s) => s.total === best.total && s.tiles === best.tiles).map((s) => s.player);
}
