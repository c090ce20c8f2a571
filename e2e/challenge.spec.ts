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

/** A 390 x 844 touch phone. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * The friend's window (a phone's with PHONE): its own storage, failing on page and console errors as the test's own
 * page does.
 */
async function friendWindow(browser: Browser, problems: string[], options: typeof PHONE | object = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`friend's page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`friend's console error: ${msg.text()}`);
  });
  return page;
}

/** Open `url` in `page`, and wait for the app to run. */
async function openAt(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/** The Puzzles mode on the repo's second puzzle, opened from its text. */
async function openSecondPuzzle(page: Page) {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  await pz.settings();
  return { pz, level: await pz.openLevel(SECOND_PUZZLE) };
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
  await openAt(friend, link);
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
  await openAt(page, back);
  const both = page.getByTestId('challenge-banner').getByTestId('challenge-results');
  await expect(both.locator('[data-ms]')).toHaveCount(2);
  await expect(both.locator('[data-ms]').first()).toHaveAttribute('data-ms', String(Math.round(mine)));
  expect(problems).toEqual([]);
});

test('a challenge link changed on the way says so, and its board opens plain', async ({ page }) => {
  const link = await challengeLink(page);
  await openAt(
    page,
    link.replace(/ch=(\d)/, (_, d: string) => `ch=${(Number(d) + 1) % 10}`),
  );
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
  const { pz, level } = await openSecondPuzzle(page);
  // One wrong mark first: a mistake to carry.
  const black = hiddenCells(level, 'black')[0];
  await pz.mark(black, 'left');
  await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '1');
  await pz.solve(level);
  await page.getByRole('button', { name: 'Challenge a friend' }).click();
  const link = await page.getByLabel('Share link').last().inputValue();
  expect(link).toMatch(/[?&]pz=.*&ch=\d+\.1&ck=/);

  const friend = await friendWindow(browser, problems);
  await openAt(friend, link);
  await expect(friend.getByTestId('challenge-banner')).toContainText('your friend solved this puzzle in');
  await new PuzzlePage(friend).solve(level);
  const mine = friend.getByTestId('challenge-results').locator('[data-ms]');
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toHaveAttribute('data-mistakes', '1');
  await expect(mine.last()).toHaveAttribute('data-mistakes', '0');
  // Fewer mistakes does better.
  await expect(friend.getByTestId('challenge-verdict')).toHaveText('You did better.');
  const back = await friend.getByLabel('Share link').last().inputValue();

  await openAt(page, back);
  await expect(page.getByTestId('challenge-banner')).toContainText('The friend did better.');
  expect(problems).toEqual([]);
});

/** The board's tiles in this state, as "row,col", sorted. */
const tilesIn = (page: Page, state: string) =>
  page
    .locator(`[data-testid="board"] polygon[data-state="${state}"]`)
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-row')},${e.getAttribute('data-col')}`).sort());

/** Reload, and wait for the app to run again. */
async function reload(page: Page) {
  await page.reload();
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

test('a received Minesweeper challenge reloaded goes on where it was, and once finished, a reload shows its end', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems: string[] = [];
  const link = await challengeLink(page);
  const theirs = Number(await page.getByTestId('final-time').getAttribute('data-ms'));

  const friend = await friendWindow(browser, problems);
  const fm = new MinesPage(friend);
  await openAt(friend, link);
  await friend.getByRole('button', { name: 'Start where your friend did' }).click();
  await expect(fm.tile(FIRST.row, FIRST.col)).toHaveAttribute('data-state', 'revealed');
  // A few more safe tiles, and a flag on a mine.
  const { board, mines } = known;
  const hidden = new Set(await tilesIn(friend, 'hidden'));
  const safe = [...Array(board.size).keys()].filter((t) => !mines[t] && hidden.has(`${board.row[t]},${board.col[t]}`));
  for (const t of safe.slice(0, 2)) await fm.click(board.row[t], board.col[t]);
  const mine = [...Array(board.size).keys()].find((t) => mines[t])!;
  await fm.click(board.row[mine], board.col[mine], { button: 'right' });
  await expect(fm.tile(board.row[mine], board.col[mine])).toHaveAttribute('data-state', 'flagged');
  // Some time played, for the reload to keep.
  const timer = friend.getByTestId('timer');
  await expect.poll(async () => Number(await timer.getAttribute('data-ms')), { timeout: 10_000 }).toBeGreaterThan(1500);
  const open = await tilesIn(friend, 'revealed');
  const played = Number(await timer.getAttribute('data-ms'));

  await reload(friend);
  await expect(friend.getByTestId('challenge-banner')).toHaveAttribute('data-stands', 'playing');
  await expect.poll(() => tilesIn(friend, 'revealed')).toEqual(open);
  await expect(fm.tile(board.row[mine], board.col[mine])).toHaveAttribute('data-state', 'flagged');
  await expect(fm.status()).toHaveAttribute('data-status', 'playing');
  // The clock goes on from where it was.
  expect(Number(await timer.getAttribute('data-ms'))).toBeGreaterThanOrEqual(played);

  await fm.clearSafe(known);
  await expect(fm.status()).toHaveAttribute('data-status', 'won');
  const results = friend.getByTestId('challenge-results').locator('[data-ms]');
  await expect(results).toHaveCount(2);
  await expect(results.first()).toHaveAttribute('data-ms', String(Math.round(theirs)));
  const mineMs = Number(await results.last().getAttribute('data-ms'));
  expect(mineMs).toBeGreaterThanOrEqual(played);

  // Finished, a reload shows the end as it was: both results.
  await reload(friend);
  await expect(friend.getByTestId('game-over')).toHaveAttribute('data-result', 'won');
  await expect(fm.status()).toHaveAttribute('data-status', 'won');
  await expect(results).toHaveCount(2);
  await expect(results.first()).toHaveAttribute('data-ms', String(Math.round(theirs)));
  await expect(results.last()).toHaveAttribute('data-ms', String(mineMs));

  // The challenge link opened anew starts afresh.
  await openAt(friend, link);
  await expect(friend.getByTestId('challenge-banner')).toHaveAttribute('data-stands', 'ready');
  await expect(fm.status()).toHaveAttribute('data-status', 'ready');
  expect(problems).toEqual([]);
});

test('a received puzzle challenge reloaded keeps its marks, mistakes and time, and once solved, a reload shows its end', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems: string[] = [];
  const { pz, level } = await openSecondPuzzle(page);
  await pz.solve(level);
  await page.getByRole('button', { name: 'Challenge a friend' }).click();
  const link = await page.getByLabel('Share link').last().inputValue();

  const friend = await friendWindow(browser, problems);
  const fz = new PuzzlePage(friend);
  await openAt(friend, link);
  await expect(friend.getByTestId('challenge-banner')).toContainText('your friend solved this puzzle in');
  // A wrong mark, then two right ones.
  const black = hiddenCells(level, 'black')[0];
  await fz.mark(black, 'left');
  await expect(fz.mistakes()).toHaveAttribute('data-mistakes', '1');
  const found = hiddenCells(level).slice(0, 2);
  for (const c of found) {
    await fz.mark(c, c.color === 'blue' ? 'left' : 'right');
    await expect(fz.cell(c.x, c.y)).toHaveAttribute('data-state', c.color);
  }
  const remaining = await fz.remaining().getAttribute('data-remaining');

  await reload(friend);
  await expect(friend.getByTestId('challenge-banner')).toContainText('your friend solved this puzzle in');
  for (const c of found) await expect(fz.cell(c.x, c.y)).toHaveAttribute('data-state', c.color);
  await expect(fz.mistakes()).toHaveAttribute('data-mistakes', '1');
  await expect(fz.remaining()).toHaveAttribute('data-remaining', remaining!);
  await expect(fz.status()).toHaveAttribute('data-status', 'playing');

  await fz.solve(level);
  const results = friend.getByTestId('challenge-results').locator('[data-ms]');
  await expect(results).toHaveCount(2);
  await expect(results.last()).toHaveAttribute('data-mistakes', '1');
  const mineMs = await results.last().getAttribute('data-ms');

  await reload(friend);
  await expect(friend.getByTestId('game-over')).toHaveAttribute('data-result', 'won');
  await expect(results).toHaveCount(2);
  await expect(results.last()).toHaveAttribute('data-mistakes', '1');
  await expect(results.last()).toHaveAttribute('data-ms', mineMs!);
  expect(problems).toEqual([]);
});

/** The friend's phone on the challenge `link`, started where the challenger did; some time played. */
async function playingOnPhone(browser: Browser, problems: string[], link: string) {
  const friend = await friendWindow(browser, problems, PHONE);
  const fm = new MinesPage(friend);
  await openAt(friend, link);
  await friend.getByRole('button', { name: 'Start where your friend did' }).click();
  await expect(friend.getByTestId('challenge-banner')).toHaveAttribute('data-stands', 'playing');
  const timer = friend.getByTestId('timer');
  await expect.poll(async () => Number(await timer.getAttribute('data-ms')), { timeout: 10_000 }).toBeGreaterThan(1500);
  return { friend, fm, timer };
}

/**
 * From the next page on, note every time the clock shows while the game's status says `playing` (read as the page
 * changes, not when the test looks): `window.shown`.
 */
async function noteClockWhilePlaying(page: Page) {
  await page.addInitScript(() => {
    const shown: number[] = [];
    (window as unknown as { shown: number[] }).shown = shown;
    const note = () => {
      const playing = document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status');
      const ms = document.querySelector('[data-testid="timer"]')?.getAttribute('data-ms');
      if (playing === 'playing' && ms != null) shown.push(Number(ms));
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

test('on a phone, a challenge reloaded with the settings sheet open goes on from the time played', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems: string[] = [];
  const { friend, fm, timer } = await playingOnPhone(browser, problems, await challengeLink(page));
  // The sheet covers the board: the clock stands still.
  await fm.settings();
  const played = Number(await timer.getAttribute('data-ms'));
  expect(played).toBeGreaterThan(1500);

  await noteClockWhilePlaying(friend);
  await reload(friend);
  await expect(friend.getByTestId('challenge-banner')).toHaveAttribute('data-stands', 'playing');
  await expect(fm.status()).toHaveAttribute('data-status', 'playing');
  // From the game's first paint after the reload, the clock never shows less than the time played.
  const shown = await friend.evaluate(() => (window as unknown as { shown: number[] }).shown);
  expect(shown.length).toBeGreaterThan(0);
  expect(Math.min(...shown)).toBeGreaterThanOrEqual(played);
  // And it runs on from there.
  await expect.poll(async () => Number(await timer.getAttribute('data-ms'))).toBeGreaterThan(played + 200);
  expect(problems).toEqual([]);
});

test('a reload right after a new game on a received challenge shows the new game, not the challenge', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems: string[] = [];
  const link = await challengeLink(page);
  const friend = await friendWindow(browser, problems);
  const fm = new MinesPage(friend);
  await openAt(friend, link);
  await friend.getByRole('button', { name: 'Start where your friend did' }).click();
  await expect(fm.tile(FIRST.row, FIRST.col)).toHaveAttribute('data-state', 'revealed');
  // Kept for a reload (the keeper writes a moment behind the move).
  await expect.poll(() => friend.evaluate(() => sessionStorage.getItem('hexlab:challenge-play'))).not.toBeNull();

  await friend.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(fm.status()).toHaveAttribute('data-status', 'ready');
  await expect(friend.getByTestId('challenge-banner')).toHaveCount(0);
  // At once, before the moment the keeper waits.
  await reload(friend);
  await expect(fm.status()).toHaveAttribute('data-status', 'ready');
  await expect(fm.tile(FIRST.row, FIRST.col)).toHaveAttribute('data-state', 'hidden');
  await expect(friend.getByTestId('challenge-banner')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('on a phone, a finished challenge reloaded shows its end in view, the board first, as it finished', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems: string[] = [];
  const { friend, fm } = await playingOnPhone(browser, problems, await challengeLink(page));
  await fm.clearSafe(known);
  await expect(fm.status()).toHaveAttribute('data-status', 'won');
  const end = friend.getByTestId('game-over');
  const won = end.getByRole('heading', { name: 'You won' });
  const results = end.getByTestId('challenge-results');
  await expect(results.locator('[data-ms]')).toHaveCount(2);
  await expect(won).toBeInViewport();
  await expect(results).toBeInViewport();
  await friend.screenshot({ path: test.info().outputPath('finished.png') });
  const finished = await friend.evaluate(() => scrollY);

  await reload(friend);
  await expect(end).toHaveAttribute('data-result', 'won');
  await expect(results.locator('[data-ms]')).toHaveCount(2);
  await friend.screenshot({ path: test.info().outputPath('reloaded.png') });
  // The end and both results in view, the board above them as on the finish, not scrolled down to the link field.
  await expect(won).toBeInViewport();
  await expect(results).toBeInViewport();
  expect(await friend.evaluate(() => scrollY)).toBeLessThanOrEqual(finished);
  expect(problems).toEqual([]);
});
