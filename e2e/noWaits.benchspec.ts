// No waits: from a click to the painted change, on the production app served one port above the bench
// harness. Fresh pages; each figure is the median of ROUNDS pages, and the whole run is made twice, side by side, so
// a slow spell of the machine shows as a difference between the two. Goals: first reveal and first win under 100 ms,
// first switch to each mode under 300 ms, no Expert click over 100 ms, CLS 0 after the first paint.
import { test, type Browser, type Page } from '@playwright/test';
import { makeBoard, shapePreset, tileAtOffset, TUTORIAL_HEXAGON, type Board } from '../src/engine';
import { seededPlacer } from '../src/games/minesweeper/reveal';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const app = `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 4190) + 1}`;
/** Run 1's app: this build, or another build served at BENCH_BEFORE (a before/after comparison in one run). */
const firstApp = process.env.BENCH_BEFORE ?? app;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const MODES = ['Lab', 'Editor', 'Hero', 'Proximity'] as const;

/** A fresh page on the app, its first paint done and the idle-time prefetch landed (the end card's chunk is in). */
async function freshPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    localStorage.setItem(
      'hexlab:guides-seen',
      JSON.stringify(['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle']),
    );
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  await page.goto(url);
  // The idle-time prefetch marks its end on <html> (src/ui/prefetch.ts).
  await page.waitForFunction(() => document.documentElement.dataset.prefetched !== undefined, null, {
    timeout: 120_000,
  });
  return page;
}

/**
 * Click a point and time, in the page, from the pointer's press (its event time) to the frame after `done` holds
 * (animation frame, then a task: that frame's work is over). A change that never comes fails the run, naming it,
 * rather than keeping it waiting for ever.
 */
async function timeClick(page: Page, at: { x: number; y: number }, done: string): Promise<number> {
  // The watch is set up in the page before the click is sent: a click that arrives first would never be seen.
  await page.evaluate((check) => {
    const w = window as unknown as { clickTimed: Promise<number> };
    w.clickTimed = new Promise<number>((resolve, reject) => {
      let pressed = 0;
      addEventListener('pointerdown', (e) => (pressed = e.timeStamp), { capture: true, once: true });
      const holds = new Function(`return (${check})`) as () => boolean;
      const since = performance.now();
      const wait = () => {
        if (pressed && holds()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed), 0));
        else if (performance.now() - since > 60_000)
          reject(new Error(`no painted change after the click (${pressed ? 'pressed' : 'no press'}): ${check}`));
        else requestAnimationFrame(wait);
      };
      wait();
    });
  }, done);
  await page.mouse.click(at.x, at.y);
  return page.evaluate(() => (window as unknown as { clickTimed: Promise<number> }).clickTimed);
}

async function centre(page: Page, row: number, col: number) {
  const box = (await page
    .locator(`svg[data-testid="board"] polygon[data-row="${row}"][data-col="${col}"]`)
    .boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
const stateOf = (row: number, col: number, state: string) =>
  `document.querySelector('polygon[data-row="${row}"][data-col="${col}"]')?.getAttribute('data-state') === '${state}'`;

async function seed(page: Page, seedValue: number, mines?: number) {
  if (mines !== undefined) await page.getByLabel('Mines', { exact: true }).fill(String(mines));
  await page.getByLabel('Seed', { exact: true }).fill(String(seedValue));
  await page.getByLabel('Seed', { exact: true }).press('Tab');
}

/** Safe tiles of a seeded board, for a first click at `first`. */
function safeTiles(board: Board, mines: number, seedValue: number, first: { row: number; col: number }) {
  const m = seededPlacer(seedValue)(board, mines, tileAtOffset(board, first));
  return { mines: m, safe: [...Array(board.size).keys()].filter((t) => !m[t]) };
}

async function oneRound(browser: Browser, url: string) {
  const out = { reveal: 0, win: 0, switches: {} as Record<string, number>, expertWorst: 0, cls: 0 };
  // First reveal and first win on the tutorial board, 20 mines, seed 4242.
  let page = await freshPage(browser, url);
  await seed(page, 4242, 20);
  const first = { row: 6, col: 6 };
  out.reveal = await timeClick(page, await centre(page, 6, 6), stateOf(6, 6, 'revealed'));
  const tut = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const { safe } = safeTiles(tut, 20, 4242, first);
  for (;;) {
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('polygon[data-state="hidden"]')].map(
        (e) => `${e.getAttribute('data-row')},${e.getAttribute('data-col')}`,
      ),
    );
    const left = safe.filter((t) => hidden.includes(`${tut.row[t]},${tut.col[t]}`));
    if (left.length === 0) break;
    const t = left[0];
    const at = await centre(page, tut.row[t], tut.col[t]);
    // The winning click is the one the end card follows (a flood may open the last safe tiles before the list ends).
    const over = `!!document.querySelector('[data-testid="game-over"]')`;
    const took = await timeClick(
      page,
      at,
      `${stateOf(tut.row[t], tut.col[t], 'revealed')} && (${over} || document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status') !== 'won')`,
    );
    if (await page.evaluate(over)) {
      out.win = took;
      break;
    }
  }
  out.cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
  // First switch to each mode, click on its tab to its board painted.
  for (const mode of MODES) {
    const tab = (await page.getByRole('tab', { name: mode }).boundingBox())!;
    out.switches[mode] = await timeClick(
      page,
      { x: tab.x + tab.width / 2, y: tab.y + tab.height / 2 },
      `!!document.querySelector('.mode-${mode.toLowerCase()} [data-testid="board"] polygon[data-row]')`,
    );
  }
  await page.close();
  // Expert: 20 clicks on safe hidden tiles, each timed to its painted change.
  page = await freshPage(browser, url);
  await page.getByLabel('Difficulty').selectOption('expert');
  await page.locator('svg[data-testid="board"] polygon[data-row]').nth(479).waitFor();
  await seed(page, 77);
  const expert = makeBoard(shapePreset('rectangle', { rows: 16, cols: 30, orientation: 'pointy', parity: 'odd' }), {
    orientation: 'pointy',
    parity: 'odd',
  });
  const start = { row: 8, col: 15 };
  const ex = safeTiles(expert, 99, 77, start);
  const times = [await timeClick(page, await centre(page, 8, 15), stateOf(8, 15, 'revealed'))];
  for (let i = 0; i < 19; i++) {
    const hidden = await page.evaluate(() =>
      [...document.querySelectorAll('polygon[data-state="hidden"]')].map(
        (e) => `${e.getAttribute('data-row')},${e.getAttribute('data-col')}`,
      ),
    );
    const t = ex.safe.find((id) => hidden.includes(`${expert.row[id]},${expert.col[id]}`));
    if (t === undefined) break;
    times.push(
      await timeClick(
        page,
        await centre(page, expert.row[t], expert.col[t]),
        stateOf(expert.row[t], expert.col[t], 'revealed'),
      ),
    );
  }
  out.expertWorst = Math.max(...times);
  out.cls += await page.evaluate(() => (window as unknown as { cls: number }).cls);
  await page.close();
  return out;
}

test('no waits: first reveal, first win, first switch of mode, Expert clicks, layout shifts', async ({ browser }) => {
  test.setTimeout(3_600_000);
  const runs: Awaited<ReturnType<typeof oneRound>>[][] = [[], []];
  // The two runs take turns, round by round, so both meet the same spells of a busy machine.
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, run] of runs.entries()) run.push(await oneRound(browser, i === 0 ? firstApp : app));
  const row = (name: string, pick: (r: Awaited<ReturnType<typeof oneRound>>) => number, unit = 'ms', goal = '') =>
    `${name.padEnd(28)} ${runs
      .map(
        (r) =>
          `${median(r.map(pick))
            .toFixed(unit === 'ms' ? 0 : 4)
            .padStart(7)} ${unit}`,
      )
      .join('   ')}   ${goal}`;
  const lines = [
    `median of ${ROUNDS} fresh pages, run 1${firstApp === app ? '' : ` (${firstApp})`} and run 2 (taking turns):`,
    row('first reveal', (r) => r.reveal, 'ms', 'goal < 100 ms'),
    row('first win (end card shown)', (r) => r.win, 'ms', 'goal < 100 ms'),
    ...MODES.map((m) => row(`first switch to ${m}`, (r) => r.switches[m], 'ms', 'goal < 300 ms')),
    row('worst of 20 Expert clicks', (r) => r.expertWorst, 'ms', 'goal < 100 ms'),
    row('CLS after the first paint', (r) => r.cls, '', 'goal 0'),
  ];
  console.log(lines.join('\n'));
});
