// A monkey: a few hundred seeded random actions (clicks, right clicks, wheel, drags, keys, mode tabs, the mode's main
// buttons) across every mode, failing on any page error, console error or unhandled rejection (fixtures.ts) and on
// any frame that took over 2 s (long-animation-frame entries). The seed is printed; MONKEY_SEED replays one run.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';

const ACTIONS = Number(process.env.MONKEY_ACTIONS ?? 300);
const SEED = Number(process.env.MONKEY_SEED ?? 20261126);
const LONGEST_FRAME_MS = 2000;
const MODES = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'] as const;
const BUTTONS = ['New game', 'Restart', 'Hint', 'Fit board', 'Zoom in', 'Zoom out', 'Undo', 'Rematch', 'Close'];
const KEYS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Enter',
  ' ',
  'f',
  '+',
  '-',
  '0',
  'a',
  'd',
  'w',
  'x',
  'Escape',
];

/** In the page, before the app: every frame longer than the limit, as Chromium's long-animation-frame entries see it. */
const watchFrames = (limit: number) => {
  const long: number[] = ((window as unknown as { longFrames: number[] }).longFrames = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.duration > limit) long.push(Math.round(e.duration));
  }).observe({ type: 'long-animation-frame', buffered: true });
};

async function boardPoint(page: Page, rand: () => number) {
  const r = await page.getByTestId('board').boundingBox();
  if (!r) return null;
  return { x: r.x + 4 + rand() * (r.width - 8), y: r.y + 4 + rand() * (r.height - 8) };
}

test('a seeded monkey plays every mode with no error and no frame over 2 s', async ({ page }) => {
  test.setTimeout(420_000);
  let s = SEED;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  await page.addInitScript(watchFrames, LONGEST_FRAME_MS);
  const board = new BoardPage(page);
  await board.open();
  const done: string[] = [];
  for (let i = 0; i < ACTIONS; i++) {
    const roll = rand();
    if (roll < 0.06) {
      const mode = pick(MODES);
      done.push(`mode ${mode}`);
      await board.mode(mode);
      continue;
    }
    if (roll < 0.14) {
      const name = pick(BUTTONS);
      const button = page.getByRole('button', { name, exact: true }).first();
      done.push(`button ${name}`);
      if ((await button.isVisible()) && (await button.isEnabled()))
        await button.click({ timeout: 5_000 }).catch(() => {});
      continue;
    }
    if (roll < 0.24) {
      const key = pick(KEYS);
      done.push(`key ${key}`);
      await page
        .getByTestId('board')
        .focus()
        .catch(() => {});
      await page.keyboard.press(key);
      continue;
    }
    const at = await boardPoint(page, rand);
    if (!at) continue;
    if (roll < 0.7) {
      done.push(`click ${at.x | 0},${at.y | 0}`);
      await page.mouse.click(at.x, at.y);
    } else if (roll < 0.8) {
      done.push(`right click ${at.x | 0},${at.y | 0}`);
      await page.mouse.click(at.x, at.y, { button: 'right' });
    } else if (roll < 0.9) {
      done.push(`wheel ${at.x | 0},${at.y | 0}`);
      await page.mouse.move(at.x, at.y);
      await page.mouse.wheel(0, rand() < 0.5 ? -120 : 120);
    } else {
      const to = await boardPoint(page, rand);
      if (!to) continue;
      done.push(`drag ${at.x | 0},${at.y | 0} to ${to.x | 0},${to.y | 0}`);
      await page.mouse.move(at.x, at.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.mouse.up();
    }
  }
  // Every action's frame has been painted: one more frame after the last.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  console.log(`monkey: seed ${SEED}, ${done.length} actions`);
  expect(
    await page.evaluate(() => (window as unknown as { longFrames: number[] }).longFrames),
    `frames over ${LONGEST_FRAME_MS} ms (seed ${SEED})`,
  ).toEqual([]);
  await expect(page.getByTestId('board')).toBeVisible();
});
