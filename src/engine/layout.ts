import { axialRound } from './hex';
import type { Axial, Layout, LayoutSettings, Orientation, Point } from './types';

const SQRT3 = Math.sqrt(3);

// Red Blob's two orientation tables: pointy versus flat is a different matrix, not an `if` in every function.
const MATRICES: Record<Orientation, Omit<Layout, 'orientation' | 'parity' | 'size' | 'origin'>> = {
  pointy: { f0: SQRT3, f1: SQRT3 / 2, f2: 0, f3: 3 / 2, b0: SQRT3 / 3, b1: -1 / 3, b2: 0, b3: 2 / 3, startAngle: 0.5 },
  flat: { f0: 3 / 2, f1: 0, f2: SQRT3 / 2, f3: SQRT3, b0: 2 / 3, b1: 0, b2: -1 / 3, b3: SQRT3 / 3, startAngle: 0 },
};

/** Resolve layout settings into a layout (Red Blob: "Layout"). */
export function makeLayout({ orientation, parity, size, origin = { x: 0, y: 0 } }: LayoutSettings): Layout {
  const s = typeof size === 'number' ? { x: size, y: size } : { x: size.x, y: size.y };
  return { orientation, parity, size: s, origin: { x: origin.x, y: origin.y }, ...MATRICES[orientation] };
}

/** Centre of a hex in pixels (Red Blob: "Hex to pixel"). */
export function axialToPixel(layout: Layout, h: Axial): Point {
  return {
    x: (layout.f0 * h.q + layout.f1 * h.r) * layout.size.x + layout.origin.x,
    y: (layout.f2 * h.q + layout.f3 * h.r) * layout.size.y + layout.origin.y,
  };
}

/** Fractional axial coordinates of a pixel (Red Blob: "Pixel to hex", before rounding). */
export function pixelToFractional(layout: Layout, p: Point): { q: number; r: number } {
  const px = (p.x - layout.origin.x) / layout.size.x;
  const py = (p.y - layout.origin.y) / layout.size.y;
  return { q: layout.b0 * px + layout.b1 * py, r: layout.b2 * px + layout.b3 * py };
}

/** The hex that contains a pixel (Red Blob: "Pixel to hex"). */
export function pixelToAxial(layout: Layout, p: Point): Axial {
  const { q, r } = pixelToFractional(layout, p);
  return axialRound(q, r);
}

/** The offset of corner i (0..5) from a hex's centre (Red Blob: "Drawing a hex"). */
export function cornerOffset(layout: Layout, i: number): Point {
  const angle = (2 * Math.PI * (layout.startAngle + i)) / 6;
  return { x: layout.size.x * Math.cos(angle), y: layout.size.y * Math.sin(angle) };
}

/** The six corners of a hex, in pixels (Red Blob: "Drawing a hex"). */
export function hexCorners(layout: Layout, h: Axial): Point[] {
  const c = axialToPixel(layout, h);
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const o = cornerOffset(layout, i);
    out.push({ x: c.x + o.x, y: c.y + o.y });
  }
  return out;
}

/** Width and height of one hex's bounding box (Red Blob: "Size and spacing"). */
export function hexExtent(layout: Layout): { width: number; height: number } {
  return layout.orientation === 'pointy'
    ? { width: SQRT3 * layout.size.x, height: 2 * layout.size.y }
    : { width: 2 * layout.size.x, height: SQRT3 * layout.size.y };
}
