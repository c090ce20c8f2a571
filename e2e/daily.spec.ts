// The daily hex in the browser: the clock is set by the test (page.clock), and the test knows the day's mines the way
// The clock is fixed (page.clock.setFixedTime: Date only, timers run), so a game's time reads 0 here.
// every browser does, from the date alone (the game's own generator, run here in Node).
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { at, freshPage } from './daily.page';
import { dailyBoard, dailySpec } from '../src/games/daily/daily';
import { BoardPage } from './pages';

// Each test plays whole games in one or more fresh browsers.
test.describe.configure({ timeout: 120_000 });

/**
 * A fresh browser's first visit shows the prerendered first screen before the app runs, and a click on its header
 * then does nothing: wait for the app itself (docs/first-screen.md, "The first paint").
 */
async function appRuns(page: Page) {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/** Open today's daily with the header's button and wait for it. */
async function openDaily(page: Page, date: string) {
  await appRuns(page);
  await page.getByRole('button', { name: 'Daily', exact: true }).click();
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
}

/** The daily's mines on the layout the page shows (horizontal, odd for a new visitor). */
const known = (date: string) => dailyBoard(dailySpec(date)!, 'pointy', 'odd');

/** Every tile's look, for comparing two boards. */
const look = (page: Page) =>
  page
    .locator('svg[data-testid="board"] polygon[data-row]')
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${e.getAttribute('data-row')},${e.getAttribute('data-col')}:${e.getAttribute('data-state')}:${e.getAttribute('data-value') ?? ''}`,
      ),
    );

/** Click the ringed start tile, then every safe tile still hidden, until the daily is won. */
async function win(page: Page, date: string) {
  const board = new BoardPage(page);
  const { board: b, mines, start } = known(date);
  const ring = page.getByTestId('daily-start');
  await expect(ring).toHaveAttribute('data-row', String(b.row[start]), { timeout: 20_000 });
  await expect(ring).toHaveAttribute('data-col', String(b.col[start]));
  await board.click(b.row[start], b.col[start]);
  for (;;) {
    if ((await page.getByTestId('game-status').getAttribute('data-status')) === 'won') return;
    const hidden = new Set(
      await board.svg
        .locator('polygon[data-state="hidden"]')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-row')},${e.getAttribute('data-col')}`)),
    );
    const id = [...Array(b.size).keys()].find(
      (t) => b.kind[t] === 0 && !mines[t] && hidden.has(`${b.row[t]},${b.col[t]}`),
    );
    if (id === undefined) throw new Error('no hidden safe tile left, yet the daily is not won');
    await board.click(b.row[id], b.col[id]);
  }
}

/** Open a date's daily from its link (clipboard allowed), reveal the start, then lose on a mine. */
async function loseDaily(page: Page, context: BrowserContext, date: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.setFixedTime(at(date));
  await page.goto(`/?daily=${date}`);
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
  const { board: b, mines, start } = known(date);
  const board = new BoardPage(page);
  await board.click(b.row[start], b.col[start]);
  const mine = [...mines.keys()].find((t) => mines[t])!;
  await board.click(b.row[mine], b.col[mine]);
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'lost');
  return { b, mines, start, board };
}

async function stats(page: Page) {
  await appRuns(page);
  await page.getByRole('button', { name: 'Statistics', exact: true }).click();
  const dialog = page.getByTestId('stats');
  // The dialog's code is fetched the first time it opens (a busy machine may take a while).
  await expect(dialog).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  return dialog;
}

test('two fresh browsers on the same date get the same daily board, another date another one', async ({ browser }) => {
  const errors: string[] = [];
  const looks: string[][] = [];
  for (const date of ['2026-11-25', '2026-11-25', '2026-11-26']) {
    const { context, page } = await freshPage(browser, date, errors);
    await page.goto('/');
    await openDaily(page, date);
    const { board: b, start } = known(date);
    await expect(page.locator('svg[data-testid="board"] polygon[data-kind="floor"]')).toHaveCount(
      dailySpec(date)!.hexes.length,
    );
    await new BoardPage(page).click(b.row[start], b.col[start]);
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'playing');
    looks.push(await look(page));
    await context.close();
  }
  expect(looks[1]).toEqual(looks[0]);
  expect(looks[2]).not.toEqual(looks[0]);
  // The numbers on screen are the ones the date's mines give, computed here.
  const { board: b, mines } = known('2026-11-25');
  for (const entry of looks[0]) {
    const [cell, state, value] = entry.split(':');
    if (state !== 'revealed') continue;
    const [row, col] = cell.split(',').map(Number);
    const id = [...Array(b.size).keys()].find((t) => b.row[t] === row && b.col[t] === col)!;
    const around = [0, 1, 2, 3, 4, 5].reduce(
      (n, d) => n + (b.neighbors[id * 6 + d] >= 0 ? mines[b.neighbors[id * 6 + d]] : 0),
      0,
    );
    expect(Number(value)).toBe(around);
  }
  expect(errors).toEqual([]);
});

test('the shared result holds the date, the result, the time, the pace and the link, short, and no mine position', async ({
  page,
  context,
}) => {
  const date = '2026-11-25';
  const { b, start } = await loseDaily(page, context, date);
  await page.getByRole('button', { name: 'Share result' }).click();
  const shared = page.getByTestId('daily-share');
  await expect(shared).toContainText(date);
  const text = (await shared.textContent())!;
  expect(text).toContain('Lost');
  expect(text).toMatch(/\d+\.\d s/);
  expect(text).toContain('3BV/s');
  expect(text).toContain(`?daily=${date}`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  // Whole in a chat's preview: four short lines, the link last.
  const lines = text.split('\n');
  expect(lines).toHaveLength(4);
  for (const line of lines.slice(0, 3)) expect([...line].length).toBeLessThanOrEqual(40);
  // The pace: five squares, the start's area quick, then the part the mine ended, then parts never reached.
  const pace = [...lines[2].split(' ')[0]];
  expect(pace).toHaveLength(5);
  expect(pace).toContain('💥');
  expect(pace.slice(pace.indexOf('💥') + 1).every((c) => c === '⬛')).toBe(true);
  expect(lines[2]).toMatch(/ 2 clicks, no help$/);
  // The mines are on show now, and the text names no tile: its only numbers are the date's, the figures' and the clicks'.
  const shown = await page
    .locator(
      'svg[data-testid="board"] polygon[data-state="mine"], svg[data-testid="board"] polygon[data-state="exploded"]',
    )
    .count();
  expect(shown).toBe(dailySpec(date)!.mines);
  expect(
    lines
      .slice(0, 3)
      .join(' ')
      .match(/\d+(\.\d+)?/g),
  ).toHaveLength(7);
  // The share text is whole on screen, not cut off.
  expect(await shared.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  // The link opens the same daily in a fresh page.
  const link = text.split('\n').find((l) => l.includes('?daily='))!;
  const other = await context.newPage();
  await other.clock.setFixedTime(at(date));
  await other.goto(link);
  await expect(other.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
  await expect(other.getByTestId('daily-start')).toHaveAttribute('data-row', String(b.row[start]));
  await other.close();
});

test('the streak counts across three days and breaks on a missed day; one attempt counts a day', async ({ page }) => {
  test.setTimeout(240_000);
  await page.clock.setFixedTime(at('2026-11-23'));
  await page.goto('/');
  for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
    await page.clock.setFixedTime(at(date));
    await openDaily(page, date);
    await expect(page.getByTestId('daily')).toContainText('Today’s attempt');
    await win(page, date);
  }
  let dialog = await stats(page);
  await expect(dialog).toHaveAttribute('data-streak', '3');
  await expect(dialog).toHaveAttribute('data-longest', '3');
  const daily = dialog.locator('[data-testid="stats-row"][data-category="daily"]');
  await expect(daily).toHaveAttribute('data-played', '3');
  await expect(daily).toHaveAttribute('data-won', '3');
  await expect(daily).toHaveAttribute('data-best-ms', /^\d+$/);
  await expect(dialog.getByRole('img', { name: /Time of each game over time/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Show as a table' }).click();
  await expect(dialog.getByTestId('stats-table').locator('tbody tr')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The same day again is practice: it does not count.
  await openDaily(page, '2026-11-25');
  await expect(page.getByTestId('daily')).toContainText('Already played');
  await win(page, '2026-11-25');

  // A missed day (the 26th) breaks the streak; the longest stays, and all of it survives a reload.
  await page.clock.setFixedTime(at('2026-11-27'));
  await page.reload();
  dialog = await stats(page);
  await expect(dialog).toHaveAttribute('data-streak', '0');
  await expect(dialog).toHaveAttribute('data-longest', '3');
  await expect(dialog.locator('[data-testid="stats-row"][data-category="daily"]')).toHaveAttribute('data-played', '3');
});

test('a restarted daily counts as played, not won', async ({ page }) => {
  const date = '2026-11-24';
  await page.clock.setFixedTime(at(date));
  await page.goto(`/?daily=${date}`);
  // The day's board replaces the first screen's once the daily is open: its tiles are not there before.
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
  const { board: b, start } = known(date);
  await new BoardPage(page).click(b.row[start], b.col[start]);
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'playing');
  await page.keyboard.press('r');
  await page.getByTestId('board').focus();
  await page.keyboard.press('r');
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'ready');
  await win(page, date);
  const dialog = await stats(page);
  const daily = dialog.locator('[data-testid="stats-row"][data-category="daily"]');
  await expect(daily).toHaveAttribute('data-played', '1');
  await expect(daily).toHaveAttribute('data-won', '0');
  await expect(dialog).toHaveAttribute('data-streak', '0');
});

test('statistics export and import as a file; a corrupt or foreign file is refused and changes nothing', async ({
  page,
  browser,
}) => {
  const date = '2026-11-25';
  await page.clock.setFixedTime(at(date));
  await page.goto(`/?daily=${date}`);
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
  await win(page, date);
  let dialog = await stats(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export statistics' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'hexlab-progress', version: 1 });

  // Another browser takes the file in.
  const errors: string[] = [];
  const fresh = await freshPage(browser, date, errors);
  await fresh.page.goto('/');
  dialog = await stats(fresh.page);
  await expect(dialog.locator('[data-testid="stats-row"]')).toHaveCount(0);
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({ name: 'stats.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(dialog.getByRole('status')).toHaveText('Imported 1 game.');
  const daily = dialog.locator('[data-testid="stats-row"][data-category="daily"]');
  await expect(daily).toHaveAttribute('data-won', '1');
  await expect(dialog).toHaveAttribute('data-streak', '1');
  for (const [name, body, message] of [
    ['broken.json', text.slice(0, 40), 'This file is not JSON: nothing was imported.'],
    ['records.json', '{"version":1,"boards":{}}', 'This is not a Hexlab statistics file: nothing was imported.'],
  ]) {
    await input.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(body) });
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(daily).toHaveAttribute('data-played', '1');
  }
  await fresh.page.reload();
  dialog = await stats(fresh.page);
  await expect(dialog.locator('[data-testid="stats-row"][data-category="daily"]')).toHaveAttribute('data-played', '1');
  await fresh.context.close();
  expect(errors).toEqual([]);
});

test('a daily opened from its link comes with its band: the board never moves under a first tap', async ({ page }) => {
  const date = '2026-11-25';
  await page.clock.setFixedTime(at(date));
  // From the app's start on, note where the board is after every change to the page.
  await page.addInitScript(() => {
    const places: string[] = ((window as unknown as { boardPlaces: string[] }).boardPlaces = []);
    new MutationObserver(() => {
      const svg = document.querySelector('.mode-minesweeper svg[data-testid="board"]');
      if (!document.documentElement.hasAttribute('data-started') || !svg?.querySelector('polygon[data-row]')) return;
      const r = svg.getBoundingClientRect();
      const place = `${Math.round(r.top)} ${Math.round(r.height)}`;
      if (!places.includes(place)) places.push(place);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto(`/?daily=${date}`);
  await expect(page.getByTestId('daily-start')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByTestId('daily')).toBeVisible();
  // Every place the board has been in since the app started (top and height, in pixels): one.
  expect(await page.evaluate(() => (window as unknown as { boardPlaces: string[] }).boardPlaces)).toHaveLength(1);
});

test('the difficulty menu says Daily during a daily, in English and Spanish, and a difficulty leaves it', async ({
  page,
}) => {
  const date = '2026-11-25';
  await page.clock.setFixedTime(at(date));
  await page.goto(`/?daily=${date}`);
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
  const menu = page.getByLabel('Difficulty', { exact: true });
  await expect(menu).toHaveValue('daily');
  await expect(menu.locator('option:checked')).toHaveText('Daily');
  await page.evaluate(() => localStorage.setItem('hexlab:language', JSON.stringify({ version: 1, value: 'es' })));
  await page.reload();
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
  const menu2 = page.getByLabel('Dificultad', { exact: true });
  await expect(menu2.locator('option:checked')).toHaveText('Diario');
  await menu2.selectOption({ label: 'Principiante' });
  await expect(page.getByTestId('daily')).toHaveCount(0);
  await expect(menu2).toHaveValue('beginner');
  await expect(menu2.locator('option', { hasText: 'Diario' })).toHaveCount(0);
});

test('a reloaded daily keeps the orientation and hex size it was shown with', async ({ page }) => {
  const date = '2026-11-25';
  await page.clock.setFixedTime(at(date));
  const board = new BoardPage(page);
  await board.open();
  await board.settings();
  await board.orientation('Vertical');
  await page.getByLabel('Hex size', { exact: true }).fill('31');
  await page.getByLabel('Hex size', { exact: true }).press('Enter');
  await openDaily(page, date);
  const { board: b, start } = dailyBoard(dailySpec(date)!, 'flat', 'odd');
  const ring = page.getByTestId('daily-start');
  await expect(ring).toHaveAttribute('data-row', String(b.row[start]), { timeout: 20_000 });
  await expect(ring).toHaveAttribute('data-col', String(b.col[start]));
  const size = async () => {
    const r = (await board.tile(b.row[start], b.col[start]).boundingBox())!;
    return Math.round(Math.max(r.width, r.height));
  };
  const before = await size();
  await page.reload();
  await expect(page.getByTestId('daily')).toHaveAttribute('data-date', date, { timeout: 20_000 });
  await expect(ring).toHaveAttribute('data-row', String(b.row[start]), { timeout: 20_000 });
  await expect(ring).toHaveAttribute('data-col', String(b.col[start]));
  await board.settings();
  await expect(page.getByLabel('Orientation')).toHaveValue(/flat|vertical/i);
  await expect(page.getByLabel('Hex size', { exact: true })).toHaveValue('31');
  expect(await size()).toBe(before);
});

test('a daily link that names no day is refused with a message, and a board stays', async ({ page }) => {
  await page.clock.setFixedTime(at('2026-11-25'));
  await page.goto('/?daily=2026-02-30');
  await expect(page.getByRole('alert')).toContainText('“2026-02-30” is not a date');
  await expect(page.getByTestId('board')).toBeVisible();
  await page.goto('/?daily=2026-11-28');
  await expect(page.getByRole('alert')).toContainText('not out yet');
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the shared result lies over the board’s frame and never pushes the board down; Close puts it away', async ({
    page,
    context,
  }) => {
    const date = '2026-11-25';
    const { board } = await loseDaily(page, context, date);
    const frame = page.getByTestId('board-frame');
    // The loss's card docks at the window's foot and the board makes room for it: measured once it is there.
    await expect(page.getByTestId('game-over')).toBeVisible();
    const before = (await board.svg.boundingBox())!;
    await page.getByRole('button', { name: 'Share result' }).click();
    const shared = page.getByTestId('daily-share');
    await expect(shared).toContainText(date);
    const after = (await board.svg.boundingBox())!;
    expect(after).toEqual(before);
    // the text is over the board's frame, inside the window
    const text = (await shared.boundingBox())!;
    const f = (await frame.boundingBox()) ?? before;
    expect(text.y).toBeGreaterThanOrEqual(f.y - 60);
    expect(text.y + text.height).toBeLessThanOrEqual(844);
    // Its Close button is whole inside the shared box, a touch target of 44 px at least.
    const close = page.getByTestId('daily').getByRole('button', { name: 'Close', exact: true });
    const box = (await close.boundingBox())!;
    const panel = (await page.locator('.daily-shared').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(shared).toHaveCount(0);
    expect((await board.svg.boundingBox())!).toEqual(before);
  });
});
