import { axialDistance, axialRound, axialRoundInto } from './hex';
import type { Axial, Cube } from './types';

// Red Blob: "Line drawing". Both ends are nudged by a tiny cube offset (summing to zero) so that points falling
// exactly on an edge between two hexes always round the same way instead of flickering between them.
const NUDGE_Q = 1e-6;
const NUDGE_R = 2e-6;

/** Linear interpolation between two cube positions (Red Blob: "Line drawing", cube_lerp). */
export function cubeLerp(a: Cube, b: Cube, t: number): Cube {
  return { q: a.q + (b.q - a.q) * t, r: a.r + (b.r - a.r) * t, s: a.s + (b.s - a.s) * t };
}

/**
 * The hexes on the line from a to b, both included: distance + 1 hexes, each a neighbour of the last. Where the line
 * runs exactly along edges, `side` says which way it leans: 1 (the default) or -1, the other side of every such edge.
 */
export function axialLine(a: Axial, b: Axial, side: 1 | -1 = 1): Axial[] {
  const n = axialDistance(a, b);
  const nq = NUDGE_Q * side;
  const nr = NUDGE_R * side;
  const from: Cube = { q: a.q + nq, r: a.r + nr, s: -a.q - a.r - nq - nr };
  const to: Cube = { q: b.q + nq, r: b.r + nr, s: -b.q - b.r - nq - nr };
  const out: Axial[] = [];
  for (let i = 0; i <= n; i++) {
    const c = cubeLerp(from, to, n === 0 ? 0 : i / n);
    out.push(axialRound(c.q, c.r));
  }
  return out;
}

/** The i-th hex (0..n) of the n-step line from (aq, ar) to (bq, br), written to out[0] (q) and out[1] (r); no allocation. */
export function lineStepInto(
  aq: number,
  ar: number,
  bq: number,
  br: number,
  n: number,
  i: number,
  out: Int32Array,
): void {
  const t = n === 0 ? 0 : i / n;
  axialRoundInto(aq + NUDGE_Q + (bq - aq) * t, ar + NUDGE_R + (br - ar) * t, out);
}
