// The Open Graph image: the prerendered first board drawn as a PNG at build time, so a shared link previews as a hex
// board in a chat. Drawn here from the engine's tile polygons (no browser, no dependency): each hexagon is filled
// with 4 x 4 samples a pixel (smooth edges), in the light theme's colours (src/ui/palette.css), raised like a hidden
// tile (lighter at the top), and written as a PNG by the maps' encoder.
import { encodePng } from '../src/games/maps/tileImage.ts';

export interface OgBoard {
  /** each tile's polygon, as the <polygon points> of the board: "x,y x,y ..." in board units */
  tiles: readonly string[];
  /** the board's box in board units */
  box: { x: number; y: number; width: number; height: number };
}

type RGB = readonly [number, number, number];
const hex = (c: string): RGB => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as unknown as RGB;
// Light theme: the frame, a raised tile's top and bottom, the gaps between tiles, the page around the frame.
const BOARD = hex('#c3cad4');
const TILE_HI = hex('#91a1b8');
const TILE_LO = hex('#6a7c95');
const PAGE = hex('#f4f5f7');
const ACCENT = hex('#2f6f8f');

export const OG_SIZE = { width: 1200, height: 630 };
const SAMPLES = 4;

/** A convex polygon's edges as half-planes: inside when every a*x + b*y + c >= 0. */
function halfPlanes(pts: readonly [number, number][]): [number, number, number][] {
  const area = pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * y, 0);
  const sign = area >= 0 ? 1 : -1;
  return pts.map(([x0, y0], i) => {
    const [x1, y1] = pts[(i + 1) % pts.length];
    const a = -(y1 - y0) * sign;
    const b = (x1 - x0) * sign;
    return [a, b, -(a * x0 + b * y0)];
  });
}

/** Blends a convex polygon into `rgb` (width x height), its colour from `shade(v)`, v = 0 at its top to 1 at its bottom. */
function fill(
  rgb: Float32Array,
  width: number,
  height: number,
  pts: [number, number][],
  shade: (v: number) => RGB,
): void {
  const planes = halfPlanes(pts);
  const ys = pts.map((p) => p[1]);
  const top = Math.min(...ys);
  const span = Math.max(...ys) - top || 1;
  const x0 = Math.max(0, Math.floor(Math.min(...pts.map((p) => p[0]))));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...pts.map((p) => p[0]))));
  const y0 = Math.max(0, Math.floor(top));
  const y1 = Math.min(height - 1, Math.ceil(top + span));
  for (let y = y0; y <= y1; y++) {
    const colour = shade((y + 0.5 - top) / span);
    for (let x = x0; x <= x1; x++) {
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES;
          const py = y + (sy + 0.5) / SAMPLES;
          if (planes.every(([a, b, c]) => a * px + b * py + c >= 0)) hits++;
        }
      }
      if (hits === 0) continue;
      const k = hits / (SAMPLES * SAMPLES);
      const i = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch++) rgb[i + ch] += (colour[ch] - rgb[i + ch]) * k;
    }
  }
}

const parsePoints = (points: string) =>
  points
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as [number, number]);
const mix = (a: RGB, b: RGB, t: number): RGB =>
  [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * Math.min(1, Math.max(0, t))) as unknown as RGB;

/** Draws the board, centred on the page colour inside a frame, and returns the PNG's bytes. */
export function drawOgImage(board: OgBoard, { width, height } = OG_SIZE): Buffer {
  const rgb = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(PAGE, i * 3);
  const margin = 40;
  // The frame, then the board scaled into it with a gap of its own.
  fill(
    rgb,
    width,
    height,
    [
      [margin, margin],
      [width - margin, margin],
      [width - margin, height - margin],
      [margin, height - margin],
    ],
    () => BOARD,
  );
  const inner = { x: margin + 24, y: margin + 24, w: width - 2 * margin - 48, h: height - 2 * margin - 48 };
  const k = Math.min(inner.w / board.box.width, inner.h / board.box.height);
  const ox = inner.x + (inner.w - board.box.width * k) / 2 - board.box.x * k;
  const oy = inner.y + (inner.h - board.box.height * k) / 2 - board.box.y * k;
  for (const points of board.tiles) {
    const pts = parsePoints(points).map(([x, y]) => [ox + x * k, oy + y * k] as [number, number]);
    // A gap between tiles the width of the app's stroke: the hexagon drawn 4% smaller about its centre.
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const inset = pts.map(([x, y]) => [cx + (x - cx) * 0.94, cy + (y - cy) * 0.94] as [number, number]);
    fill(rgb, width, height, inset, (v) => mix(TILE_HI, TILE_LO, v));
  }
  // The brand mark in the frame's corner.
  const mark = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return [margin + 44 + 26 * Math.cos(a), margin + 44 + 26 * Math.sin(a)] as [number, number];
  });
  fill(rgb, width, height, mark, () => ACCENT);
  return encodeRgb(rgb, width, height);
}

/** The picture as PNG, through the encoder the Tiled and Godot exports already use (8-bit RGBA). */
function encodeRgb(rgb: Float32Array, width: number, height: number): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < 3; c++) rgba[p * 4 + c] = Math.round(rgb[p * 3 + c]);
    rgba[p * 4 + 3] = 255;
  }
  return Buffer.from(encodePng(width, height, rgba));
}
