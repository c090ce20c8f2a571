import { axialDistance, axialRound, axialSubtract, tileAtAxial, tileAxial, type Axial, type Board } from '../../engine';
import type { CoordinateSystem } from './coordinates';

/**
 * The board's centre tile: the tile at the rounded mean of its hexes (the exact centre of a hexagon-shaped board), or
 * the tile nearest to it when that hex is not on the board. -1 for an empty board.
 */
export function centreTile(board: Board): number {
  if (board.size === 0) return -1;
  let q = 0;
  let r = 0;
  for (let id = 0; id < board.size; id++) {
    q += board.q[id];
    r += board.r[id];
  }
  const mid = axialRound(q / board.size, r / board.size);
  const at = tileAtAxial(board, mid);
  if (at >= 0) return at;
  let best = 0;
  let bestD = Infinity;
  for (let id = 0; id < board.size; id++) {
    const d = axialDistance(mid, tileAxial(board, id));
    if (d < bestD) [best, bestD] = [id, d];
  }
  return best;
}

/** The origin tile the Lab measures from: the chosen one while it is on the board, else the board's centre. */
export const originTile = (board: Board, chosen: number): number =>
  chosen >= 0 && chosen < board.size ? chosen : centreTile(board);

/**
 * Axial, cube and doubled coordinates are vectors: measured from an origin they are the difference, as the guide's
 * diagrams number them from a centre hex at 0, 0, 0. Offset and interlaced coordinates are array indices and stay.
 */
export const movesWithOrigin = (system: CoordinateSystem): boolean =>
  system === 'axial' || system === 'cube' || system === 'doubled';

/** The hex whose coordinates the Lab writes for `a` in `system`, measured from `origin` (null: absolute). */
export const measuredFrom = (system: CoordinateSystem, a: Axial, origin: Axial | null): Axial =>
  origin && movesWithOrigin(system) ? axialSubtract(a, origin) : a;
