import { axialDistance } from './hex';
import { axialToOffset, offsetToAxial } from './offset';
import { levelWidth, VOID, type LevelData } from './levelData';
import type { Axial, Offset, OffsetSettings } from './types';

/**
 * How a board wraps (Red Blob: "Wraparound maps"): not at all, left-right (a cylinder), both ways (a torus), or a
 * hexagon by its six mirror centres. A rectangle wraps by taking offset rows and columns modulo the board's size.
 */
export type Wrap = 'none' | 'x' | 'xy' | 'hex';
export const WRAPS: readonly Wrap[] = ['none', 'x', 'xy', 'hex'];

/** What a board needs to know to wrap a hex that falls off it back onto it. */
export interface WrapShape {
  readonly wrap: Wrap;
  readonly rows: number;
  readonly cols: number;
  /** hexagon wrap: the centre tile and the radius */
  readonly centre: Axial;
  readonly radius: number;
  /** the lattice steps that carry the board onto its copies beside it (the zero step first) */
  readonly images: readonly Axial[];
}

/**
 * Why a board can't wrap, as data (the UI words it): an offset axis with an odd count or fewer than 4 lines, a plain
 * axis with fewer than 3, or a mirror-centre wrap on a board that is not a hexagon of radius 2 or more.
 */
export type WrapProblem = { kind: 'evenCount' | 'tooFew'; axis: 'rows' | 'columns' } | { kind: 'notHexagon' };

// An axis that is offset (rows of the horizontal layout, columns of the vertical) keeps its parity pattern across
// the seam only with an even count, and six distinct neighbours need 4 lines; a plain axis needs 3.
function axisProblem(count: number, offsetAxis: boolean, axis: 'rows' | 'columns'): WrapProblem | null {
  if (offsetAxis && (count % 2 !== 0 || count < 4)) return { kind: 'evenCount', axis };
  if (!offsetAxis && count < 3) return { kind: 'tooFew', axis };
  return null;
}

/** The hexagon a level is, as centre and radius, or null when its tiles are not exactly a hexagon of radius 2 or more. */
function hexagonOf(level: LevelData, settings: OffsetSettings): { centre: Axial; radius: number } | null {
  const hexes: Axial[] = [];
  level.forEach((line, row) =>
    line.forEach((v, col) => v !== VOID && hexes.push(offsetToAxial(settings, { row, col }))),
  );
  const n = hexes.length;
  const radius = Math.round((-3 + Math.sqrt(9 + 12 * (n - 1))) / 6);
  if (radius < 2 || 3 * radius * (radius + 1) + 1 !== n) return null;
  const centre = { q: hexes.reduce((t, h) => t + h.q, 0) / n, r: hexes.reduce((t, h) => t + h.r, 0) / n };
  if (!Number.isInteger(centre.q) || !Number.isInteger(centre.r)) return null;
  return hexes.every((h) => axialDistance(h, centre) <= radius) ? { centre, radius } : null;
}

/** Why a level can't wrap this way, or null when it can. */
export function wrapProblem(level: LevelData, settings: OffsetSettings, wrap: Wrap): WrapProblem | null {
  if (wrap === 'none') return null;
  if (wrap === 'hex') return hexagonOf(level, settings) ? null : { kind: 'notHexagon' };
  const pointy = settings.orientation === 'pointy';
  const x = axisProblem(levelWidth(level), !pointy, 'columns');
  if (x || wrap === 'x') return x;
  return axisProblem(level.length, pointy, 'rows');
}

/** The six mirror centres of a hexagon of radius n: cube (2n+1, -n, -n-1) and its rotations (Red Blob: "Wraparound maps"). */
function mirrorCentres(n: number): Axial[] {
  const out: Axial[] = [];
  let c = { q: 2 * n + 1, r: -n, s: -n - 1 };
  for (let i = 0; i < 6; i++) {
    out.push({ q: c.q, r: c.r });
    c = { q: -c.r, r: -c.s, s: -c.q };
  }
  return out;
}

/** The wrap shape of a level, or null when it can't wrap that way (see wrapProblem) or does not wrap. */
export function wrapShape(level: LevelData, settings: OffsetSettings, wrap: Wrap): WrapShape | null {
  if (wrap === 'none' || wrapProblem(level, settings, wrap)) return null;
  const rows = level.length;
  const cols = levelWidth(level);
  const zero = { q: 0, r: 0 };
  if (wrap === 'hex') {
    const { centre, radius } = hexagonOf(level, settings)!;
    return { wrap, rows, cols, centre, radius, images: [zero, ...mirrorCentres(radius)] };
  }
  const o = offsetToAxial(settings, { row: 0, col: 0 });
  const step = (row: number, col: number) => {
    const a = offsetToAxial(settings, { row, col });
    return { q: a.q - o.q, r: a.r - o.r };
  };
  const tx = step(0, cols);
  const ty = step(rows, 0);
  const images: Axial[] = [zero];
  for (const k of [-1, 0, 1])
    for (const l of wrap === 'xy' ? [-1, 0, 1] : [0]) {
      if (k !== 0 || l !== 0) images.push({ q: k * tx.q + l * ty.q, r: k * tx.r + l * ty.r });
    }
  return { wrap, rows, cols, centre: zero, radius: 0, images };
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** The offset cell a hex lands on once wrapped onto the board (it may be void), or null where the board does not wrap. */
export function wrapOffset(shape: WrapShape, settings: OffsetSettings, a: Axial): Offset | null {
  if (shape.wrap === 'hex') {
    let d = { q: a.q - shape.centre.q, r: a.r - shape.centre.r };
    // Step back through the nearest mirror centre until inside; each step brings the hex nearer the centre.
    for (let guard = 0; axialDistance(d, { q: 0, r: 0 }) > shape.radius && guard < 64; guard++) {
      let best = d;
      for (const m of shape.images) {
        const t = { q: d.q - m.q, r: d.r - m.r };
        if (axialDistance(t, { q: 0, r: 0 }) < axialDistance(best, { q: 0, r: 0 })) best = t;
      }
      d = best;
    }
    return axialToOffset(settings, { q: d.q + shape.centre.q, r: d.r + shape.centre.r });
  }
  const o = axialToOffset(settings, a);
  const col = mod(o.col, shape.cols);
  const row = shape.wrap === 'xy' ? mod(o.row, shape.rows) : o.row;
  return row >= 0 && row < shape.rows ? { row, col } : null;
}

/** The image of b nearest a across the seams: the hex to aim at when going from a to b the short way. */
export function nearestImage(shape: WrapShape | null, a: Axial, b: Axial): Axial {
  if (!shape) return b;
  let best = b;
  let bestD = axialDistance(a, b);
  for (const t of shape.images) {
    const c = { q: b.q + t.q, r: b.r + t.r };
    const d = axialDistance(a, c);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}
