import type { Board } from './board';
import { axialRound } from './hex';
import type { Layout } from './types';

// Allocation-free versions of the per-pointer and per-tile conversions: plain numbers in, numbers (or a caller's
// typed array) out, so a pointermove handler or a bulk renderer creates no garbage. The object-returning functions in
// layout.ts and offset.ts stay the readable reference; the tests check these agree with them.

/** The tile id at axial (q, r) on a board, or -1; offset conversion inlined (Red Blob: "Offset coordinates"). */
export function tileIdAt(board: Board, q: number, r: number): number {
  // (v + sign * (v & 1)) >> 1 is (v - (v&1)) / 2 for odd parity and (v + (v&1)) / 2 for even, without a branch per form.
  const sign = board.parity === 'odd' ? -1 : 1;
  let row: number;
  let col: number;
  if (board.orientation === 'pointy') {
    row = r;
    col = q + ((r + sign * (r & 1)) >> 1);
  } else {
    col = q;
    row = r + ((q + sign * (q & 1)) >> 1);
  }
  // Written so NaN fails too.
  if (!(row >= 0 && row < board.rows && col >= 0 && col < board.cols)) return -1;
  return board.idAt[row * board.cols + col];
}

/**
 * The tile under pixel (x, y), or -1 (Red Blob: "Pixel to hex" with cube rounding). No shared scratch: once axialRound
 * is inlined here its object never leaves this function, and escape analysis removes it.
 */
export function pixelToTile(board: Board, layout: Layout, x: number, y: number): number {
  const px = (x - layout.origin.x) / layout.size.x;
  const py = (y - layout.origin.y) / layout.size.y;
  const h = axialRound(layout.b0 * px + layout.b1 * py, layout.b2 * px + layout.b3 * py);
  return tileIdAt(board, h.q, h.r);
}

/** Write the centre of hex (q, r) to out[offset] (x) and out[offset + 1] (y) (Red Blob: "Hex to pixel"). */
export function axialToPixelInto(layout: Layout, q: number, r: number, out: Float64Array, offset = 0): void {
  out[offset] = (layout.f0 * q + layout.f1 * r) * layout.size.x + layout.origin.x;
  out[offset + 1] = (layout.f2 * q + layout.f3 * r) * layout.size.y + layout.origin.y;
}

/** Every tile's centre, x at [2 * id] and y at [2 * id + 1], into `out` (allocated when not given). */
export function tileCentersInto(board: Board, layout: Layout, out = new Float64Array(board.size * 2)): Float64Array {
  for (let id = 0; id < board.size; id++) axialToPixelInto(layout, board.q[id], board.r[id], out, id * 2);
  return out;
}

/** Hex distance in steps between two tiles of a board (Red Blob: "Distances"), from its typed arrays. */
export function tileDistance(board: Board, a: number, b: number): number {
  const dq = board.q[a] - board.q[b];
  const dr = board.r[a] - board.r[b];
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
