// A puzzle shared and kept: "Share" in Puzzles gives a link that opens the same puzzle in a
// fresh browser (a built-in one, a generated Hard one), a damaged link gets the link alert and the app goes on, the
// marks and mistakes survive a reload, a solved puzzle shows once in Statistics (reload or not), and "My boards" lists
// the puzzles opened and opens them again.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { PuzzlePage, hiddenCells, levelOf } from './puzzle.page';
import { FIRST_PUZZLE } from '../src/games/puzzle/builtIn';

/** Every cell's and line clue's hooks, in a stable order: what makes two boards the same puzzle. */
async function snapshot(page: Page) {
  return page.evaluate(() => {
    const read = (el: Element) =>
      ['data-hx', 'data-hy', 'data-state', 'data-clue', 'data-clue-kind', 'data-line'].map((a) => el.getAttribute(a));
    const board = document.querySelector('svg[data-testid="board"]')!;
    const all = [...board.querySelectorAll('polygon[data-state]'), ...board.querySelectorAll('[data-line]')];
    return all.map(read).sort((a, b) => String(a).localeCompare(String(b)));
  });
}

/** Open a link in a browser that has never seen Hexlab (no storage, no history). */
async function freshOpen(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(link);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  return { page, context, errors };
}

const puzzleLink = async (pz: PuzzlePage) => {
  const link = await pz.shareLink();
  expect(link).toMatch(/[?&]m=puzzle&/);
  expect(link).toMatch(/[?&]pz=/);
  // The puzzle alone: no board, no Minesweeper game.
  expect(link).not.toMatch(/[?&](rows|cols|mask|mines|seed|ng|first)=/);
  await pz.page.keyboard.press('Escape');
  return link;
};

test.describe('a puzzle shared by a link', () => {
  test('a built-in puzzle opens the same in a fresh browser', async ({ page, browser }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await page.getByRole('button', { name: 'Honeycomb' }).click();
    await expect(page.getByTestId('puzzle-title')).toContainText('Honeycomb');
    const before = await snapshot(page);
    expect(before.length).toBeGreaterThan(37);
    const link = await puzzleLink(pz);

    const fresh = await freshOpen(browser, link);
    try {
      await expect(fresh.page.getByRole('tab', { name: 'Puzzles' })).toHaveAttribute('aria-selected', 'true');
      await expect(fresh.page.getByTestId('puzzle-title')).toContainText('Honeycomb');
      await expect(fresh.page.locator('svg[data-testid="board"] polygon[data-state]')).toHaveCount(37);
      expect(await snapshot(fresh.page)).toEqual(before);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });

  test('a generated Hard puzzle opens the same in a fresh browser', async ({ page, browser }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const sheet = await pz.settings();
    await sheet.getByLabel('Difficulty').selectOption({ label: 'Hard' });
    const title = page.getByTestId('puzzle-title');
    await sheet.getByRole('button', { name: 'New puzzle' }).click();
    await expect(title).toHaveAttribute('data-title', /Generated hard \d+/, { timeout: 60_000 });
    const name = (await title.locator('strong').textContent())!;
    const before = await snapshot(page);
    const link = await puzzleLink(pz);
    console.log(`a generated Hard puzzle (${before.length} cells and line clues): a link of ${link.length} characters`);

    const fresh = await freshOpen(browser, link);
    try {
      await expect(fresh.page.getByTestId('puzzle-title').locator('strong')).toHaveText(name);
      expect(await snapshot(fresh.page)).toEqual(before);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });

  test('a damaged puzzle link says what is wrong, and the app goes on', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const link = new URL(await puzzleLink(pz));
    // The packed puzzle cut to half its length, as a chat program might cut a long link.
    const damaged = link.search.replace(
      /pz=([^&]*)/,
      (_, packed: string) => `pz=${packed.slice(0, packed.length / 2)}`,
    );
    expect(damaged).not.toBe(link.search);
    await pz.open(damaged.slice(1));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/The link's puzzle/);
    await expect(alert).toContainText('Showing your board instead');
    // The app still plays: Puzzles shows a puzzle.
    await pz.show();
    await expect(pz.cells().first()).toBeVisible();
  });
});

test.describe('a puzzle kept', () => {
  const level = levelOf(FIRST_PUZZLE);

  test('marks and mistakes survive a reload', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    const [black] = hiddenCells(level, 'black');
    const blues = hiddenCells(level, 'blue').slice(0, 2);
    await pz.mark(black);
    await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
    for (const c of blues) {
      await pz.mark(c);
      await expect(pz.cell(c.x, c.y)).toHaveAttribute('data-state', 'blue');
    }
    await pz.mark(black, 'right');
    await expect(pz.cell(black.x, black.y)).toHaveAttribute('data-state', 'black');
    const before = await snapshot(page);

    await page.reload();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await expect(page.getByRole('tab', { name: 'Puzzles' })).toHaveAttribute('aria-selected', 'true');
    await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
    for (const c of blues) await expect(pz.cell(c.x, c.y)).toHaveAttribute('data-state', 'blue');
    await expect(pz.cell(black.x, black.y)).toHaveAttribute('data-state', 'black');
    await expect(pz.remaining()).toHaveAttribute('data-remaining', String(hiddenCells(level, 'blue').length - 2));
    expect(await snapshot(page)).toEqual(before);
  });

  test('a solved puzzle counts once in Statistics, and My boards opens it again', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    // Opened from the built-in list, so kept in My boards.
    await page.getByRole('button', { name: 'First light' }).click();
    const [black] = hiddenCells(level, 'black');
    await pz.mark(black);
    await pz.mark(black);
    await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '2');
    await pz.solve(level);

    const stats = async () => {
      await page.getByRole('button', { name: 'Statistics' }).click();
      const card = page.getByTestId('stats-puzzles');
      await expect(page.getByTestId('stats')).toHaveAttribute('data-ready', 'true');
      return card;
    };
    let card = await stats();
    await expect(card).toHaveAttribute('data-solved', '1');
    await expect(card).toHaveAttribute('data-mistakes', '2');
    expect(Number(await card.getAttribute('data-best-ms'))).toBeGreaterThan(0);
    // A reload brings the solved puzzle back, and counts it no second time.
    await page.reload();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await expect(pz.status()).toHaveAttribute('data-status', 'solved');
    card = await stats();
    await expect(card).toHaveAttribute('data-solved', '1');
    await expect(card).toHaveAttribute('data-mistakes', '2');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('stats')).toHaveCount(0);

    // Another puzzle on the board; My boards lists both and opens the first again, from its start.
    await page.getByRole('button', { name: 'Honeycomb' }).click();
    await expect(page.getByTestId('puzzle-title')).toContainText('Honeycomb');
    await page.getByRole('button', { name: 'My boards' }).click();
    const kept = page.getByTestId('library-puzzle');
    await expect(kept).toHaveCount(2);
    await expect(kept.first()).toContainText('Honeycomb');
    await page.getByRole('button', { name: 'Open First light' }).click();
    await expect(page.getByTestId('library')).toHaveCount(0);
    await expect(page.getByTestId('puzzle-title')).toContainText('First light');
    await expect(pz.status()).toHaveAttribute('data-status', 'playing');
    await expect(pz.cells()).toHaveCount(level.cells.length);
  });

  test('My boards opens a kept puzzle from another mode', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await page.getByRole('button', { name: 'Honeycomb' }).click();
    await pz.mode('Minesweeper');
    await page.getByRole('button', { name: 'My boards' }).click();
    await page.getByRole('button', { name: 'Open Honeycomb' }).click();
    await expect(page.getByRole('tab', { name: 'Puzzles' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('puzzle-title')).toContainText('Honeycomb');
  });
});
