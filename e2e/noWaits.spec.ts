// No waits, no jumps: the code a game needs is fetched in idle time after the first paint, so the first
// win fetches nothing; bars lie over the board's frame; nothing shifts during a game.
import { test, expect } from './fixtures';
import { MinesPage } from './mines.page';
import type { Page } from '@playwright/test';

const FIRST = { row: 6, col: 6 };
/** The chunks a game needs by its end: the solver (loss analysis, hints), the link codec (replays), the end card. */
const GAME_CHUNKS = [
  /\/assets\/solver-[\w-]+\.js$/,
  /\/assets\/linkCodec-[\w-]+\.js$/,
  /\/assets\/GameOverCard-[\w-]+\.js$/,
];

const resources = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));

/** Sum the layout shifts the page reports from now on (the Layout Instability API), as CLS counts them. */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shifts.push(e.value);
    }).observe({ type: 'layout-shift' });
  });
/** Every layout shift from the page's start (before its first paint), each as its value and the elements it moved. */
const watchShiftsFromStart = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { early: string[] };
    w.early = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null }[] })[])
        w.early.push(
          `${e.value.toFixed(4)} ${e.sources.map((s) => (s.node instanceof Element ? s.node.id || s.node.textContent?.slice(0, 40) : '?')).join(' | ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
const earlyShifts = (page: Page) => page.evaluate(() => (window as unknown as { early: string[] }).early);
/** Opens the app on a CPU `rate` times slower, until the idle-time fetching is over; then at full speed again. */
async function openSlowed(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto('/');
  await expect(page.locator('html[data-prefetched]')).toBeAttached({ timeout: 60_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

test.describe('when a game is played to its end', () => {
  test('the end card, the solver and the link codec came in idle time before the first click: the win fetches no script', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const ms = new MinesPage(page);
    await ms.open();
    await ms.seeded(20, 4242);
    await expect
      .poll(
        async () => {
          const fetched = await resources(page);
          return GAME_CHUNKS.map((c) => fetched.some((p) => c.test(p)));
        },
        { timeout: 30_000 },
      )
      .toEqual([true, true, true]);
    // The other modes follow in idle time; the game starts once all of it has arrived, so what the win needs is
    // told apart from what was merely next in the queue.
    await expect(page.locator('html[data-prefetched]')).toBeAttached({ timeout: 30_000 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await watchShifts(page);
    const known = MinesPage.known('pointy', 'odd', 20, 4242, FIRST);
    await ms.click(FIRST.row, FIRST.col);
    await ms.clearSafe(known);
    await expect(ms.status()).toHaveAttribute('data-status', 'won');
    await expect(page.getByTestId('game-over')).toBeVisible();
    expect(scripts).toEqual([]);
    // Nothing moved on its own during the game (CLS 0 after the first paint).
    expect(await shifts(page)).toEqual([]);
  });
});

test.describe('when a guess-free board is being built', () => {
  test("the progress bar lies over the board's frame and never changes its size", async ({ page }) => {
    test.setTimeout(120_000);
    const ms = new MinesPage(page);
    await ms.open();
    await page.getByLabel('Difficulty').selectOption('expert');
    await expect(ms.tiles()).toHaveCount(480);
    await page.getByRole('switch', { name: 'No guessing' }).check();
    const frame = page.getByTestId('board-frame');
    const before = await frame.boundingBox();
    // Record the frame's box at every change of the page while the bar is up.
    await page.evaluate(() => {
      const w = window as unknown as { during: DOMRect[] };
      w.during = [];
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="generating"]'))
          w.during.push(document.querySelector('[data-testid="board-frame"]')!.getBoundingClientRect());
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await ms.click(8, 15);
    await expect(ms.status()).toHaveAttribute('data-status', 'playing', { timeout: 60_000 });
    const during = await page.evaluate(() =>
      (window as unknown as { during: DOMRect[] }).during.map((r) => ({
        x: r.x,
        y: r.y,
        width: r.width,
        height: r.height,
      })),
    );
    expect(during.length, 'the bar was seen').toBeGreaterThan(0);
    for (const box of during) expect(box).toEqual(before);
  });
});

test.describe('while the idle-time fetching lands after the first paint', () => {
  test('nothing on the first screen moves (no layout shift from the first paint to the end of the prefetch)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A returning visitor's laptop (guides seen), where the side panel's Board section is in view under Records.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      localStorage.setItem(
        'hexlab:guides-seen',
        JSON.stringify(['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle']),
      );
    });
    await watchShiftsFromStart(page);
    // A slow device: Chromium's parser yields mid-document there, and a paint then would draw a half-parsed header.
    await openSlowed(page, 12);
    await expect(page.getByTestId('records')).toBeVisible();
    // The observer sees every shift since the page began; the prerendered first screen paints before any of them.
    expect(await earlyShifts(page)).toEqual([]);
  });
});

test.describe("a phone's first visit, hydrating its prerendered screen", () => {
  // Lighthouse's phone (412 x 823, touch): the prerendered phone screen is hydrated with the first-visit card shown.
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, firstVisit: true });

  test('nothing moves from the first paint to the end of the prefetch: the card keeps its short form', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await watchShiftsFromStart(page);
    await openSlowed(page, 4);
    await expect(page.getByTestId('first-visit')).toBeVisible();
    await expect(page.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
    expect(await earlyShifts(page)).toEqual([]);
  });
});
