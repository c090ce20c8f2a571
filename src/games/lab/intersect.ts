import type { Axial } from '../../engine';

/** The most centres the Lab intersects at once. */
const MAX_CENTRES = 3;

/**
 * The hexes within n steps of every centre (Red Blob: "Intersecting ranges"). Each range is a box in cube
 * coordinates, c − n ≤ q, r, s ≤ c + n; their intersection is the box of the largest lower and smallest upper
 * bounds, walked like one range: q over its bounds, r over what keeps s = −q − r inside its own.
 */
export function rangeIntersection(centres: readonly Axial[], n: number): Axial[] {
  if (centres.length === 0) return [];
  let qMin = -Infinity;
  let qMax = Infinity;
  let rMin = -Infinity;
  let rMax = Infinity;
  let sMin = -Infinity;
  let sMax = Infinity;
  for (const c of centres) {
    const s = -c.q - c.r;
    qMin = Math.max(qMin, c.q - n);
    qMax = Math.min(qMax, c.q + n);
    rMin = Math.max(rMin, c.r - n);
    rMax = Math.min(rMax, c.r + n);
    sMin = Math.max(sMin, s - n);
    sMax = Math.min(sMax, s + n);
  }
  const out: Axial[] = [];
  for (let q = qMin; q <= qMax; q++) {
    for (let r = Math.max(rMin, -q - sMax); r <= Math.min(rMax, -q - sMin); r++) out.push({ q: q + 0, r: r + 0 });
  }
  return out;
}

/** A click with the intersect tool: a centre already picked is dropped, a new one added (the oldest goes past three). */
export function pickCentre(centres: readonly number[], tile: number): number[] {
  if (centres.includes(tile)) return centres.filter((c) => c !== tile);
  return [...centres, tile].slice(-MAX_CENTRES);
}
