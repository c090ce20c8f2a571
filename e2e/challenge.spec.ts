// "Challenge a friend" (CONTRACT.md "Playing a friend by link"): a won Minesweeper game or a solved puzzle gives a link
// to the same board with the winner's time and mistakes; in Minesweeper the friend starts where the challenger did (the
// same mines); at their end the friend sees both results and a link back, which shows both to the challenger.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MinesPage } from './mines.page';
import { hiddenCells, PuzzlePage } from './puzzle.page';
import { SECOND_PUZZLE } from '../src/games/puzzle/builtIn';

const MINES = 20;
const SEED = 4242;
const FIRST = { row: 6, col: 6 };
const known = MinesPage.known('pointy', 'odd', MINES, SEED, FIRST);

/** The friend's window: its own storage, failing on page and console errors as the test's own page does. */
async function friendWindow(browser: Browser, problems: string[]): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`friend's page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`friend's console error: ${msg.text()}`);
  });
  return page;
}

/** Win the seeded game from FIRST and ask for a challenge: the link to send. */
async function challengeLink(page: Page): Promise<string> {
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(MINES, SEED);
  await ms.click(FIRST.row, FIRST.col);
  await ms.clearSafe(known);
  await expect(ms.status()).toHaveAttribute('data-status', 'won');
  await page.getByRole('button', { name: 'Challenge a friend' }).click();
  return page.getByLabel('Share link').last().inputValue();
}

test('a won game challenges a friend to the same mines, and both see both results', async ({ page, browser }) => {
  test.slow();
  const problems: string[] = [];
  const link = await challengeLink(page);
  const mine = Number(await page.getByTestId('final-time').getAttribute('data-ms'));
  expect(link).toMatch(/[?&]ch=\d+\.0&cf=\d+&ck=/);

  const friend = await friendWindow(browser, problems);
  const fm = new MinesPage(friend);
  await friend.goto(link);
  await friend.locator('html[data-started]').waitFor({ state: 'attached' });
  const banner = friend.getByTestId('challenge-banner');
  await expect(banner).toContainText('Challenge: your friend cleared this board in');
  await expect(banner).toHaveAttribute('data-stands', 'ready');
  // Start opens the challenger's first tile: the same mines.
  await friend.getByRole('button', { name: 'Start where your friend did' }).click();
  await expect(banner).toHaveAttribute('data-stands', 'playing');
  await expect(fm.tile(FIRST.row, FIRST.col)).toHaveAttribute('data-state', 'revealed');
  await fm.clearSafe(known);
  await expect(fm.status()).toHaveAttribute('data-status', 'won');
  const results = friend.getByTestId('challenge-results');
  await expect(results.locator('[data-ms]').first()).toHaveAttribute('data-ms', String(Math.round(mine)));
  await expect(friend.getByTestId('challenge-verdict')).toHaveText(/did better|A tie/);
  const back = await friend.getByLabel('Share link').last().inputValue();
  expect(back).toMatch(/[?&]ch=\d+\.0-\d+\.0&cf=/);

  // The link back shows the challenger both results over the board.
  await page.goto(back);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  const both = page.getByTestId('challenge-banner').getByTestId('challenge-results');
  await expect(both.locator('[data-ms]')).toHaveCount(2);
  await expect(both.locator('[data-ms]').first()).toHaveAttribute('data-ms', String(Math.round(mine)));
  expect(problems).toEqual([]);
});

test('a challenge link changed on the way says so, and its board opens plain', async ({ page }) => {
  const link = await challengeLink(page);
  await page.goto(link.replace(/ch=(\d)/, (_, d: string) => `ch=${(Number(d) + 1) % 10}`));
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(page.getByRole('alert')).toContainText('The challenge link was cut or changed on the way');
  await expect(page.getByTestId('challenge-banner')).toHaveCount(0);
  await expect(new MinesPage(page).status()).toHaveAttribute('data-status', 'ready');
});

test('a solved puzzle challenges a friend, whose solve shows both results, and the link back shows both', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems: string[] = [];
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  await pz.settings();
  const level = await pz.openLevel(SECOND_PUZZLE);
  // One wrong mark first: a mistake to carry.
  const black = hiddenCells(level, 'black')[0];
  await pz.mark(black, 'left');
  await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
  await pz.solve(level);
  await page.getByRole('button', { name: 'Challenge a friend' }).click();
  const link = await page.getByLabel('Share link').last().inputValue();
  expect(link).toMatch(/[?&]pz=.*&ch=\d+\.1&ck=/);

  const friend = await friendWindow(browser, problems);
  await friend.goto(link);
  await friend.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(friend.getByTestId('challenge-banner')).toContainText('your friend solved this puzzle in');
  await new PuzzlePage(friend).solve(level);
  const mine = friend.getByTestId('challenge-results').locator('[data-ms]');
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toHaveAttribute('data-mistakes', '1');
  await expect(mine.last()).toHaveAttribute('data-mistakes', '0');
  // Fewer mistakes does better.
  await expect(friend.getByTestId('challenge-verdict')).toHaveText('You did better.');
  const back = await friend.getByLabel('Share link').last().inputValue();

  await page.goto(back);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('challenge-banner')).toContainText('The friend did better.');
  expect(problems).toEqual([]);
});
