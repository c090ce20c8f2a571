// Hero mode's texts in English: status line, pad, overlays, path inspector and the comparison of searches.
import type { Format } from '../format';
import { COMPASS } from '../compass';

/** Milliseconds with enough digits to tell fast searches apart. */
const ms = (n: number, f: Format) =>
  n < 0.01
    ? `< ${f.number(0.01, 2)} ms`
    : n < 1
      ? `${f.number(n, 2)} ms`
      : n < 100
        ? `${f.number(n, 1)} ms`
        : `${f.number(Math.round(n), 0)} ms`;

const hero = {
  boardLabel:
    'Hero board. Hold the movement keys to walk; click a tile, or move the cursor with the arrow keys and press Enter, to walk there along the shortest path.',
  tile: { wall: 'wall', floor: 'floor', costly: (cost: number) => `floor, costs ${cost} to enter` },
  token: 'Hero',
  tokenAt: (row: number, col: number) => `Hero at row ${row}, column ${col}`,
  /** The compass names the movement keys carry (games/hero/keys.ts), as the key legend shows them. */
  directions: COMPASS.en,
  walkKeys: 'Walk (hold, combine two for the directions between):',
  pad: 'Move the hero',
  /** The pad buttons' names: "Move west"... (CONTRACT hooks in English). */
  move: (direction: string) => `Move ${direction}`,
  steps: { one: '# step', other: '# steps' },
  ms,
  status: {
    length: 'Path length',
    cost: 'Path cost',
    unreachable: 'unreachable',
    noPath: (row: number, col: number, wall: boolean) =>
      `No path reaches row ${row}, column ${col}: ${wall ? 'it is a wall.' : 'walls or gaps cut it off.'}`,
    walking: (row: number, col: number, steps: string, cost: number) =>
      `Walking to row ${row}, column ${col}: ${steps}, cost ${cost}.`,
    idle: 'Click a tile to walk there, or hold the movement keys.',
    /** The same on a touch screen, where the pad under the board moves the hero. */
    idleTouch: 'Tap a tile to walk there, or hold an arrow on the pad.',
  },
  overlays: {
    heading: 'Overlays from the hero',
    reach: 'Reachable tiles',
    reachIn: 'Reach in',
    reachBy: { steps: 'Steps', cost: 'Cost' },
    stepsN: 'Steps (N)',
    budget: 'Budget',
    sight: 'Line of sight from the hero',
    distance: 'Distance from the hero',
    distanceAs: 'Distance as',
    probe: 'Collision box and test points',
    distanceKinds: { walk: 'Walking', hex: 'Hex steps' },
  },
  inspector: {
    heading: 'Path inspector',
    show: 'Show the search on the board',
    algorithm: 'Algorithm',
    algorithms: { bfs: 'Breadth-first', dijkstra: 'Dijkstra', greedy: 'Greedy best-first', astar: 'A*' },
    numbers: 'Tile numbers',
    labels: { scores: 'g, h, f', order: 'Order', none: 'None' },
    pick: 'Click a tile: the inspector shows the search from where the hero stood to that tile.',
    step: 'Step',
    runAll: 'Run all',
    reset: 'Reset',
    shown: (k: number, total: number) => `Expansions shown: ${k} of ${total}`,
    length: 'Path length',
    noPath: 'no path',
    cost: 'Path cost',
    expanded: 'Tiles expanded',
    time: 'Time taken',
    frontier: 'frontier (open)',
    closed: 'expanded (closed)',
    arrows: '· arrows point to each tile’s parent',
  },
  compare: {
    heading: 'Compare searches',
    measuring: 'Measuring…',
    pick: 'Click a tile: the four searches and the axial tutorial’s pathfinder run from where the hero stood to that tile.',
    search: 'Search',
    cost: 'Cost',
    optimal: 'Optimal',
    expanded: 'Expanded',
    time: 'Time',
    yes: 'yes',
    no: 'no',
    short: { bfs: 'BFS', dijkstra: 'Dijkstra', greedy: 'Greedy', astar: 'A*', tutorial: 'Recursive (tutorial)' },
    drawPath: 'Draw this path on the board',
    again: 'Measure again',
    worse: (extra: number, cost: number) =>
      `The axial tutorial’s recursive pathfinder moves to the neighbour with the lowest cost + heuristic and backs up only when stuck, so it never weighs a detour against a dead end: here its path costs ${extra} more than the cheapest (${cost}). It also counts every tile as 10, ignoring costly floor.`,
    same: 'The axial tutorial’s recursive pathfinder found a cheapest path here; on boards with walls in the way it often does not (it commits to each step and backs up only when stuck).',
  },
};

export default hero;
