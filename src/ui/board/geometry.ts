import { axialToPixel, cornerOffset, hexExtent } from '../../engine/layout';
import { axialToPixelInto } from '../../engine/hotpath';
import type { Axial, Layout } from '../../engine/types';
import type { Board } from '../../engine/board';

/** Screen geometry of a board: tile centres, polygon point strings and the content box, in board units. */
export interface BoardGeometry {
  readonly layout: Layout;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly points: string[];
  readonly box: { x: number; y: number; width: number; height: number };
}

/** Compute once per board and layout (boardLayout.ts); tiles receive their own slice of it as props. */
export function boardGeometry(board: Board, layout: Layout): BoardGeometry {
  const corners = Array.from({ length: 6 }, (_, i) => cornerOffset(layout, i));
  const cornerX = Float64Array.from(corners, (c) => c.x);
  const cornerY = Float64Array.from(corners, (c) => c.y);
  const cx = new Float64Array(board.size);
  const cy = new Float64Array(board.size);
  const points: string[] = new Array(board.size);
  const text = new Map<number, string>();
  const columns = new Map<number, string[]>();
  const rows = new Map<number, string[]>();
  const centre = new Float64Array(2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let id = 0; id < board.size; id++) {
    axialToPixelInto(layout, board.q[id], board.r[id], centre);
    const x = (cx[id] = centre[0]);
    const y = (cy[id] = centre[1]);
    points[id] = pointsAround(x, y, cornerX, cornerY, text, columns, rows);
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  const { width, height } = hexExtent(layout);
  if (board.size === 0) return { layout, cx, cy, points, box: { x: 0, y: 0, width: width, height: height } };
  // A thin margin round the tiles: enough for their strokes and the focus ring, little enough that a phone's
  // tiles get the width (on a 390 px phone, half a tile each side cost Beginner 3 px a tile).
  const pad = layout.size.x * 0.15;
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
 * "x0,y0 x1,y1 ... x5,y5" to two decimals. This runs for every tile of a first render, and a board's tiles share
 * few centre columns and rows: the six corner texts of each centre x (and y) are made once, kept in `columns` (and
 * `rows`) by the centre's hundredths, and each distinct value's text once in `text`.
 */
function pointsAround(
  x: number,
  y: number,
  cornerX: Float64Array,
  cornerY: Float64Array,
  text: Map<number, string>,
  columns: Map<number, string[]>,
  rows: Map<number, string[]>,
): string {
  const kx = Math.round(x * 100);
  const ky = Math.round(y * 100);
  const xs = columns.get(kx) ?? cornerTexts(x, cornerX, text, columns, kx);
  const ys = rows.get(ky) ?? cornerTexts(y, cornerY, text, rows, ky);
  for (let i = 0; i < 6; i++) {
    parts[i * 4] = xs[i];
    parts[i * 4 + 2] = ys[i];
  }
  // One flat string: concatenation would make a tree of pieces for the DOM to flatten, and garbage for the collector.
  return parts.join('');
}

function cornerTexts(
  centre: number,
  offsets: Float64Array,
  text: Map<number, string>,
  into: Map<number, string[]>,
  key: number,
): string[] {
  const texts = Array.from(offsets, (o) => {
    const h = Math.round((centre + o) * 100);
    let t = text.get(h);
    if (t === undefined) text.set(h, (t = String(h / 100)));
    return t;
  });
  into.set(key, texts);
  return texts;
}

const parts: string[] = [
  '',
  ',',
  '',
  ' ',
  '',
  ',',
  '',
  ' ',
  '',
  ',',
  '',
  ' ',
  '',
  ',',
  '',
  ' ',
  '',
  ',',
  '',
  ' ',
  '',
  ',',
  '',
];

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
