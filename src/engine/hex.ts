import type { Axial, Cube } from './types';

/** Axial directions in a fixed order, counter-clockwise from east (Red Blob: "Neighbors"). */
export const AXIAL_DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** The six diagonal offsets, same order (Red Blob: "Diagonals"). */
const AXIAL_DIAGONALS: readonly Axial[] = [
  { q: 2, r: -1 },
  { q: 1, r: -2 },
  { q: -1, r: -1 },
  { q: -2, r: 1 },
  { q: -1, r: 2 },
  { q: 1, r: 1 },
];

/** Hex addition (Red Blob: "Coordinate arithmetic"). */
export const axialAdd = (a: Axial, b: Axial): Axial => ({ q: a.q + b.q, r: a.r + b.r });
/** Hex subtraction. */
export const axialSubtract = (a: Axial, b: Axial): Axial => ({ q: a.q - b.q, r: a.r - b.r });
/** Equality of two axial hexes. */
export const axialEquals = (a: Axial, b: Axial): boolean => a.q === b.q && a.r === b.r;

/** The neighbour in direction d, 0..5 (Red Blob: "Neighbors"). */
export const axialNeighbor = (a: Axial, d: number): Axial => axialAdd(a, AXIAL_DIRECTIONS[((d % 6) + 6) % 6]);

/** All six neighbours, in AXIAL_DIRECTIONS order. */
export const axialNeighbors = (a: Axial): Axial[] => AXIAL_DIRECTIONS.map((d) => axialAdd(a, d));

/** All six diagonal neighbours, in AXIAL_DIAGONALS order. */
export const axialDiagonals = (a: Axial): Axial[] => AXIAL_DIAGONALS.map((d) => axialAdd(a, d));

/** Hex distance in steps (Red Blob: "Distances"). */
export function axialDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Axial to cube (Red Blob: "Conversions"). */
export const axialToCube = (a: Axial): Cube => ({ q: a.q, r: a.r, s: -a.q - a.r });
/** Cube to axial. */
export const cubeToAxial = (c: Cube): Axial => ({ q: c.q, r: c.r });

/**
 * Round fractional axial coordinates to the hex that contains them (Red Blob: "Rounding").
 * floor(v + 0.5) is several times cheaper than Math.round here and rounds the same way for our purposes.
 * Straight-line on plain numbers: through a shared Int32Array scratch, pixel to hex ran ten times slower in a process
 * where honeycomb-grid had run too (bench/engine.bench.ts). `+ 0` turns the minus zero of -r - s (r and s both zero)
 * into zero.
 */
export function axialRound(fq: number, fr: number): Axial {
  const fs = -fq - fr;
  let q = Math.floor(fq + 0.5);
  let r = Math.floor(fr + 0.5);
  const s = Math.floor(fs + 0.5);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s + 0;
  else if (dr > ds) r = -q - s + 0;
  return { q, r };
}

/**
 * Round fractional axial coordinates into out[0] (q) and out[1] (r). Once V8 inlines axialRound here, escape
 * analysis drops its object: no allocation (bench/engine.bench.ts, pixelToTile).
 */
export function axialRoundInto(fq: number, fr: number, out: Int32Array): void {
  const h = axialRound(fq, fr);
  out[0] = h.q;
  out[1] = h.r;
}

/** Round fractional cube coordinates (Red Blob: "Rounding"). */
export function cubeRound(c: Cube): Cube {
  const a = axialRound(c.q, c.r);
  return axialToCube(a);
}
