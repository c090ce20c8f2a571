import { KIND_FLOOR, type Board } from '../../engine';
import { hexHeuristic, makeGuide, tieBreak } from './guide';
import { tracePath } from './path';
import { beginSearch, scratchFor, type SearchScratch } from './scratch';

/** A search's answer: the tiles from start to goal (null when unreachable), their total cost, tiles expanded. */
export interface PathResult {
  readonly path: number[] | null;
  /** sum of the costs of entering each tile after the start (0 when there is no path) */
  readonly cost: number;
  readonly expanded: number;
}

/** Whether a tile id exists on the board and can be walked on. */
export const isWalkable = (board: Board, id: number): boolean =>
  Number.isInteger(id) && id >= 0 && id < board.size && board.kind[id] === KIND_FLOOR;

/**
 * The cheapest path between two floor tiles (Red Blob: "A* search"), walls impassable, each tile costing board.cost
 * to enter. Hex distance heuristic plus a straight-line tie-breaker; allocates nothing per expanded tile.
 */
export function astar(board: Board, start: number, goal: number, scratch: SearchScratch = scratchFor(board)): PathResult {
  if (scratch.size < board.size) throw new RangeError(`scratch holds ${scratch.size} tiles, the board has ${board.size}`);
  if (!isWalkable(board, start) || !isWalkable(board, goal)) return { path: null, cost: 0, expanded: 0 };
  if (start === goal) return { path: [start], cost: 0, expanded: 0 };
  const { neighbors, kind, cost } = board;
  const { g, cameFrom, mark, queue } = scratch;
  const open = beginSearch(scratch);
  const closed = open + 1;
  const guide = makeGuide(board, start, goal);
  g[start] = 0;
  cameFrom[start] = -1;
  mark[start] = open;
  queue.push(start, 0);
  let expanded = 0;
  while (queue.length > 0) {
    const cur = queue.pop() as number;
    if (mark[cur] === closed) continue; // a stale entry left behind when a tile's g improved
    mark[cur] = closed;
    expanded++;
    if (cur === goal) return { path: tracePath(cameFrom, goal), cost: g[goal], expanded };
    const gc = g[cur];
    for (let k = cur * 6, end = k + 6; k < end; k++) {
      const n = neighbors[k];
      if (n < 0 || kind[n] !== KIND_FLOOR) continue;
      const m = mark[n];
      if (m === closed) continue; // the heuristic is consistent, so a closed tile's g is final
      const ng = gc + cost[n];
      if (m === open && ng >= g[n]) continue;
      g[n] = ng;
      cameFrom[n] = cur;
      mark[n] = open;
      const h = hexHeuristic(board, guide, n);
      queue.push(n, ng + h + tieBreak(board, guide, n, h));
    }
  }
  return { path: null, cost: 0, expanded };
}
