import type { Board } from '../../engine';
import { tutorialPath } from '../../games/hero';
import { scoresAt, searchTrace } from '../../games/pathfinding';
import type { SearchAlgorithm } from '../../store/slices/heroSlice';

/** One search, recorded for the inspector: per-tile scores and when each tile was opened and closed. */
export interface TraceView {
  algorithm: SearchAlgorithm;
  start: number;
  goal: number;
  path: readonly number[] | null;
  cost: number;
  /** tiles expanded (closed), in order */
  order: ArrayLike<number>;
  /** final g and parent */
  g: ArrayLike<number>;
  h: ArrayLike<number>;
  parent: ArrayLike<number>;
  /** g and parent as they stood after `step` expansions (A* and Dijkstra may lower them later) */
  scoresAt(step: number): { g: ArrayLike<number>; parent: ArrayLike<number> };
  /** expansions done when the tile entered the frontier (start: 0), -1 never */
  openedAt: ArrayLike<number>;
  /** its index in `order`, -1 never expanded */
  closedAt: ArrayLike<number>;
  optimal: boolean;
  /** milliseconds the search took */
  ms: number;
}

/** The inspector's searches, in the order it offers them (their names are in the hero catalogue). */
export const ALGORITHMS: readonly SearchAlgorithm[] = ['bfs', 'dijkstra', 'greedy', 'astar'];

/**
 * Time a search. Browsers round performance.now() to a tenth of a millisecond or so, so a fast search is repeated
 * until a few milliseconds have passed (a slow one runs once) and the mean is reported.
 */
function timed<T>(run: () => T): { result: T; ms: number } {
  const t0 = performance.now();
  let result = run();
  let runs = 1;
  while (performance.now() - t0 < 4 && runs < 200) {
    result = run();
    runs++;
  }
  return { result, ms: (performance.now() - t0) / runs };
}

let last: { board: Board; start: number; goal: number; algorithm: SearchAlgorithm; view: TraceView } | null = null;

/** The recorded search, cached for the last question so the overlay and the panel share one run. */
export function traceFor(board: Board, start: number, goal: number, algorithm: SearchAlgorithm): TraceView | null {
  if (start < 0 || goal < 0 || start >= board.size || goal >= board.size) return null;
  if (last && last.board === board && last.start === start && last.goal === goal && last.algorithm === algorithm)
    return last.view;
  const { result: t, ms } = timed(() => searchTrace(board, start, goal, algorithm));
  const view: TraceView = {
    algorithm,
    start,
    goal,
    path: t.path,
    cost: t.cost,
    order: t.order,
    g: t.g,
    h: t.h,
    parent: t.parent,
    openedAt: t.opened,
    closedAt: t.closed,
    optimal: t.optimal,
    ms,
    scoresAt: (step) => scoresAt(t, step),
  };
  last = { board, start, goal, algorithm, view };
  return view;
}

/** Whether a tile is in the closed set (1), the frontier (2) or neither (0) after `step` expansions. */
export function tileStateAt(t: TraceView, id: number, step: number): 0 | 1 | 2 {
  const c = t.closedAt[id];
  if (c >= 0 && c < step) return 1;
  const o = t.openedAt[id];
  return o >= 0 && o <= step ? 2 : 0;
}

/** One row of the comparison table. */
export interface Comparison {
  /** a search of the inspector's, or the axial tutorial's recursive pathfinder */
  algorithm: SearchAlgorithm | 'tutorial';
  /** path cost, or null when there is no path */
  cost: number | null;
  steps: number | null;
  /** the tiles of the path found, start first, or null */
  path: readonly number[] | null;
  optimal: boolean;
  expanded: number;
  ms: number;
}

/**
 * Run the four searches and the axial tutorial's recursive pathfinder on the same question; a path is optimal when no
 * other search found a cheaper one (Dijkstra's is).
 */
export function compareAll(board: Board, start: number, goal: number): Comparison[] {
  const rows: Comparison[] = ALGORITHMS.map((algorithm) => {
    const { result: t, ms } = timed(() => searchTrace(board, start, goal, algorithm));
    return {
      algorithm,
      cost: t.path ? t.cost : null,
      steps: t.path ? t.path.length - 1 : null,
      path: t.path,
      optimal: false,
      expanded: t.expanded,
      ms,
    };
  });
  const { result: tut, ms } = timed(() => tutorialPath(board, start, goal));
  rows.push({
    algorithm: 'tutorial',
    cost: tut.path ? tut.cost : null,
    steps: tut.path ? tut.path.length - 1 : null,
    path: tut.path,
    optimal: false,
    expanded: tut.expanded,
    ms,
  });
  const best = Math.min(...rows.map((r) => r.cost ?? Infinity));
  for (const r of rows) r.optimal = r.cost !== null && r.cost === best;
  return rows;
}
