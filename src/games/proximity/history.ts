import type { Board } from '../../engine';
import { decodeMove, moverOf } from './moves';
import { newProximity, playMove } from './rules';
import type { ProximityConfig, ProximityState } from './types';

/**
 * Rebuild a game from its config and move log (a share link's content). The same seed and moves give the same
 * state. Replay stops at the first move that is not legal there, so a damaged log yields the game up to it.
 */
export function replay(board: Board, config: ProximityConfig, moves: readonly number[]): ProximityState {
  let state = newProximity(board, config);
  for (const move of moves) {
    const { tile, handIndex } = decodeMove(config.rules, move);
    const next = playMove(state, board, tile, handIndex);
    if (next === state) break;
    state = next;
  }
  return state;
}

/**
 * Take back the last move a human made together with the computer's replies after it, by replaying the log up to
 * just before it. Without any human move in the log the state comes back unchanged.
 */
export function undoLastHumanMove(board: Board, state: ProximityState): ProximityState {
  const { players } = state.config;
  for (let i = state.moves.length - 1; i >= 0; i--) {
    if (players[moverOf(players.length, i) - 1] === 'human') return replay(board, state.config, state.moves.slice(0, i));
  }
  return state;
}
