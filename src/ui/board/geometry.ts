import { axialToPixel, axialToPixelInto, cornerOffset, hexExtent, makeLayout, type Axial, type Board, type Layout, type Orientation, type Parity } from '../../engine';

/** Screen geometry of a board: tile centres, polygon point strings and the content box, in board units. */
export interface BoardGeometry {
  readonly layout: Layout;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly points: string[];
  readonly box: { x: number; y: number; width: number; height: number };
}

/** Compute once per board and layout; tiles receive their own slice of it as props. */
export function boardGeometry(board: Board, orientation: Orientation, parity: Parity, size: number): BoardGeometry {
  const layout = makeLayout({ orientation, parity, size });
  const corners = Array.from({ length: 6 }, (_, i) => cornerOffset(layout, i));
  const cornerX = Float64Array.from(corners, (c) => c.x);
  const cornerY = Float64Array.from(corners, (c) => c.y);
  const cx = new Float64Array(board.size);
  const cy = new Float64Array(board.size);
  const points: string[] = new Array(board.size);
  const centre = new Float64Array(2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let id = 0; id < board.size; id++) {
    axialToPixelInto(layout, board.q[id], board.r[id], centre);
    const x = (cx[id] = centre[0]);
    const y = (cy[id] = centre[1]);
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  const xs = new AxisTexts(cornerX, minX, maxX);
  const ys = new AxisTexts(cornerY, minY, maxY);
  for (let id = 0; id < board.size; id++) points[id] = pointsAround(cx[id], cy[id], xs, ys);
  const { width, height } = hexExtent(layout);
  if (board.size === 0) return { layout, cx, cy, points, box: { x: 0, y: 0, width: width, height: height } };
  const pad = size * 0.5;
  return {
    layout,
    cx,
    cy,
    points,
    box: {
      x: minX - width / 2 - pad,
      y: minY - height / 2 - pad,
      width: maxX - minX + width + 2 * pad,
      height: maxY - minY + height + 2 * pad,
    },
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The texts (to two decimals) of corner coordinates on one axis. On a hex grid every centre and every corner offset
 * is a whole multiple of one step per axis (half a hex's width or height, or less), so a board's corners take few
 * distinct values, one per column or row edge: each value's text is made once and found by its multiple.
 */
class AxisTexts {
  /** the corner offsets in steps */
  readonly corner: Int32Array;
  private readonly step: number;
  private readonly lowest: number;
  private readonly texts: (string | undefined)[];
  /** `offsets`: the six corners' offsets from the centre on this axis; `min`, `max`: the centres' range */
  constructor(offsets: Float64Array, min: number, max: number) {
    let step = Infinity;
    for (const o of offsets) if (Math.abs(o) > 1e-9) step = Math.min(step, Math.abs(o));
    this.step = step;
    this.corner = Int32Array.from(offsets, (o) => Math.round(o / step));
    this.lowest = Math.round(min / step) - 4;
    this.texts = Number.isFinite(min) ? new Array<string | undefined>(Math.round(max / step) - this.lowest + 5) : [];
  }
  /** The index of the centre `v` (a whole number of steps from the layout's origin, which is 0 here). */
  steps(v: number): number {
    return Math.round(v / this.step) - this.lowest;
  }
  text(at: number): string {
    return (this.texts[at] ??= String(round2((at + this.lowest) * this.step)));
  }
}

/** "x0,y0 x1,y1 ... x5,y5" to two decimals, for every tile of a first render: the texts come from `xs` and `ys`. */
function pointsAround(x: number, y: number, xs: AxisTexts, ys: AxisTexts): string {
  const kx = xs.steps(x);
  const ky = ys.steps(y);
  for (let i = 0; i < 6; i++) {
    parts[i * 4] = xs.text(kx + xs.corner[i]);
    parts[i * 4 + 2] = ys.text(ky + ys.corner[i]);
  }
  // One flat string: concatenation would make a tree of pieces for the DOM to flatten, and garbage for the collector.
  return parts.join('');
}

const parts: string[] = ['', ',', '', ' ', '', ',', '', ' ', '', ',', '', ' ', '', ',', '', ' ', '', ',', '', ' ', '', ',', ''];

/** The board's box, grown to take in the hexes at `extra` (axial) too. */
export function fitBox(geometry: BoardGeometry, extra?: readonly Axial[]): BoardGeometry['box'] {
  const b = geometry.box;
  if (!extra?.length) return b;
  const { width: w, height: h } = hexExtent(geometry.layout);
  let [x0, y0, x1, y1] = [b.x, b.y, b.x + b.width, b.y + b.height];
  for (const a of extra) {
    const p = axialToPixel(geometry.layout, a);
    x0 = Math.min(x0, p.x - w);
    y0 = Math.min(y0, p.y - h);
    x1 = Math.max(x1, p.x + w);
    y1 = Math.max(y1, p.y + h);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
