import { isFloor, tileAtOffset, type Board } from '../../engine';

/** The floor tile nearest the middle of the board's offset grid, or -1 when there is no floor. */
export function centreFloorTile(board: Board): number {
  const midRow = (board.rows - 1) / 2;
  const midCol = (board.cols - 1) / 2;
  const direct = tileAtOffset(board, { row: Math.round(midRow), col: Math.round(midCol) });
  if (direct >= 0 && isFloor(board, direct)) return direct;
  let best = -1;
  let bestD = Infinity;
  for (let id = 0; id < board.size; id++) {
    if (!isFloor(board, id)) continue;
    const d = (board.row[id] - midRow) ** 2 + (board.col[id] - midCol) ** 2;
    if (d < bestD) {
      bestD = d;
      best = id;
    }
  }
  return best;
}

/**
 * Where the hero stands when `next` replaces `prev`: the same row and column when that is still floor on a board of
 * the same grid and layout (an edit), otherwise the floor tile nearest the middle.
 */
export function tileOnNewBoard(prev: Board, tile: number, next: Board): number {
  if (
    tile >= 0 &&
    tile < prev.size &&
    prev.rows === next.rows &&
    prev.cols === next.cols &&
    prev.orientation === next.orientation &&
    prev.parity === next.parity
  ) {
    const same = tileAtOffset(next, { row: prev.row[tile], col: prev.col[tile] });
    if (same >= 0 && isFloor(next, same)) return same;
  }
  return centreFloorTile(next);
}
