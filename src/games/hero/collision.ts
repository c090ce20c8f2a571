import { cornerOffset, KIND_FLOOR, pixelToAxial, tileAtAxial, type Board, type Layout, type Point } from '../../engine';

/** The hero's collision box (board pixel units, smaller than a tile) and its speed in board pixel units per second. */
export interface HeroBody {
  readonly width: number;
  readonly height: number;
  readonly speed: number;
}

const HALF_SQRT3 = Math.sqrt(3) / 2;

/** The tile id under a pixel (tutorial: screenToAxial, then the tile there), -1 over void or off the board. */
export function tileAtPixel(board: Board, layout: Layout, p: Point): number {
  return tileAtAxial(board, pixelToAxial(layout, p));
}

/** A tile's inner radius (centre to edge midpoint): the yardstick for how far one collision sub-step may move. */
export const innerRadius = (layout: Layout): number => Math.min(layout.size.x, layout.size.y) * HALF_SQRT3;

/** Whether the hero may stand over this pixel: only floor tiles hold it; walls and void (no tile) block. */
function freeAt(board: Board, layout: Layout, x: number, y: number): boolean {
  const id = tileAtPixel(board, layout, { x, y });
  return id >= 0 && board.kind[id] === KIND_FLOOR;
}

/**
 * The points tested for a box centred at (x, y): its centre and four corners, as in the tutorial, plus evenly spaced
 * points along any edge longer than a tile's inner radius, so a wall's corner can't slip between two samples.
 */
export function bodyPoints(layout: Layout, body: Pick<HeroBody, 'width' | 'height'>, x: number, y: number): Point[] {
  const inner = innerRadius(layout);
  const hw = body.width / 2;
  const hh = body.height / 2;
  const out: Point[] = [{ x, y }];
  const nx = Math.max(1, Math.ceil(body.width / inner));
  const ny = Math.max(1, Math.ceil(body.height / inner));
  for (let i = 0; i <= nx; i++) {
    const px = x - hw + (body.width * i) / nx;
    out.push({ x: px, y: y - hh }, { x: px, y: y + hh });
  }
  for (let j = 1; j < ny; j++) {
    const py = y - hh + (body.height * j) / ny;
    out.push({ x: x - hw, y: py }, { x: x + hw, y: py });
  }
  return out;
}

/** Whether the hero's box fits at (x, y): every tested point over a floor tile. */
export function bodyFits(
  board: Board,
  layout: Layout,
  body: Pick<HeroBody, 'width' | 'height'>,
  x: number,
  y: number,
): boolean {
  for (const p of bodyPoints(layout, body, x, y)) if (!freeAt(board, layout, p.x, p.y)) return false;
  return true;
}

/** Directions a blocked move may slide along: the screen axes and the hex's three edge directions. */
export function slideAxes(layout: Layout): Point[] {
  const axes: Point[] = [
    { x: 1, y: 0 },
    { x: 0, y: 1 },
  ];
  for (let i = 0; i < 3; i++) {
    const a = cornerOffset(layout, i);
    const b = cornerOffset(layout, i + 1);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    axes.push({ x: (b.x - a.x) / len, y: (b.y - a.y) / len });
  }
  return axes;
}

/**
 * Move the box by (dx, dy), a short step (at most a fraction of the inner radius). When the full move is blocked it
 * slides: the move projected onto the axis or wall direction that keeps most of it, shortened if need be. Every
 * candidate keeps a positive share of the wanted motion, so sliding never moves the hero backwards.
 */
export function moveBody(
  board: Board,
  layout: Layout,
  body: HeroBody,
  from: Point,
  dx: number,
  dy: number,
  axes: readonly Point[],
): Point {
  const candidates: { x: number; y: number; gain: number }[] = [{ x: dx, y: dy, gain: dx * dx + dy * dy }];
  for (const a of axes) {
    const dot = dx * a.x + dy * a.y;
    if (Math.abs(dot) > 1e-12) candidates.push({ x: a.x * dot, y: a.y * dot, gain: dot * dot });
  }
  candidates.sort((p, q) => q.gain - p.gain);
  for (const scale of [1, 0.5, 0.25]) {
    for (const c of candidates) {
      const x = from.x + c.x * scale;
      const y = from.y + c.y * scale;
      if (bodyFits(board, layout, body, x, y)) return { x, y };
    }
  }
  return from;
}
