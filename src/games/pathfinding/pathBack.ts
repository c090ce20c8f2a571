import type { Board } from '../../engine';
import type { Guide } from './guide';

const HALF_SQRT3 = Math.sqrt(3) / 2;

/**
 * The tiles from start to goal, walking back from the goal through neighbours whose g is exactly the tile's g minus
 * its cost (such a g is exact, so the walk stays on cheapest paths and ends at the start, the one tile with g 0).
 * Of several such neighbours it takes the one nearest the start-goal line. Working the path out here, ~6 reads per
 * path tile, spares the search a parent write for every tile it reaches.
 */
export function pathBack(
  board: Board,
  reached: Int32Array,
  epoch: number,
  start: number,
  goal: number,
  guide: Guide,
): number[] {
  const { neighbors, cost, q, r } = board;
  const { gx, gy, ux, uy } = guide;
  const path = [goal];
  for (let cur = goal; cur !== start;) {
    const g = epoch - reached[cur] - cost[cur];
    let prev = -1;
    let prevOff = Infinity;
    for (let k = cur * 6; k < cur * 6 + 6; k++) {
      const n = neighbors[k];
      // Walls and tiles this search never reached hold older, lower values: their "g" is above any real one.
      if (n < 0 || epoch - reached[n] !== g) continue;
      const off = Math.abs((q[n] + r[n] / 2 - gx) * uy - (r[n] * HALF_SQRT3 - gy) * ux);
      if (off < prevOff) {
        prev = n;
        prevOff = off;
      }
    }
    if (prev < 0) throw new Error(`A* lost the way back at tile ${cur}`); // a broken invariant, not a board problem
    path.push(prev);
    cur = prev;
  }
  return path.reverse();
}
