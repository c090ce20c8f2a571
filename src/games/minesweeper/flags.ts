// Flags and '?' marks: the player's notes on hidden tiles.
import { KIND_FLOOR, type Board } from '../../engine/board';
import { FLAGGED, HIDDEN, MARKED, isLive, writable, type MinesweeperState, type Scratch } from './model';

/**
 * Cycle a hidden floor tile's note: hidden -> flagged -> '?' (when config.marks) -> hidden. Allowed from the start
 * ('ready'), before any mine is placed, as in the classic games: a flag then only keeps that tile from being clicked.
 * Revealed tiles, walls and finished games are left alone (the same state comes back). Each change counts as a click.
 */
export function toggleFlag(state: MinesweeperState, board: Board, id: number, scratch?: Scratch): MinesweeperState {
  const next = noteAfter(state, board, id);
  if (next < 0) return state;
  const now = state.view[id];
  const view = writable(state.view, scratch);
  view[id] = next;
  const flags = state.flags + (next === FLAGGED ? 1 : 0) - (now === FLAGGED ? 1 : 0);
  return { ...state, view, flags, clicks: state.clicks + 1 };
}

/** The view code a right click on `id` gives, or -1 when it changes nothing (what toggleFlag leaves alone). */
export function noteAfter(state: MinesweeperState, board: Board, id: number): number {
  if (!isLive(state) || !Number.isInteger(id) || id < 0 || id >= board.size || board.kind[id] !== KIND_FLOOR) return -1;
  const now = state.view[id];
  if (now === HIDDEN) return FLAGGED;
  if (now === FLAGGED) return state.config.marks ? MARKED : HIDDEN;
  if (now === MARKED) return HIDDEN;
  return -1;
}
