import FlatQueue from 'flatqueue';
import { distanceField, KIND_FLOOR, type Board } from '../../engine';
import { isWalkable } from './astar';

/** How far `reachable` looks: a number of steps, or a movement-cost budget (the budget wins when both are given). */
export interface ReachLimit {
  readonly maxSteps?: number;
  readonly budget?: number;
}

/**
 * Cheapest cost from `start` to every tile (Red Blob: "Dijkstra's algorithm"), -1 where unreachable or over `budget`.
 * Walls are never entered; a start that is not floor reaches nothing.
 */
function costField(board: Board, start: number, budget: number): Int32Array {
  const out = new Int32Array(board.size).fill(-1);
  if (!isWalkable(board, start)) return out;
  const { neighbors, kind, cost } = board;
  const best = new Float64Array(board.size).fill(Infinity);
  const queue = new FlatQueue<number>();
  best[start] = 0;
  queue.push(start, 0);
  while (queue.length > 0) {
    const d = queue.peekValue() as number;
    const cur = queue.pop() as number;
    if (out[cur] >= 0 || d > best[cur]) continue;
    out[cur] = d;
    for (let k = cur * 6; k < cur * 6 + 6; k++) {
      const n = neighbors[k];
      if (n < 0 || kind[n] !== KIND_FLOOR || out[n] >= 0) continue;
      const nd = d + cost[n];
      if (nd > budget || nd >= best[n]) continue;
      best[n] = nd;
      queue.push(n, nd);
    }
  }
  return out;
}

/**
 * The tiles reachable from `start` (Red Blob: "Movement range"): within `maxSteps` steps (value = steps) or within a
 * cost `budget` (value = cheapest cost); -1 elsewhere. With neither limit, every tile connected to the start.
 */
export function reachable(board: Board, start: number, limit: ReachLimit = {}): Int32Array {
  if (limit.budget !== undefined) return costField(board, start, limit.budget);
  if (!isWalkable(board, start)) return new Int32Array(board.size).fill(-1);
  return distanceField(board, start, { maxSteps: limit.maxSteps ?? Infinity }).distance;
}

/** True walking distance around walls, counting movement costs, from `start` to every tile (-1 unreachable). */
export function walkingDistance(board: Board, start: number): Int32Array {
  return costField(board, start, Infinity);
}
