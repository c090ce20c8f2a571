import { KIND_FLOOR, type Board } from '../../engine';
import { hexHeuristic, makeGuide } from './guide';
import * as layerLists from './layers';
import { tracePath } from './path';
import { beginSearch, scratchFor, type SearchScratch } from './scratch';

/** A search's answer: the tiles from start to goal (null when unreachable), their total cost, tiles expanded. */
export interface PathResult {
  readonly path: number[] | null;
  /** sum of the costs of entering each tile after the start (0 when there is no path) */
  readonly cost: number;
  readonly expanded: number;
}

// The hot loop calls these through module-local bindings, read once: vitest's module runner turns every use of an
// import into a getter call on the module object, which in a loop run millions of times costs as much as the search.
const FLOOR = KIND_FLOOR;
const { addToLayer, openLayer, resetLayers } = layerLists;
const HALF_SQRT3 = Math.sqrt(3) / 2;

/** Whether a tile id exists on the board and can be walked on. */
export const isWalkable = (board: Board, id: number): boolean =>
  Number.isInteger(id) && id >= 0 && id < board.size && board.kind[id] === KIND_FLOOR;

/**
 * The cheapest path between two floor tiles (Red Blob: "A* search"), walls impassable, each tile costing board.cost
 * to enter. Hex distance heuristic; among equal f it expands lower h first, then tiles nearer the straight line.
 * Allocates nothing per expanded tile.
 *
 * Costs and h are integers, so f is too: tiles beyond the current f wait in per-f lists and only the current layer
 * is heap-ordered (by the tie-breaker). The best child, when it would be popped next anyway, skips the heap.
 */
export function astar(board: Board, start: number, goal: number, scratch: SearchScratch = scratchFor(board)): PathResult {
  if (scratch.size < board.size) throw new RangeError(`scratch holds ${scratch.size} tiles, the board has ${board.size}`);
  if (!isWalkable(board, start) || !isWalkable(board, goal)) return { path: null, cost: 0, expanded: 0 };
  if (start === goal) return { path: [start], cost: 0, expanded: 0 };
  const { neighbors, kind, cost } = board;
  const { g, cameFrom, mark, queue, layers } = scratch;
  const open = beginSearch(scratch);
  const closed = open + 1;
  const guide = makeGuide(board, start, goal);
  const { gq, gr, gx, gy, ux, uy, tieScale } = guide;
  const { q, r } = board;
  let layer = hexHeuristic(board, guide, start);
  resetLayers(layers, layer);
  g[start] = 0;
  cameFrom[start] = -1;
  mark[start] = open;
  let next = start; // the tile to expand next without going through the heap, -1 none
  let expanded = 0;
  for (;;) {
    let cur = next;
    if (cur < 0) {
      while (queue.length === 0) if (!openLayer(layers, ++layer, queue)) return { path: null, cost: 0, expanded };
      cur = queue.pop() as number;
      if (mark[cur] === closed) continue; // a stale entry left behind when a tile's g improved
    }
    next = -1;
    mark[cur] = closed;
    expanded++;
    if (cur === goal) return { path: tracePath(cameFrom, goal), cost: g[goal], expanded };
    const gc = g[cur];
    let nextTie = Infinity;
    for (let k = cur * 6, end = k + 6; k < end; k++) {
      const n = neighbors[k];
      if (n < 0 || kind[n] !== FLOOR) continue;
      const m = mark[n];
      if (m === closed) continue; // the heuristic is consistent, so a closed tile's g is final
      const ng = gc + cost[n];
      if (m === open && ng >= g[n]) continue;
      g[n] = ng;
      cameFrom[n] = cur;
      mark[n] = open;
      // hexHeuristic and tieBreak of ./guide, inlined
      const qn = q[n];
      const rn = r[n];
      const dq = qn - gq;
      const dr = rn - gr;
      const h = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
      const off = Math.abs((qn + rn / 2 - gx) * uy - (rn * HALF_SQRT3 - gy) * ux);
      const tie = (h + off / (off + 1)) * tieScale;
      if (ng + h > layer) addToLayer(layers, ng + h, n, tie);
      else if (tie < nextTie) {
        if (next >= 0) queue.push(next, nextTie);
        next = n;
        nextTie = tie;
      } else queue.push(n, tie);
    }
    if (next >= 0 && queue.length > 0 && nextTie > (queue.peekValue() as number)) {
      queue.push(next, nextTie);
      next = -1;
    }
  }
}
