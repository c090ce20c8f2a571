// Three wheel notches over the middle of a 60 x 60 board (3,600 tiles, drawn in blocks) zoom it as they zoom the
// tutorial's 127 tiles. Real input where the driver's is right: Firefox gets WebDriver BiDi's input.performActions with
// a wheel source (puppeteer-core's mouse.wheel); WebKit gets wheel events dispatched from script at the point, as its
// WebDriver wheel also scrolls the page header (TOOLCHAIN.md).
import { expect } from 'vitest';
import type { EnginePage } from './adapter';
import { boardRect, boardReady, open, settledAfter, tileSelector, viewBox } from './app';
import { flow } from './engine';
import { encodeShare } from '../../src/share';

const NOTCH = -100;

/** Zoom with three notches at the board's middle; returns how much bigger the tile (`row`, `col`) is on screen. */
async function threeNotches(page: EnginePage, row: number, col: number): Promise<number> {
  const width = () =>
    page.evaluate((s: string) => document.querySelector(s)!.getBoundingClientRect().width, tileSelector(row, col));
  const r = await boardRect(page);
  const middle = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  const before = await width();
  const box = await viewBox(page);
  for (let i = 0; i < 3; i++) await page.wheel(middle, NOTCH);
  await settledAfter(page, box);
  return (await width()) / before;
}

flow('three wheel notches over the middle zoom a 60 x 60 board as much as the 127-tile board', async (page) => {
  await open(page);
  const small = await threeNotches(page, 6, 6);
  const level = Array.from({ length: 60 }, () => new Array<number>(60).fill(0));
  await open(
    page,
    encodeShare({
      mode: 'minesweeper',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level,
      minesweeper: { mines: 900, seed: 34, noGuess: false },
    }),
  );
  await boardReady(page, 3600);
  const big = await threeNotches(page, 30, 30);
  // exp(0.0015 px⁻¹ x 300 px) = 1.57 (BoardView's wheel), whatever the board.
  expect(small, 'the 127-tile board zoomed').toBeGreaterThan(1.4);
  expect(big, 'the 60 x 60 board zoomed').toBeGreaterThan(1.4);
  expect(Math.abs(big / small - 1), 'the two zooms differ by').toBeLessThan(0.1);
});
