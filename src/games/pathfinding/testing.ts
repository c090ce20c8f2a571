// Test builders shared by the pathfinding and hero tests: random boards and an independent, slow Dijkstra.
import fc from 'fast-check';
import { KIND_FLOOR, makeBoard, type Board, type LevelData, type Orientation, type Parity } from '../../engine';

/** A cell of levelData from a percentile: 8% void, 25% wall, 17% costly floor (2..9), the rest plain floor. */
const cell = (p: number): number => (p < 8 ? -1 : p < 33 ? 1 : p < 50 ? 2 + (p % 8) : 0);

/** Random levelData up to maxRows x maxCols with walls, void and costly floor. */
const arbLevel = (maxRows = 12, maxCols = 12): fc.Arbitrary<LevelData> =>
  fc
    .record({ rows: fc.integer({ min: 1, max: maxRows }), cols: fc.integer({ min: 1, max: maxCols }) })
    .chain(({ rows, cols }) =>
      fc.array(fc.array(fc.integer({ min: 0, max: 99 }).map(cell), { minLength: cols, maxLength: cols }), {
        minLength: rows,
        maxLength: rows,
      }),
    );

/** Random boards in both orientations and parities. */
export const arbBoard = (maxRows = 12, maxCols = 12): fc.Arbitrary<Board> =>
  fc
    .record({
      level: arbLevel(maxRows, maxCols),
      orientation: fc.constantFrom<Orientation>('pointy', 'flat'),
      parity: fc.constantFrom<Parity>('odd', 'even'),
    })
    .map(({ level, orientation, parity }) => makeBoard(level, { orientation, parity }));

/** A random board with two of its floor tiles (possibly the same one); boards without floor are skipped. */
export const arbQuestion = (maxRows = 12, maxCols = 12): fc.Arbitrary<{ board: Board; start: number; goal: number }> =>
  fc
    .record({ board: arbBoard(maxRows, maxCols), s: fc.nat(), t: fc.nat() })
    .filter(({ board }) => floorTiles(board).length > 0)
    .map(({ board, s, t }) => {
      const floor = floorTiles(board);
      return { board, start: floor[s % floor.length], goal: floor[t % floor.length] };
    });

/** The board's floor tile ids. */
export function floorTiles(board: Board): number[] {
  const out: number[] = [];
  for (let id = 0; id < board.size; id++) if (board.kind[id] === KIND_FLOOR) out.push(id);
  return out;
}

/** Cheapest cost from start to every tile by textbook O(n^2) Dijkstra (Infinity unreachable): the reference. */
export function referenceCosts(board: Board, start: number): number[] {
  const dist = new Array<number>(board.size).fill(Infinity);
  const done = new Array<boolean>(board.size).fill(false);
  if (board.kind[start] !== KIND_FLOOR) return dist;
  dist[start] = 0;
  for (;;) {
    let cur = -1;
    for (let id = 0; id < board.size; id++)
      if (!done[id] && dist[id] < Infinity && (cur < 0 || dist[id] < dist[cur])) cur = id;
    if (cur < 0) return dist;
    done[cur] = true;
    for (let d = 0; d < 6; d++) {
      const n = board.neighbors[cur * 6 + d];
      if (n >= 0 && board.kind[n] === KIND_FLOOR) dist[n] = Math.min(dist[n], dist[cur] + board.cost[n]);
    }
  }
}

/** A problem with a path, or null: it must start and end where asked, step between neighbours, stay on floor. */
export function pathProblem(board: Board, path: readonly number[], start: number, goal: number): string | null {
  if (path[0] !== start) return `starts at ${path[0]}, not ${start}`;
  if (path[path.length - 1] !== goal) return `ends at ${path[path.length - 1]}, not ${goal}`;
  for (let i = 0; i < path.length; i++) {
    if (board.kind[path[i]] !== KIND_FLOOR) return `tile ${path[i]} is not floor`;
    if (i > 0 && !board.neighbors.subarray(path[i - 1] * 6, path[i - 1] * 6 + 6).includes(path[i]))
      return `${path[i - 1]} -> ${path[i]} is not a step`;
  }
  return null;
}

/** A path's movement cost: the cost of entering every tile after the first. */
export const pathCost = (board: Board, path: readonly number[]): number =>
  path.slice(1).reduce((sum, id) => sum + board.cost[id], 0);
