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
  const text = new Map<number, string>();
  const centre = new Float64Array(2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let id = 0; id < board.size; id++) {
    axialToPixelInto(layout, board.q[id], board.r[id], centre);
    const x = (cx[id] = centre[0]);
    const y = (cy[id] = centre[1]);
    points[id] = pointsAround(x, y, cornerX, cornerY, text);
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
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

/**
 * "x0,y0 x1,y1 ... x5,y5" to two decimals. This runs for every tile of a first render, and a board's corners take
 * few distinct values (one per column edge and row edge), so each value's text is made once and looked up in `text`
 * (keyed by hundredths) after that.
 */
function pointsAround(x: number, y: number, cornerX: Float64Array, cornerY: Float64Array, text: Map<number, string>): string {
  for (let i = 0; i < 6; i++) {
    const hx = Math.round((x + cornerX[i]) * 100);
    const hy = Math.round((y + cornerY[i]) * 100);
    let tx = text.get(hx);
    if (tx === undefined) text.set(hx, (tx = String(hx / 100)));
    let ty = text.get(hy);
    if (ty === undefined) text.set(hy, (ty = String(hy / 100)));
    parts[i * 4] = tx;
    parts[i * 4 + 2] = ty;
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
