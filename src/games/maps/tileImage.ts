import { zlibSync } from 'fflate';
import type { Orientation } from '../../engine';
import { TILE_VALUES } from './kinds';

// The tileset image every export carries: one hexagon per kind, side by side, drawn here in Hexlab's light palette
// (the editor's floor, wall and cost colours, a cost's number written on its tile) and encoded as a PNG. Drawn in
// plain code rather than on a canvas, so the tests and the Tiled checks see the same bytes the browser downloads.

type Rgb = readonly [number, number, number];
const hex = (s: string): Rgb => [parseInt(s.slice(1, 3), 16), parseInt(s.slice(3, 5), 16), parseInt(s.slice(5, 7), 16)];
const FLOOR = hex('#b7c4d4');
const WALL = hex('#4a5466');
const COST = hex('#b7791f');
const TEXT = hex('#1d2330');
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t)) as unknown as Rgb;
const fillOf = (v: number): Rgb => (v === 1 ? WALL : v >= 2 ? mix(FLOOR, COST, 0.36) : FLOOR);

// 3 x 5 digits, rows top to bottom, bits left to right.
const DIGITS: Record<number, number[]> = {
  2: [7, 1, 7, 4, 7],
  3: [7, 1, 7, 1, 7],
  4: [5, 5, 7, 1, 1],
  5: [7, 4, 7, 1, 7],
  6: [7, 4, 7, 5, 7],
  7: [7, 1, 1, 1, 1],
  8: [7, 5, 7, 5, 7],
  9: [7, 5, 7, 1, 7],
};

/** The hexagon's corners inside a width x height tile, long axis across the tile, `side` its straight edges' length. */
function corners(orientation: Orientation, width: number, height: number, side: number): [number, number][] {
  if (orientation === 'pointy') {
    const a = (height - side) / 2;
    return [
      [width / 2, 0],
      [width, a],
      [width, height - a],
      [width / 2, height],
      [0, height - a],
      [0, a],
    ];
  }
  const a = (width - side) / 2;
  return [
    [a, 0],
    [width - a, 0],
    [width, height / 2],
    [width - a, height],
    [a, height],
    [0, height / 2],
  ];
}

/** Whether a point is inside a convex polygon given clockwise on screen (y down). */
function inside(poly: [number, number][], x: number, y: number): boolean {
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i];
    const [x2, y2] = poly[(i + 1) % poly.length];
    if ((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) < 0) return false;
  }
  return true;
}

/** RGBA pixels of the tileset: TILE_VALUES.length tiles of width x height in one row. */
function tilePixels(
  orientation: Orientation,
  width: number,
  height: number,
  side: number,
): { width: number; height: number; rgba: Uint8Array } {
  const n = TILE_VALUES.length;
  const W = width * n;
  const rgba = new Uint8Array(W * height * 4);
  // Shrunk a little about its centre, so neighbouring tiles keep a thin gap, as Hexlab draws its grid.
  const inset = Math.min(1, 1 / Math.min(width, height)) * 1.2;
  const poly = corners(orientation, width, height, side).map(
    ([x, y]) =>
      [width / 2 + (x - width / 2) * (1 - inset), height / 2 + (y - height / 2) * (1 - inset)] as [number, number],
  );
  const S = 4; // samples a side for the edge's coverage
  const cover = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let c = 0;
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++) if (inside(poly, x + (sx + 0.5) / S, y + (sy + 0.5) / S)) c++;
      cover[y * width + x] = c / (S * S);
    }
  const cell = Math.max(1, Math.floor((Math.min(width, height) * 0.5) / 5));
  for (const v of TILE_VALUES) {
    const fill = fillOf(v);
    const glyph = DIGITS[v];
    const gx = Math.round((width - 3 * cell) / 2);
    const gy = Math.round((height - 5 * cell) / 2);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const a = cover[y * width + x];
        if (a === 0) continue;
        let rgb = fill;
        if (glyph) {
          const cx = Math.floor((x - gx) / cell);
          const cy = Math.floor((y - gy) / cell);
          if (x >= gx && y >= gy && cx < 3 && cy < 5 && (glyph[cy] >> (2 - cx)) & 1) rgb = mix(fill, TEXT, 0.8);
        }
        const o = (y * W + v * width + x) * 4;
        rgba[o] = rgb[0];
        rgba[o + 1] = rgb[1];
        rgba[o + 2] = rgb[2];
        rgba[o + 3] = Math.round(a * 255);
      }
  }
  return { width: W, height, rgba };
}

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A PNG (8-bit RGBA, no filtering) of RGBA pixels. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const raw = new Uint8Array((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const parts = [
    Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** The tileset image as PNG bytes. */
export function tileImagePng(orientation: Orientation, width: number, height: number, side: number): Uint8Array {
  const p = tilePixels(orientation, width, height, side);
  return encodePng(p.width, p.height, p.rgba);
}
