import type { Board } from '../../engine';
import { legal, playMove, previewMove } from './rules';
import type { ProximityState } from './types';

/** One line of the move log: who placed what where, and what it did to the neighbours. */
export interface LogEntry {
  player: number;
  strength: number;
  tile: number;
  captured: number;
  reinforced: number;
  weakened: number;
}

/** Play one move and describe it for the log; null when the move is not legal. */
export function playLogged(
  state: ProximityState,
  board: Board,
  tile: number,
  handIndex: number,
): { state: ProximityState; entry: LogEntry } | null {
  if (!legal(state, board, tile, handIndex)) return null;
  const p = previewMove(state, board, tile, handIndex);
  const entry: LogEntry = {
    player: state.current,
    strength: state.hands[state.current - 1][handIndex],
    tile,
    captured: p.captured.length,
    reinforced: p.reinforced.length,
    weakened: p.weakened.length,
  };
  return { state: playMove(state, board, tile, handIndex), entry };
}
