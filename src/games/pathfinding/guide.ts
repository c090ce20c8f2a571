import { boardDistance, tileAxial, type Board } from '../../engine';

const HALF_SQRT3 = Math.sqrt(3) / 2;

/**
 * What A* and greedy search need to know about the goal: the hex distance heuristic, and a tie-breaker that keeps
 * paths close to the straight line from start to goal (Amit Patel's "cross product" nudge, on the hex lattice).
 */
export interface Guide {
  readonly gq: number;
  readonly gr: number;
  /** the goal in lattice space (unit tile spacing; the same for pointy and flat, which differ by a rotation) */
  readonly gx: number;
  readonly gy: number;
  /** unit vector from goal to start, in lattice space (0, 0 when they coincide) */
  readonly ux: number;
  readonly uy: number;
  /** maps (h + straightness) into [0, 1), below the gap between two integer f values */
  readonly tieScale: number;
}

/** The guide towards `goal` for a search that starts at `start`. */
export function makeGuide(board: Board, start: number, goal: number): Guide {
  const gq = board.q[goal];
  const gr = board.r[goal];
  const gx = gq + gr / 2;
  const gy = gr * HALF_SQRT3;
  const dx = board.q[start] + board.r[start] / 2 - gx;
  const dy = board.r[start] * HALF_SQRT3 - gy;
  const len = Math.hypot(dx, dy);
  // Any two tiles of a rows x cols grid are less than 2 * (rows + cols) steps apart, so h + 1 < this bound.
  const tieScale = 1 / (2 * (board.rows + board.cols) + 2);
  return { gq, gr, gx, gy, ux: len > 0 ? dx / len : 0, uy: len > 0 ? dy / len : 0, tieScale };
}

/** Hex distance from a tile to the goal (the short way round a wrapped board): admissible and consistent, since every tile costs at least 1 to enter. */
export function hexHeuristic(board: Board, guide: Guide, id: number): number {
  // Across a wrapped board's seams the goal may be nearer the other way round.
  if (board.wrapShape) return boardDistance(board, tileAxial(board, id), { q: guide.gq, r: guide.gr });
  const dq = board.q[id] - guide.gq;
  const dr = board.r[id] - guide.gr;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * A value in [0, 1) added to an integer priority: among equal priorities it prefers lower h (deeper tiles), then
 * tiles nearer the start-goal line. Being below 1 it never reorders different integer priorities, so A* stays optimal.
 */
export function tieBreak(board: Board, guide: Guide, id: number, h: number): number {
  const dx = board.q[id] + board.r[id] / 2 - guide.gx;
  const dy = board.r[id] * HALF_SQRT3 - guide.gy;
  const off = Math.abs(dx * guide.uy - dy * guide.ux);
  return (h + off / (off + 1)) * guide.tieScale;
}
