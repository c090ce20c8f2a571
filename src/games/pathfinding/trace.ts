import FlatQueue from 'flatqueue';
import { KIND_FLOOR, type Board } from '../../engine';
import { isWalkable } from './astar';
import { hexHeuristic, makeGuide, tieBreak, type Guide } from './guide';
import { tracePath } from './path';

export type SearchAlgorithm = 'bfs' | 'dijkstra' | 'greedy' | 'astar';

/** Tile states in a trace's `state`. */
export const TILE_UNSEEN = 0;
export const TILE_OPEN = 1;
export const TILE_CLOSED = 2;

/**
 * A search recorded for the step-by-step inspector. Step k means "after k expansions": a tile is closed at step k
 * when closed[id] < k, and open when opened[id] <= k and it is not closed, so the UI filters any step without snapshots.
 */
export interface SearchTrace {
  readonly algorithm: SearchAlgorithm;
  readonly path: number[] | null;
  /** the path's total movement cost (0 when none) */
  readonly cost: number;
  readonly expanded: number;
  /** tiles in the order they were expanded (closed) */
  readonly order: Int32Array;
  /** cost from the start along the tile's parent chain; Infinity when never reached */
  readonly g: Float64Array;
  /** the heuristic the algorithm used: hex distance for greedy and A*, 0 for BFS and Dijkstra */
  readonly h: Float64Array;
  readonly parent: Int32Array;
  /** final state of each tile: TILE_UNSEEN, TILE_OPEN or TILE_CLOSED */
  readonly state: Uint8Array;
  /** expansions done when the tile entered the frontier (the start: 0), -1 never */
  readonly opened: Int32Array;
  /** the tile's index in `order`, -1 never expanded */
  readonly closed: Int32Array;
  /** whether this algorithm guarantees the cheapest path on this board (BFS does only where every tile costs 1) */
  readonly optimal: boolean;
  /** every time a tile got a g and a parent, in order: at step[i] expansions, tile[i] got g[i] through parent[i] */
  readonly updates: {
    readonly step: Int32Array;
    readonly tile: Int32Array;
    readonly g: Float64Array;
    readonly parent: Int32Array;
  };
}

/**
 * Each tile's g and parent as they stood after `step` expansions (Infinity and -1 where not reached yet). Dijkstra and
 * A* lower a tile's g when they find a cheaper way in, so the final `g` and `parent` can differ from what the search
 * knew at an earlier step; the inspector shows these.
 */
export function scoresAt(t: SearchTrace, step: number): { g: Float64Array; parent: Int32Array } {
  const g = new Float64Array(t.g.length).fill(Infinity);
  const parent = new Int32Array(t.g.length).fill(-1);
  const u = t.updates;
  for (let i = 0; i < u.step.length && u.step[i] <= step; i++) {
    g[u.tile[i]] = u.g[i];
    parent[u.tile[i]] = u.parent[i];
  }
  return { g, parent };
}

interface Frontier {
  push(id: number, priority: number): void;
  pop(): number;
  readonly size: number;
}

function fifo(capacity: number): Frontier {
  const items = new Int32Array(capacity);
  let head = 0;
  let tail = 0;
  return {
    push: (id) => void (items[tail++] = id),
    pop: () => items[head++],
    get size() {
      return tail - head;
    },
  };
}

function heap(): Frontier {
  const q = new FlatQueue<number>();
  return {
    push: (id, priority) => q.push(id, priority),
    pop: () => q.pop() as number,
    get size() {
      return q.length;
    },
  };
}

/** The priority a tile enters the frontier with; BFS ignores it. A* finds the same cost as astar(), though ties may pick another equal path. */
function priorityOf(algorithm: SearchAlgorithm, board: Board, guide: Guide, id: number, g: number, h: number): number {
  if (algorithm === 'dijkstra') return g;
  if (algorithm === 'greedy') return h + tieBreak(board, guide, id, h);
  return g + h + tieBreak(board, guide, id, h);
}

/** Whether every floor tile costs 1, so fewest steps is also cheapest. */
function uniformCost(board: Board): boolean {
  for (let id = 0; id < board.size; id++) if (board.kind[id] === KIND_FLOOR && board.cost[id] !== 1) return false;
  return true;
}

/**
 * Run one of four searches (Red Blob: "Introduction to A*") from start to goal, recording everything the inspector
 * shows. BFS and greedy never reopen a tile; Dijkstra and A* lower a tile's g when they find a cheaper way in.
 */
export function searchTrace(board: Board, start: number, goal: number, algorithm: SearchAlgorithm): SearchTrace {
  const n = board.size;
  const g = new Float64Array(n).fill(Infinity);
  const h = new Float64Array(n);
  const parent = new Int32Array(n).fill(-1);
  const state = new Uint8Array(n);
  const opened = new Int32Array(n).fill(-1);
  const closed = new Int32Array(n).fill(-1);
  const order = new Int32Array(n);
  const optimal = algorithm === 'dijkstra' || algorithm === 'astar' || (algorithm === 'bfs' && uniformCost(board));
  const updStep: number[] = [];
  const updTile: number[] = [];
  const updG: number[] = [];
  const updParent: number[] = [];
  const update = (step: number, id: number, gid: number, from: number) => {
    g[id] = gid;
    parent[id] = from;
    updStep.push(step);
    updTile.push(id);
    updG.push(gid);
    updParent.push(from);
  };
  const done = (path: number[] | null, expanded: number): SearchTrace => ({
    algorithm,
    path,
    cost: path ? g[path[path.length - 1]] : 0,
    expanded,
    order: order.subarray(0, expanded),
    g,
    h,
    parent,
    state,
    opened,
    closed,
    optimal,
    updates: {
      step: Int32Array.from(updStep),
      tile: Int32Array.from(updTile),
      g: Float64Array.from(updG),
      parent: Int32Array.from(updParent),
    },
  });
  if (!isWalkable(board, start) || !isWalkable(board, goal)) return done(null, 0);

  const guided = algorithm === 'greedy' || algorithm === 'astar';
  const guide = makeGuide(board, start, goal);
  if (guided) for (let id = 0; id < n; id++) h[id] = hexHeuristic(board, guide, id);
  const reopens = algorithm === 'dijkstra' || algorithm === 'astar';
  const frontier = algorithm === 'bfs' ? fifo(n) : heap();
  update(0, start, 0, -1);
  state[start] = TILE_OPEN;
  opened[start] = 0;
  frontier.push(start, priorityOf(algorithm, board, guide, start, 0, h[start]));
  let expanded = 0;
  while (frontier.size > 0) {
    const cur = frontier.pop();
    if (state[cur] === TILE_CLOSED) continue;
    state[cur] = TILE_CLOSED;
    closed[cur] = expanded;
    order[expanded++] = cur;
    if (cur === goal) return done(tracePath(parent, goal), expanded);
    for (let k = cur * 6; k < cur * 6 + 6; k++) {
      const nb = board.neighbors[k];
      if (nb < 0 || board.kind[nb] !== KIND_FLOOR || state[nb] === TILE_CLOSED) continue;
      const ng = g[cur] + board.cost[nb];
      if (state[nb] === TILE_OPEN && (!reopens || ng >= g[nb])) continue;
      if (state[nb] === TILE_UNSEEN) opened[nb] = expanded;
      update(expanded, nb, ng, cur);
      state[nb] = TILE_OPEN;
      frontier.push(nb, priorityOf(algorithm, board, guide, nb, ng, h[nb]));
    }
  }
  return done(null, expanded);
}
