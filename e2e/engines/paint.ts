// What the engine painted, read from a screenshot: pixels sampled inside tiles and compared with the colour the
// tile's style gives it. A tile painted stale (its old look left on screen after its state changed) fails it.
import { readFileSync } from 'node:fs';
import type { EnginePage } from './adapter';
import { waitFor } from './app';
import { decodePng, pixelAt } from './png';

interface TileSample {
  row: number;
  col: number;
  /** the colour its computed fill resolves to, [r, g, b] */
  fill: [number, number, number];
  /** sample points in CSS pixels of the viewport */
  points: { x: number; y: number }[];
}

/**
 * In the page: for each tile matching `selector`, its fill as painted on a canvas (so any CSS colour syntax resolves
 * to sRGB bytes) and six points 0.55 circumradius from its centre, between the label in the middle and the stroke.
 */
const tileSamples = (selector: string): TileSample[] => {
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const rgb = (colour: string): [number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0], d[1], d[2]];
  };
  return [...document.querySelectorAll<SVGPolygonElement>(selector)].map((el) => {
    const box = el.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const radius = Math.min(box.width, box.height) / 2;
    // Between the corners' directions of either layout, away from the digit drawn in the middle.
    const points = [20, 80, 140, 200, 260, 320].map((deg) => ({
      x: cx + Math.cos((deg * Math.PI) / 180) * radius * 0.55,
      y: cy + Math.sin((deg * Math.PI) / 180) * radius * 0.55,
    }));
    return { row: Number(el.dataset.row), col: Number(el.dataset.col), fill: rgb(getComputedStyle(el).fill), points };
  });
};

/**
 * Wait until no tile effect runs (tileFx's marks are gone) and two frames have been painted since. Nothing here reads
 * style or layout: a read would bring the page's style up to date itself, and hide a tile the engine left stale.
 */
export async function motionDone(page: EnginePage) {
  await waitFor(page, "the tiles' motion to end", () => !document.querySelector('[data-fx]'), []);
  await page.evaluate(
    () => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))),
  );
}

export interface PaintReport {
  sampled: number;
  /** samples whose pixel is not the tile's colour */
  wrong: string[];
}

/**
 * Screenshot the page, then compare the pixels inside each tile matching `selector` with its fill (each channel
 * within `tolerance`). The tiles are measured after the picture is taken, so the check itself brings nothing up to date.
 */
export async function checkPaint(
  page: EnginePage,
  selector: string,
  shot: string,
  tolerance = 24,
): Promise<PaintReport> {
  await page.screenshot(shot);
  const samples = await page.evaluate(tileSamples, selector);
  const img = decodePng(readFileSync(shot));
  const scale = img.width / (await page.evaluate(() => innerWidth));
  const wrong: string[] = [];
  let sampled = 0;
  for (const t of samples) {
    for (const p of t.points) {
      const px = pixelAt(img, p.x * scale, p.y * scale);
      sampled++;
      if (px.some((v, i) => Math.abs(v - t.fill[i]) > tolerance))
        wrong.push(
          `tile ${t.row},${t.col} at ${p.x.toFixed(0)},${p.y.toFixed(0)}: painted rgb(${px}) where its fill is rgb(${t.fill})`,
        );
    }
  }
  return { sampled, wrong };
}
