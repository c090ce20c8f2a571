import { KIND_FLOOR, type Board } from '../../engine';
import { makeGuide } from './guide';
import { pathBack } from './pathBack';
import { wrappedAstar } from './wrapped';
import * as layerLists from './layers';
import { beginSearch, beginWideSearch, scratchFor, type SearchScratch } from './scratch';
import * as offsetStepTables from './steps';

/** A search's answer: the tiles from start to goal (null when unreachable), their total cost, tiles expanded. */
export interface PathResult {
  readonly path: number[] | null;
  /** sum of the costs of entering each tile after the start (0 when there is no path) */
  readonly cost: number;
  readonly expanded: number;
}

// The hot loop calls these through module-local bindings, read once: vitest's module runner turns every use of an
// import into a getter call on the module object, which in a loop run millions of times costs as much as the search.
const { ENTRY, E_ID, E_NEXT, E_ROW, E_COL, E_Q, E_R, E_BACK, growPool, growHeads } = layerLists;
const { AWAY, BACK, DIR_Q, DIR_R, offsetSteps } = offsetStepTables;
const HALF_SQRT3 = Math.sqrt(3) / 2;
/** per direction, how a step changes the signed distance from the start-goal line (filled per search) */
const lineStep = new Float64Array(6);
/** per parity and direction, how a step changes row * cols + col (filled per search) */
const cellStep = new Int32Array(12);

/** Whether a tile id exists on the board and can be walked on. */
export const isWalkable = (board: Board, id: number): boolean =>
  Number.isInteger(id) && id >= 0 && id < board.size && board.kind[id] === KIND_FLOOR;

/**
 * The cheapest path between two floor tiles (Red Blob: "A* search"), walls impassable, each tile costing board.cost
 * to enter, hex distance heuristic. Among equal f the newest tile goes first (a bucket queue, LIFO per f), and of a
 * tile's children the one nearest the start-goal line goes straight next, so paths hug the line.
 * Allocates nothing per expanded tile.
 */
export function astar(
  board: Board,
  start: number,
  goal: number,
  scratch: SearchScratch = scratchFor(board),
): PathResult {
  if (scratch.size < board.size)
    throw new RangeError(`scratch holds ${scratch.size} tiles, the board has ${board.size}`);
  if (!isWalkable(board, start) || !isWalkable(board, goal)) return { path: null, cost: 0, expanded: 0 };
  if (start === goal) return { path: [start], cost: 0, expanded: 0 };
  if (board.wrapShape) return wrappedAstar(board, start, goal);
  const found = search(board, start, goal, scratch, beginSearch(scratch, board), scratch.span - 256);
  if (found) return found;
  // Only on big boards with very costly paths: some g came near the epoch span, so search again with room up to 2^30.
  const wide = beginWideSearch(scratch, board);
  const again = search(board, start, goal, scratch, wide, wide - 256);
  if (!again) throw new RangeError('a path on this board costs more than 2^30');
  return again;
}

/**
 * A* proper, or null when a tile's g passes gMax (children may cost up to 255 more, and every g must stay below
 * the epoch's span). Neighbours come from offset arithmetic, not board.neighbors, and each queue entry carries its
 * tile's coordinates: with `reached` (which also marks walls) and, where floor costs vary, cost, that is all the
 * per-tile memory the loop touches.
 */
function search(
  board: Board,
  start: number,
  goal: number,
  scratch: SearchScratch,
  epoch: number,
  gMax: number,
): PathResult | null {
  const { cost, idAt, rows, cols } = board;
  const { dRow, dCol, byRow } = offsetSteps(board);
  const dense = board.size === rows * cols; // then tile ids are row * cols + col, no idAt lookup needed
  const { reached, layers, uniform } = scratch;
  let { pool, heads } = layers;
  const guide = makeGuide(board, start, goal);
  const { gq, gr, gx, gy, ux, uy } = guide;
  for (let d = 0; d < 6; d++) lineStep[d] = (DIR_Q[d] + DIR_R[d] / 2) * uy - DIR_R[d] * HALF_SQRT3 * ux;
  for (let k = 0; k < 12; k++) cellStep[k] = dRow[k] * cols + dCol[k];

  let row = board.row[start];
  let col = board.col[start];
  let q = board.q[start];
  let r = board.r[start];
  const base = (Math.abs(q - gq) + Math.abs(r - gr) + Math.abs(q - gq + r - gr)) >> 1; // the lowest f, h(start)
  let f = base; // the bucket being drained
  let top = base - 1; // the highest bucket made so far
  let used = 0; // pool entries ever handed out this search
  let free = -1; // popped entries, for reuse
  reached[start] = epoch;
  let cur = start; // the tile to expand next, -1 to pop one
  let back = -1; // the direction from cur to the tile it was reached from (-1 for the start)
  let expanded = 0;
  for (;;) {
    while (cur < 0) {
      let e = f <= top ? heads[f - base] : -1;
      while (e < 0) {
        if (++f > top) return { path: null, cost: 0, expanded };
        e = heads[f - base];
      }
      const o = e * ENTRY;
      heads[f - base] = pool[o + E_NEXT];
      pool[o + E_NEXT] = free;
      free = e;
      const id = pool[o + E_ID];
      q = pool[o + E_Q];
      r = pool[o + E_R];
      // A tile whose g improved after this entry was pushed has been expanded from a lower f already.
      if (epoch - reached[id] + ((Math.abs(q - gq) + Math.abs(r - gr) + Math.abs(q - gq + r - gr)) >> 1) !== f)
        continue;
      cur = id;
      row = pool[o + E_ROW];
      col = pool[o + E_COL];
      back = pool[o + E_BACK];
    }
    expanded++;
    if (cur === goal)
      return { path: pathBack(board, reached, epoch, start, goal, guide), cost: epoch - reached[goal], expanded };
    const gc = epoch - reached[cur];
    if (gc > gMax) return null;
    const dq = q - gq;
    const dr = r - gr;
    const p = ((byRow ? row : col) & 1) * 6;
    const edge = row === 0 || col === 0 || row === rows - 1 || col === cols - 1; // else every step stays on the grid
    const cell = row * cols + col;
    let best = -1; // the child that goes next without the queue: equal f, lowest h, then nearest the line
    let bestD = 0;
    let bestH = 0;
    let bestOff = -1; // -1: not worked out yet
    let line = NaN; // signed distance of cur from the start-goal line, worked out on first need
    for (let k = back < 0 ? 18 : back * 3, end = back < 0 ? 24 : k + 3; k < end; k++) {
      const d = AWAY[k];
      if (edge) {
        const nRow = row + dRow[p + d];
        const nCol = col + dCol[p + d];
        if (nRow < 0 || nRow >= rows || nCol < 0 || nCol >= cols) continue;
      }
      const n = dense ? cell + cellStep[p + d] : idAt[cell + cellStep[p + d]];
      if (n < 0) continue;
      const ng = uniform ? gc + 1 : gc + cost[n];
      // Skips walls (BLOCKED) and closed tiles: with a consistent heuristic their g is final, so never above ng.
      if (epoch - ng <= reached[n]) continue;
      reached[n] = epoch - ng;
      const a = dq + DIR_Q[d];
      const b = dr + DIR_R[d];
      const h = (Math.abs(a) + Math.abs(b) + Math.abs(a + b)) >> 1;
      let pushN = n; // the tile that goes on the queue: n, or the best so far when n beats it
      let pushD = d;
      let pushF = ng + h;
      if (pushF === f) {
        if (best < 0) {
          best = n;
          bestD = d;
          bestH = h;
          continue;
        }
        if (line !== line) line = (q + r / 2 - gx) * uy - (r * HALF_SQRT3 - gy) * ux;
        if (bestOff < 0) bestOff = Math.abs(line + lineStep[bestD]);
        const off = Math.abs(line + lineStep[d]);
        if (h < bestH || (h === bestH && off < bestOff)) {
          pushN = best;
          pushD = bestD;
          pushF = f;
          best = n;
          bestD = d;
          bestH = h;
          bestOff = off;
        }
      }
      // push pushN (the tile in direction pushD) onto the stack of f = pushF
      const pf = pushF;
      if (pf > top) {
        if (pf - base >= heads.length) heads = growHeads(layers, pf - base + 1);
        while (top < pf) heads[++top - base] = -1;
      }
      let e = free;
      if (e >= 0) free = pool[e * ENTRY + E_NEXT];
      else if ((e = used++) * ENTRY >= pool.length) pool = growPool(layers, used);
      const o = e * ENTRY;
      const pRow = row + dRow[p + pushD];
      const pCol = col + dCol[p + pushD];
      pool[o + E_ID] = pushN;
      pool[o + E_NEXT] = heads[pf - base];
      pool[o + E_ROW] = pRow;
      pool[o + E_COL] = pCol;
      pool[o + E_Q] = q + DIR_Q[pushD];
      pool[o + E_R] = r + DIR_R[pushD];
      pool[o + E_BACK] = BACK[pushD];
      heads[pf - base] = e;
    }
    cur = best;
    if (best >= 0) {
      row += dRow[p + bestD];
      col += dCol[p + bestD];
      q += DIR_Q[bestD];
      r += DIR_R[bestD];
      back = BACK[bestD];
    }
  }
}
