// The daily puzzle in the browser (CONTRACT "Hex logic puzzles": the "Daily" control also offers "Daily puzzle"). The
// test knows a day's puzzle the way every browser does, from the date alone (the app's own generator, run here in
// Node). Where a date is pinned the clock is fixed (page.clock.setFixedTime: Date only, timers run), so a solve's
// time reads 0 here.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { freshPage } from './daily.page';
import { dailyPuzzle } from '../src/games/puzzle/daily';
import { PuzzlePage } from './puzzle.page';

// A day's puzzle is made in a worker; a hard one takes a second or two on a busy machine.
test.describe.configure({ timeout: 120_000 });
const MADE = { timeout: 30_000 };

/** Today's UTC date, as the page names it. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The app runs (a click on the prerendered first screen before that does nothing). */
const appRuns = (page: Page) => page.locator('html[data-started]').waitFor({ state: 'attached' });

/** Every cell's and line clue's hooks, in a stable order: what makes two boards the same puzzle. */
const cluesOf = (page: Page) =>
  page.evaluate(() => {
    const board = document.querySelector('svg[data-testid="board"]')!;
    const all = [...board.querySelectorAll('polygon[data-state]'), ...board.querySelectorAll('[data-line]')];
    return all
      .map((el) =>
        ['data-hx', 'data-hy', 'data-state', 'data-clue', 'data-clue-kind', 'data-line']
          .map((a) => el.getAttribute(a))
          .join(':'),
      )
      .sort();
  });

/** Press the header's "Daily puzzle" (in the header's menu on a phone) and wait for the day's band. */
async function openFromHeader(page: Page) {
  await appRuns(page);
  const button = page.getByRole('button', { name: 'Daily puzzle', exact: true });
  if (!(await button.isVisible())) await page.locator('header button[aria-controls="header-menu"]').click();
  // "Daily" is still there, beside it.
  await expect(page.getByRole('button', { name: 'Daily', exact: true })).toBeVisible();
  await button.click();
  const band = page.getByTestId('daily-puzzle');
  await expect(band).toBeVisible(MADE);
  return band;
}

for (const [name, use] of [
  ['a 1280 x 800 laptop', { viewport: { width: 1280, height: 800 } }],
  ['a 390 x 844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(use);

    test("the header's Daily puzzle opens today's (UTC) puzzle in Puzzles, graded medium or hard", async ({ page }) => {
      await page.goto('/');
      const band = await openFromHeader(page);
      const today = todayUtc();
      await expect(band).toHaveAttribute('data-date', today);
      await expect(band).toHaveAttribute('data-grade', /^(medium|hard)$/);
      await expect(band).toContainText('Daily puzzle');
      // The band names it: no second title line over the board.
      await expect(page.getByTestId('puzzle-title')).toHaveCount(0);
      // (On a phone the tabs are in the mode's menu, shut.)
      await expect(page.getByRole('tab', { name: 'Puzzles', includeHidden: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(band).toBeInViewport();
      expect(new URL(page.url()).searchParams.get('dp')).toBe(today);
      // The puzzle on the board is the day's, as every browser makes it.
      const level = dailyPuzzle(today)!.level;
      await expect(page.locator('svg[data-testid="board"] polygon[data-state]')).toHaveCount(level.cells.length);
    });
  });
}

test('two fresh browsers on one date get the same daily puzzle, the next day another one', async ({ browser }) => {
  const errors: string[] = [];
  const seen: string[][] = [];
  for (const date of ['2026-12-07', '2026-12-07', '2026-12-08']) {
    const { context, page } = await freshPage(browser, date, errors);
    await page.goto('/');
    const band = await openFromHeader(page);
    await expect(band).toHaveAttribute('data-date', date);
    await expect(page.locator('svg[data-testid="board"] polygon[data-state]')).toHaveCount(
      dailyPuzzle(date)!.level.cells.length,
    );
    seen.push(await cluesOf(page));
    await context.close();
  }
  expect(seen[0].length).toBeGreaterThan(30);
  expect(seen[1]).toEqual(seen[0]);
  expect(seen[2]).not.toEqual(seen[0]);
  expect(errors).toEqual([]);
});

test('a solved daily puzzle gives a result to share and counts in the statistics with its streak', async ({
  browser,
}) => {
  const errors: string[] = [];
  const date = '2026-12-07';
  const { context, page } = await freshPage(browser, date, errors);
  await page.goto('/');
  await openFromHeader(page);
  const pz = new PuzzlePage(page);
  const level = dailyPuzzle(date)!.level;
  // One wrong mark first: the result carries it.
  const blue = level.cells.find((c) => !c.shown && c.color === 'blue')!;
  await pz.mark(blue, 'right');
  await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
  await pz.solve(level);
  const card = page.getByTestId('game-over');
  await expect(card).toHaveAttribute('data-result', 'won');
  await expect(card.getByRole('button', { name: 'Next' })).toBeVisible();
  // The band says what the solve did, and the card gives the time as the shared result does.
  await expect(page.getByTestId('daily-puzzle')).toContainText('Solved: this solve counts');
  const shown = (await card.getByTestId('puzzle-final-time').textContent())!;
  await card.getByRole('button', { name: 'Share result' }).click();
  const text = (await page.getByTestId('daily-puzzle-share').textContent())!;
  const lines = text.split('\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe('Hexlab daily puzzle · Dec 7, 2026');
  expect(lines[1]).toMatch(/^Solved · Medium · .+ · 1 mistake$/);
  expect(lines[1]).toContain(` · ${shown} · `);
  expect(new URL(lines[2]).search).toBe(`?dp=${date}`);
  // No cell given away: no puzzle in the link, no number of the board's.
  expect(text).not.toMatch(/pz=|[{}]/);

  // Played again, the day's puzzle is practice: the band says so, and the statistics keep the first solve only.
  await card.getByRole('button', { name: 'Play again' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByTestId('daily-puzzle')).toContainText('Already solved: this try is practice');

  // The statistics: the day solved, once, and its streak.
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  const dialog = page.getByTestId('stats');
  await expect(dialog).toHaveAttribute('data-ready', 'true', MADE);
  const row = dialog.locator('[data-testid="stats-row"][data-category="daily-puzzle"]');
  await expect(row).toHaveAttribute('data-played', '1');
  await expect(row).toHaveAttribute('data-won', '1');
  await expect(row).toHaveAttribute('data-mistakes', '1');
  await expect(row).toHaveAttribute('data-streak', '1');
  await expect(dialog.getByTestId('stats-puzzles')).toHaveAttribute('data-solved', '1');
  await page.keyboard.press('Escape');

  // "Daily" still opens the daily hex.
  await page.getByRole('button', { name: 'Daily', exact: true }).click();
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, MADE);
  await context.close();
  expect(errors).toEqual([]);
});

test("a day's link opens that day's puzzle; a day to come or a date that is none gets an alert and loses nothing", async ({
  browser,
}) => {
  const errors: string[] = [];
  const { context, page } = await freshPage(browser, '2026-12-08', errors);
  await page.goto('/?dp=2026-12-07');
  await appRuns(page);
  await expect(page.getByTestId('daily-puzzle')).toHaveAttribute('data-date', '2026-12-07', MADE);
  await expect(page.getByTestId('daily-puzzle')).toContainText('played late');
  const before = await cluesOf(page);

  for (const [query, says] of [
    ['?dp=2026-12-09', 'is not out yet'],
    ['?dp=2026-13-40', 'is not a date'],
  ]) {
    await page.goto(`/${query}`);
    await appRuns(page);
    const alert = page.getByTestId('daily-puzzle-problem');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText(says);
    // The app goes on with what it showed: the puzzle kept, its board drawn.
    await expect(page.getByTestId('board').first()).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Puzzles' }).click();
  await expect(page.getByTestId('daily-puzzle')).toHaveAttribute('data-date', '2026-12-07');
  expect(await cluesOf(page)).toEqual(before);
  await context.close();
  expect(errors).toEqual([]);
});
