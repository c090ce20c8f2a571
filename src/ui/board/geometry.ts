import { axialToPixel, cornerOffset, hexExtent, makeLayout, type Axial, type Board, type Layout, type Orientation, type Parity } from '../../engine';

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
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let id = 0; id < board.size; id++) {
    const p = axialToPixel(layout, { q: board.q[id], r: board.r[id] });
    cx[id] = p.x;
    cy[id] = p.y;
    points[id] = pointsAround(p.x, p.y, cornerX, cornerY);
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
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

const round2 = (v: number) => Math.round(v * 100) / 100;

/** "x0,y0 x1,y1 ... x5,y5" to two decimals: built by concatenation, as this runs for every tile of a first render. */
function pointsAround(x: number, y: number, cornerX: Float64Array, cornerY: Float64Array): string {
  let s = round2(x + cornerX[0]) + ',' + round2(y + cornerY[0]);
  for (let i = 1; i < 6; i++) s += ' ' + round2(x + cornerX[i]) + ',' + round2(y + cornerY[i]);
  return s;
}

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
