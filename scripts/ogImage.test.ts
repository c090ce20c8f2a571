import { describe, expect, it } from 'vitest';
import { unzlibSync } from 'fflate';
import { mineCounts } from '../src/games/minesweeper/placement.ts';
import { FLAGGED, REVEALED } from '../src/games/minesweeper/model.ts';
import { drawOgImage, ogGame, OG_SIZE } from './ogImage';

/** The PNG's size and RGBA pixels (8-bit RGBA, filter 0 on every row, as the maps' encoder writes). */
function decode(png: Uint8Array): { width: number; height: number; rgba: Uint8Array } {
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = unzlibSync(Uint8Array.from(idat.flatMap((d) => [...d])));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    rgba.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4);
  }
  return { width, height, rgba };
}

/** How many pixels of a region are within a few steps of a colour. */
function near(
  img: ReturnType<typeof decode>,
  colour: string,
  region = { x0: 0, x1: img.width, y0: 0, y1: img.height },
) {
  const c = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  let n = 0;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const i = (y * img.width + x) * 4;
      if (Math.abs(img.rgba[i] - c[0]) + Math.abs(img.rgba[i + 1] - c[1]) + Math.abs(img.rgba[i + 2] - c[2]) < 12) n++;
    }
  }
  return n;
}

describe('the link preview’s picture', () => {
  const img = decode(drawOgImage());

  it('is 1200 x 630, as the tags say', () => {
    expect({ width: img.width, height: img.height }).toEqual(OG_SIZE);
  });

  it('writes the name on the left, in the text colour, beside the mark', () => {
    const left = { x0: 40, x1: 600, y0: 200, y1: 430 };
    expect(near(img, '#1d2330', left)).toBeGreaterThan(5_000);
    expect(near(img, '#2f6f8f', left)).toBeGreaterThan(3_000);
  });

  it('shows a game in play, not a plain grid: opened tiles, numbers in their colours, and a flag', () => {
    const board = { x0: 620, x1: 1160, y0: 40, y1: 590 };
    expect(near(img, '#fbfcfd', board)).toBeGreaterThan(20_000);
    expect(near(img, '#2563eb', board)).toBeGreaterThan(200);
    expect(near(img, '#15803d', board)).toBeGreaterThan(200);
    expect(near(img, '#c2410c', board)).toBeGreaterThan(200);
  });

  it('is a position the rules give: numbers count the mines round them, flags lie on mines', () => {
    const { board, game } = ogGame();
    const counts = mineCounts(board, game.mines!);
    let opened = 0;
    let numbers = 0;
    let flags = 0;
    for (let id = 0; id < board.size; id++) {
      if (game.view[id] === REVEALED) {
        opened++;
        if (counts[id] > 0) numbers++;
        expect(game.mines![id]).toBe(0);
      }
      if (game.view[id] === FLAGGED) {
        flags++;
        expect(game.mines![id]).toBe(1);
      }
    }
    expect(game.status).toBe('playing');
    expect(opened).toBeGreaterThan(15);
    expect(numbers).toBeGreaterThan(8);
    expect(flags).toBeGreaterThan(0);
  });
});
