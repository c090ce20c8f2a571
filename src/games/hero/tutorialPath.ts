import { axialDistance, KIND_FLOOR, tileAxial, type Board } from '../../engine';

/** The axial tutorial's answer: its path (null when it gives up), what the path costs on Hexlab's board, tiles expanded. */
export interface TutorialPathResult {
  readonly path: number[] | null;
  /** the cost of entering each tile after the start, as Hexlab counts it (the tutorial itself counts 10 a step) */
  readonly cost: number;
  readonly expanded: number;
}

// The tutorial's getNeighbors order in its axial (i, j) = Hexlab's (r, q): (i−1, j), (i+1, j), (i, j−1), (i, j+1),
// (i−1, j+1), (i+1, j−1), as indices into AXIAL_DIRECTIONS.
const TUTORIAL_ORDER = [2, 5, 3, 0, 1, 4];
const STEP = 10;

/**
 * The axial tutorial's recursive pathfinder ("Hexagonal Character Movement Using Axial Coordinates"), step for step,
 * as a loop instead of recursion so a long walk cannot overflow the stack. From the current tile it scores every
 * walkable neighbour that is not closed (cost + 10 and the hex distance to the goal, unless already reached more
 * cheaply), moves to the lowest cost + heuristic, and closes the tile it left; stuck, it steps back to the previous
 * tile, reopens it and lowers its cost by 10, as the tutorial does. It commits to each step, so it finds a path but not
 * always the shortest one, and it ignores Hexlab's costly floors. It gives up after 20 moves per tile.
 */
export function tutorialPath(board: Board, start: number, goal: number): TutorialPathResult {
  const walkable = (id: number) => id >= 0 && id < board.size && board.kind[id] === KIND_FLOOR;
  if (!walkable(start) || !walkable(goal)) return { path: null, cost: 0, expanded: 0 };
  const n = board.size;
  const cost = new Float64Array(n);
  const visited = new Uint8Array(n);
  const closed = new Uint8Array(n);
  const previous = new Int32Array(n).fill(-1);
  const target = tileAxial(board, goal);
  visited[start] = 1;
  let current = start;
  let expanded = 0;
  const limit = 20 * n + 20;
  while (current !== goal) {
    if (++expanded > limit) return { path: null, cost: 0, expanded };
    let next = -1;
    let lowest = Infinity;
    for (const d of TUTORIAL_ORDER) {
      const t = board.neighbors[current * 6 + d];
      if (!walkable(t) || closed[t]) continue;
      if (visited[t] && cost[current] + STEP >= cost[t]) continue;
      cost[t] = cost[current] + STEP;
      previous[t] = current;
      visited[t] = 1;
      const total = cost[t] + axialDistance(tileAxial(board, t), target);
      if (total < lowest) [next, lowest] = [t, total];
    }
    closed[current] = 1;
    if (next >= 0) current = next;
    else {
      const back = previous[current];
      if (back < 0) return { path: null, cost: 0, expanded };
      cost[back] -= STEP;
      closed[back] = 0;
      current = back;
    }
  }
  const path: number[] = [];
  for (let at = goal; at !== -1 && path.length <= n; at = at === start ? -1 : previous[at]) path.push(at);
  if (path[path.length - 1] !== start) return { path: null, cost: 0, expanded };
  path.reverse();
  let total = 0;
  for (let i = 1; i < path.length; i++) total += board.cost[path[i]];
  return { path, cost: total, expanded };
}
