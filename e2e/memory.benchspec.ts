// Memory over a long session: 150 Minesweeper games and then 100 Editor board changes in one page. Printed:
// the JS heap in use and the DOM nodes (Chromium's CDP Performance metrics, after a forced garbage collection) at the
// start, after a warm-up, half-way, after the games and after the board changes, and the growth per game (after the
// warm-up, and over the second half) and per change.
import { test, expect, type CDPSession, type Page } from '@playwright/test';
import { filledLevel } from '../src/engine';
import { encodeShare } from '../src/share';

const GAMES = Number(process.env.MEMORY_GAMES ?? 150);
const CHANGES = Number(process.env.MEMORY_CHANGES ?? 100);
const WARM = 10;
const port = Number(process.env.BENCH_PORT ?? 4190) + 1;
const app = `http://127.0.0.1:${port}`;
// A small board thick with mines: a game is a safe first click and then, most often, a mine.
const link = `${app}/?${encodeShare({ mode: 'minesweeper', orientation: 'pointy', parity: 'odd', hexSize: 24, level: filledLevel(9, 9), minesweeper: { mines: 50, seed: 7, noGuess: false } }).replace(/^.*\?/, '')}`;

interface Sample {
  heapMB: number;
  nodes: number;
}

async function sample(cdp: CDPSession): Promise<Sample> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const get = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  return { heapMB: get('JSHeapUsedSize') / 2 ** 20, nodes: get('Nodes') };
}

/** Click a random hidden tile until the game is over (a mine, or the board cleared). */
async function playOut(page: Page, rand: () => number) {
  const status = page.getByTestId('game-status');
  for (let i = 0; i < 200; i++) {
    const s = await status.getAttribute('data-status');
    if (s === 'won' || s === 'lost') return s;
    const at = await page.evaluate((r) => {
      const hidden = [...document.querySelectorAll('svg[data-testid="board"] polygon[data-state="hidden"]')];
      const b = hidden[Math.floor(r * hidden.length)]?.getBoundingClientRect();
      return b ? { x: b.x + b.width / 2, y: b.y + b.height / 2 } : null;
    }, rand());
    if (!at) return s;
    await page.mouse.click(at.x, at.y);
  }
  throw new Error('a game did not end in 200 clicks');
}

test(`memory: ${GAMES} games and ${CHANGES} board changes in one page`, async ({ page }) => {
  test.setTimeout(1_800_000);
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(link);
  await page.locator('svg[data-testid="board"] polygon[data-row]').first().waitFor();
  const start = await sample(cdp);
  const newGame = async () => {
    await page.getByRole('button', { name: 'New game', exact: true }).first().click();
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'ready');
  };
  let warm = start;
  let half = start;
  for (let g = 0; g < GAMES; g++) {
    if (g === WARM) warm = await sample(cdp);
    if (g === Math.floor(GAMES / 2)) half = await sample(cdp);
    await playOut(page, rand);
    await newGame();
  }
  const games = await sample(cdp);

  await page.getByRole('tab', { name: 'Editor' }).click();
  await page
    .locator('svg[data-testid="board"] polygon[data-kind="void"], svg[data-testid="board"] polygon[data-kind="floor"]')
    .first()
    .waitFor();
  const changesFrom = await sample(cdp);
  for (let c = 0; c < CHANGES; c++) {
    const height = 8 + (c % 3);
    await page.getByLabel('Height', { exact: true }).fill(String(height));
    await page.getByRole('button', { name: 'Resize' }).click();
    await expect(page.locator('svg[data-testid="board"] polygon[data-row]')).toHaveCount(height * 9);
  }
  const changes = await sample(cdp);

  const row = (when: string, s: Sample) => ({ when, heapMB: s.heapMB.toFixed(2), domNodes: s.nodes });
  console.log(
    `\nOne page, ${GAMES} Minesweeper games then ${CHANGES} Editor board changes (after a forced GC each time):`,
  );
  console.table([
    row('opened', start),
    row(`after ${WARM} games (warm)`, warm),
    row(`after ${Math.floor(GAMES / 2)} games`, half),
    row(`after ${GAMES} games`, games),
    row('Editor shown', changesFrom),
    row(`after ${CHANGES} board changes`, changes),
  ]);
  const per = (a: Sample, b: Sample, n: number) =>
    `${(((b.heapMB - a.heapMB) * 1024) / n).toFixed(1)} KB heap, ${((b.nodes - a.nodes) / n).toFixed(2)} DOM nodes`;
  console.log(`growth per game after the warm-up: ${per(warm, games, GAMES - WARM)}`);
  // The first games' growth is mostly V8's optimised code and Chromium's bounded performance-entry buffers (layout
  // shifts, paints, long tasks: at most 150 to 200 entries each); the second half shows what each game keeps after.
  console.log(`growth per game in the second half: ${per(half, games, GAMES - Math.floor(GAMES / 2))}`);
  console.log(`growth per board change: ${per(changesFrom, changes, CHANGES)}`);
});
