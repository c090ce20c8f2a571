import type { Board } from './board';
import { KIND_FLOOR } from './board';

/** Result of a breadth-first search: steps from the start (-1 unreached) and the tile each was reached from (-1 none). */
export interface DistanceField {
  readonly distance: Int32Array;
  readonly cameFrom: Int32Array;
}

/**
 * Breadth-first distance field from a tile over passable tiles (Red Blob: "Movement range" / "Breadth first search").
 * `passable` defaults to floor tiles; the start is always included. Stops expanding beyond maxSteps.
 */
export function distanceField(
  board: Board,
  start: number,
  options: { passable?: (id: number) => boolean; maxSteps?: number } = {},
): DistanceField {
  const { passable = (id: number) => board.kind[id] === KIND_FLOOR, maxSteps = Infinity } = options;
  const distance = new Int32Array(board.size).fill(-1);
  const cameFrom = new Int32Array(board.size).fill(-1);
  if (start < 0 || start >= board.size) return { distance, cameFrom };
  const queue = new Int32Array(board.size);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  distance[start] = 0;
  const nb = board.neighbors;
  while (head < tail) {
    const cur = queue[head++];
    const d = distance[cur];
    if (d >= maxSteps) continue;
    for (let k = cur * 6, end = k + 6; k < end; k++) {
      const n = nb[k];
      if (n < 0 || distance[n] >= 0 || !passable(n)) continue;
      distance[n] = d + 1;
      cameFrom[n] = cur;
      queue[tail++] = n;
    }
  }
  return { distance, cameFrom };
}
