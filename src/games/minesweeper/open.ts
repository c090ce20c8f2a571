// The inner loops shared by reveal and chord: the flood that opens zero regions, and the views of a won or lost game.
// They write into a view the caller has already copied, so each transition allocates one new view at most.
import { KIND_FLOOR, type Board } from '../../engine/board';
import { EXPLODED, FLAGGED, HIDDEN, MARKED, MINE, REVEALED, WRONG_FLAG } from './model';

/** Whether a click, chord or flood may open this tile: a hidden or '?'-marked floor tile (flags protect their tile). */
export const canOpen = (board: Board, view: Uint8Array, id: number): boolean =>
  board.kind[id] === KIND_FLOOR && (view[id] === HIDDEN || view[id] === MARKED);

/**
 * Reveal a safe tile and, when it is a zero, its whole connected zero region with the numbers around it. Iterative,
 * with a typed-array stack that each tile enters at most once, so a 250x250 board opens in one call.
 * '?' marks are opened like hidden tiles; flags are left alone and so are walls (the flood stops at them and at void).
 * Returns how many tiles it revealed.
 */
export function floodOpen(
  board: Board,
  counts: Uint8Array,
  view: Uint8Array,
  start: number,
  stack: Int32Array,
): number {
  if (!canOpen(board, view, start)) return 0;
  view[start] = REVEALED;
  let opened = 1;
  if (counts[start] !== 0) return opened;
  let top = 0;
  stack[top++] = start;
  const { neighbors } = board;
  while (top > 0) {
    const id = stack[--top];
    for (let d = 0; d < 6; d++) {
      const nb = neighbors[id * 6 + d];
      // A zero's neighbours hold no mines, so any that can be opened is safe.
      if (nb < 0 || !canOpen(board, view, nb)) continue;
      view[nb] = REVEALED;
      opened++;
      if (counts[nb] === 0) stack[top++] = nb;
    }
  }
  return opened;
}

/** The view of a won game: every mine flagged. Returns the number of mines (the flags now on the board). */
export function markWin(view: Uint8Array, mines: Uint8Array): number {
  let n = 0;
  for (let id = 0; id < mines.length; id++) {
    if (!mines[id]) continue;
    view[id] = FLAGGED;
    n++;
  }
  return n;
}

/** The view of a lost game: the mines hit exploded, every other unflagged mine shown, wrong flags marked. */
export function markLoss(view: Uint8Array, mines: Uint8Array, hit: readonly number[]): void {
  for (let id = 0; id < mines.length; id++) {
    if (mines[id]) {
      if (view[id] !== FLAGGED) view[id] = MINE;
    } else if (view[id] === FLAGGED) {
      view[id] = WRONG_FLAG;
    }
  }
  for (const id of hit) view[id] = EXPLODED;
}
