import { AXIAL_DIRECTIONS } from './hex';
import type { Axial } from './types';

/** Every hex within n steps of center, 3n(n+1)+1 of them (Red Blob: "Movement range"). */
export function axialRange(center: Axial, n: number): Axial[] {
  const out: Axial[] = [];
  for (let dq = -n; dq <= n; dq++) {
    const lo = Math.max(-n, -dq - n);
    const hi = Math.min(n, -dq + n);
    for (let dr = lo; dr <= hi; dr++) out.push({ q: center.q + dq + 0, r: center.r + dr + 0 });
  }
  return out;
}

/** The hexes exactly n steps from center, 6n of them, walking counter-clockwise from the south-west corner (Red Blob: "Rings"). */
export function axialRing(center: Axial, n: number): Axial[] {
  if (n <= 0) return [{ q: center.q, r: center.r }];
  const start = AXIAL_DIRECTIONS[4];
  let q = center.q + start.q * n;
  let r = center.r + start.r * n;
  const out: Axial[] = [];
  for (let d = 0; d < 6; d++) {
    const step = AXIAL_DIRECTIONS[d];
    for (let k = 0; k < n; k++) {
      out.push({ q: q + 0, r: r + 0 });
      q += step.q;
      r += step.r;
    }
  }
  return out;
}

/** The centre, then ring 1, ring 2, ... up to ring n (Red Blob: "Spiral rings"). */
export function axialSpiral(center: Axial, n: number): Axial[] {
  const out: Axial[] = [{ q: center.q, r: center.r }];
  for (let k = 1; k <= n; k++) out.push(...axialRing(center, k));
  return out;
}
