// Flags and '?' marks: the player's notes on hidden tiles.
import { KIND_FLOOR, type Board } from '../../engine';
import { FLAGGED, HIDDEN, MARKED, isLive, writable, type MinesState, type Scratch } from './model';

/**
 * Cycle a hidden floor tile's note: hidden -> flagged -> '?' (when config.marks) -> hidden. Allowed from the start
 * ('ready'), before any mine is placed, as in the classic games: a flag then only keeps that tile from being clicked.
 * Revealed tiles, walls and finished games are left alone (the same state comes back). Each change counts as a click.
 */
export function toggleFlag(state: MinesState, board: Board, id: number, scratch?: Scratch): MinesState {
  if (!isLive(state) || !Number.isInteger(id) || id < 0 || id >= board.size || board.kind[id] !== KIND_FLOOR) return state;
  const now = state.view[id];
  let next: number;
  if (now === HIDDEN) next = FLAGGED;
  else if (now === FLAGGED) next = state.config.marks ? MARKED : HIDDEN;
  else if (now === MARKED) next = HIDDEN;
  else return state;
  const view = writable(state.view, scratch);
  view[id] = next;
  const flags = state.flags + (next === FLAGGED ? 1 : 0) - (now === FLAGGED ? 1 : 0);
  return { ...state, view, flags, clicks: state.clicks + 1 };
}
