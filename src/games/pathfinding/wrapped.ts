import FlatQueue from 'flatqueue';
import { boardDistance, KIND_FLOOR, tileAxial, type Board } from '../../engine';
import { tracePath } from './path';

/**
 * A* on a board that wraps (Red Blob: "Wraparound maps"): neighbours come from the board's table, which crosses the
 * seams, and the heuristic is the distance the short way round, which stays admissible where plain hex distance
 * (astar's offset arithmetic) would overestimate. Costs and the path's shape follow astar's contract.
 */
export function wrappedAstar(
  board: Board,
  start: number,
  goal: number,
): { path: number[] | null; cost: number; expanded: number } {
  const target = tileAxial(board, goal);
  const g = new Float64Array(board.size).fill(Infinity);
  const cameFrom = new Int32Array(board.size).fill(-1);
  const closed = new Uint8Array(board.size);
  const open = new FlatQueue<number>();
  g[start] = 0;
  open.push(start, boardDistance(board, tileAxial(board, start), target));
  let expanded = 0;
  while (open.length > 0) {
    const cur = open.pop() as number;
    if (closed[cur]) continue;
    closed[cur] = 1;
    expanded++;
    if (cur === goal) return { path: tracePath(cameFrom, goal), cost: g[goal], expanded };
    for (let k = cur * 6; k < cur * 6 + 6; k++) {
      const n = board.neighbors[k];
      if (n < 0 || board.kind[n] !== KIND_FLOOR || closed[n]) continue;
      const ng = g[cur] + board.cost[n];
      if (ng >= g[n]) continue;
      g[n] = ng;
      cameFrom[n] = cur;
      open.push(n, ng + boardDistance(board, tileAxial(board, n), target));
    }
  }
  return { path: null, cost: 0, expanded };
}
