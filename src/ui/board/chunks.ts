/*
 * Big boards are drawn in square blocks of tiles, each its own small SVG root inside a <foreignObject>. Chromium
 * repaints a whole SVG root when any shape inside it changes (about 0.7 µs per shape: 45 ms for a one-tile change on
 * 62,500 tiles, measured with a trace in this repo's Chromium), but a block inside a foreignObject is painted on its
 * own and reused when unchanged. Boards at or below CHUNK_ABOVE tiles are drawn flat: at that size the whole SVG
 * repaints in a few ms. A block's SVG is laid out in board units and carries no CSS transform: in WebKit a
 * transformed SVG root inside a foreignObject is painted about 3.5 times too large from its corner and hit-tests
 * wrong (WebKitGTK 2.50); untransformed it is right in Chromium, Firefox and WebKit, and painted as vectors at any zoom.
 */
import type { Board } from '../../engine/board';
import type { BoardGeometry } from './geometry';

/** Boards with more tiles than this are drawn in blocks. */
const CHUNK_ABOVE = 2_048;
/** A block is CHUNK_SIDE x CHUNK_SIDE cells of levelData (up to 1,024 tiles). */
export const CHUNK_SIDE = 32;

export interface TileChunk {
  readonly key: string;
  /** tile ids in the block, in id order */
  readonly ids: number[];
  /** the block's box in board units: every tile's hexagon, with room for strokes and labels */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The blocks a board is drawn in, or null when it is drawn flat. */
export function tileChunks(board: Board, geometry: BoardGeometry, above = CHUNK_ABOVE): TileChunk[] | null {
  if (board.size <= above) return null;
  const across = Math.ceil(board.cols / CHUNK_SIDE);
  const blocks = across * Math.ceil(board.rows / CHUNK_SIDE);
  // Two passes, a counting sort: count each block's tiles and measure its centres, then list its ids in id order.
  const blockOf = new Uint32Array(board.size);
  const count = new Uint32Array(blocks);
  const box = new Float64Array(blocks * 4).fill(Infinity); // min x, min y, -max x, -max y
  for (let id = 0; id < board.size; id++) {
    const block = Math.floor(board.row[id] / CHUNK_SIDE) * across + Math.floor(board.col[id] / CHUNK_SIDE);
    blockOf[id] = block;
    count[block]++;
    const cx = geometry.cx[id];
    const cy = geometry.cy[id];
    const b = block * 4;
    if (cx < box[b]) box[b] = cx;
    if (cy < box[b + 1]) box[b + 1] = cy;
    if (-cx < box[b + 2]) box[b + 2] = -cx;
    if (-cy < box[b + 3]) box[b + 3] = -cy;
  }
  const lists: number[][] = Array.from({ length: blocks }, (_, b) => new Array<number>(count[b]));
  count.fill(0);
  for (let id = 0; id < board.size; id++) lists[blockOf[id]][count[blockOf[id]]++] = id;
  const { x: rx, y: ry } = geometry.layout.size;
  // A hexagon reaches at most its circumradius from its centre; the margin leaves room for a stroke at any zoom.
  const padX = rx + Math.max(rx, ry) * 0.25;
  const padY = ry + Math.max(rx, ry) * 0.25;
  const chunks: TileChunk[] = [];
  for (let block = 0; block < blocks; block++) {
    const ids = lists[block];
    if (ids.length === 0) continue;
    const b = block * 4;
    // Whole board units: the browser snaps a box inside a foreignObject to whole units of the board's space, and a
    // fractional origin would shift the block's tiles off their neighbours' edges by that fraction.
    const x = Math.floor(box[b] - padX);
    const y = Math.floor(box[b + 1] - padY);
    chunks.push({
      key: String(block),
      ids,
      x,
      y,
      width: Math.ceil(-box[b + 2] + padX) - x,
      height: Math.ceil(-box[b + 3] + padY) - y,
    });
  }
  return chunks;
}

let layered: boolean | undefined;

/**
 * Whether a block may be a compositing layer of its own (will-change: transform), found once by a probe rather than
 * by the browser's name. Chromium repaints a whole SVG root for a one-tile change unless the block is a layer of its
 * own (10,000 tiles: 5-10 ms against 30-300 ms under load here), but WebKitGTK 2.50 paints and hit-tests such a layer
 * inside a foreignObject at the board's scale applied twice. The probe is a tiny block, scaled 2x like a board, whose
 * square must be where the browser hits it.
 */
export function layeredBlocksWork(doc: Document): boolean {
  if (layered !== undefined) return layered;
  const NS = 'http://www.w3.org/2000/svg';
  const make = (name: string, attrs: Record<string, string>, parent: Element) => {
    const el = doc.createElementNS(NS, name);
    for (const k in attrs) el.setAttribute(k, attrs[k]);
    parent.appendChild(el);
    return el;
  };
  const host = doc.body ?? doc.documentElement;
  const outer = make(
    'svg',
    {
      width: '40',
      height: '40',
      viewBox: '0 0 20 20',
      style: 'position:fixed;left:0;top:0;opacity:0;z-index:2147483647;pointer-events:none',
    },
    host,
  );
  const fo = make('foreignObject', { x: '0', y: '0', width: '20', height: '20' }, outer);
  const inner = make(
    'svg',
    {
      width: '20',
      height: '20',
      viewBox: '0 0 20 20',
      style: 'display:block;will-change:transform;pointer-events:none',
    },
    fo,
  );
  const square = make('rect', { x: '10', y: '10', width: '10', height: '10', style: 'pointer-events:all' }, inner);
  // The square covers client pixels 20..40 of the probe; (30, 30) is its middle, (10, 10) is outside it.
  layered =
    typeof doc.elementFromPoint === 'function' &&
    doc.elementFromPoint(30, 30) === square &&
    doc.elementFromPoint(10, 10) !== square;
  outer.remove();
  return layered;
}
