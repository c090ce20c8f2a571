import type { Axial } from './types';

// Red Blob: "Rotation" and "Reflection". Both work in cube coordinates (s = -q - r) about a centre hex, so they are
// exact on the hex grid: a rotated or mirrored shape has the same tiles, never a rounded approximation.

/** The axis a reflection keeps fixed: 'q' swaps r and s, 'r' swaps q and s, 's' swaps q and r. */
export type ReflectAxis = 'q' | 'r' | 's';

/**
 * Rotate h about centre by `steps` turns of 60 degrees (Red Blob: "Rotation"). Positive steps turn clockwise on
 * screen (y grows downwards) in both the pointy and the flat layout; negative steps turn anticlockwise; any integer.
 */
export function axialRotate(h: Axial, center: Axial, steps: number): Axial {
  let q = h.q - center.q;
  let r = h.r - center.r;
  const turns = ((Math.trunc(steps) % 6) + 6) % 6;
  for (let i = 0; i < turns; i++) {
    // One clockwise turn: (q, r, s) -> (-r, -s, -q), and -s = q + r.
    const nq = -r;
    r = q + r;
    q = nq;
  }
  return { q: q + center.q + 0, r: r + center.r + 0 };
}

/** Mirror h about centre: the cube coordinate named by `axis` is kept and the other two swap (Red Blob: "Reflection"). */
export function axialReflect(h: Axial, center: Axial, axis: ReflectAxis): Axial {
  const q = h.q - center.q;
  const r = h.r - center.r;
  const s = -q - r;
  let out: Axial;
  if (axis === 'q') out = { q, r: s };
  else if (axis === 'r') out = { q: s, r };
  else out = { q: r, r: q };
  return { q: out.q + center.q + 0, r: out.r + center.r + 0 };
}
