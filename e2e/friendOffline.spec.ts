// Playing a friend by link needs no network after one visit: both players' browsers, offline, start a game, take the
// seat and pass moves by links (the service worker serves the app; the draws' hashes are the browser's Web Crypto), and
// a Minesweeper challenge is made and taken up.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MinesPage } from './mines.page';
import { ProximityPage } from './proximity.page';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

const game = (page: Page) => page.getByTestId('friend-game');
const linkToSend = (page: Page) => page.getByLabel('Link to send').inputValue();

/** Visit once, then wait until the service worker has precached the app and controls the page. */
async function visitOnce(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** The friend's browser: storage of its own, failing on page and console errors as the test's own page does. */
async function friendBrowser(browser: Browser, problems: string[]) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addInitScript(() => {
    if (localStorage.getItem('hexlab:guides-seen') === null)
      localStorage.setItem(
        'hexlab:guides-seen',
        JSON.stringify(['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle']),
      );
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`friend's page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`friend's console error: ${msg.text()}`);
  });
  return { context, page };
}

async function openLink(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

test('two players with the network off start a game by links, take the seat and pass moves', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  await visitOnce(page, '/');
  const home = new URL('/', page.url()).href;
  const friend = await friendBrowser(browser, problems);
  await visitOnce(friend.page, home);
  await context.setOffline(true);
  await friend.context.setOffline(true);

  const px = new ProximityPage(page);
  await px.mode('Proximity');
  await px.rectangle(3, 3);
  await page.getByRole('button', { name: 'Play a friend' }).click();
  await expect(game(page)).toHaveAttribute('data-you', '1');
  let link = await linkToSend(page);

  await openLink(friend.page, link);
  await expect(game(friend.page)).toHaveAttribute('data-you', '2');
  await expect(game(friend.page)).toHaveAttribute('data-turn', '1');
  link = await linkToSend(friend.page);

  const windows = [page, friend.page];
  await openLink(page, link);
  for (let moves = 0; moves < 3; moves++) {
    const mover = windows[moves % 2];
    const other = windows[(moves + 1) % 2];
    await expect(game(mover)).toHaveAttribute('data-turn', String((moves % 2) + 1));
    const tile = new ProximityPage(mover).emptyTiles().first();
    await tile.click();
    await expect(game(mover)).toHaveAttribute('data-moves', String(moves + 1));
    link = await linkToSend(mover);
    await openLink(other, link);
    await expect(game(other)).toHaveAttribute('data-moves', String(moves + 1));
  }
  await expect(game(page)).toHaveAttribute('data-turn', '2');
  expect(problems).toEqual([]);
});

test('with the network off a won game gives a challenge link, and the friend offline takes it up', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  await visitOnce(page, '/');
  const friend = await friendBrowser(browser, problems);
  await visitOnce(friend.page, new URL('/', page.url()).href);
  await context.setOffline(true);
  await friend.context.setOffline(true);

  const first = { row: 6, col: 6 };
  const known = MinesPage.known('pointy', 'odd', 20, 4242, first);
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(20, 4242);
  await ms.click(first.row, first.col);
  await ms.clearSafe(known);
  await expect(ms.status()).toHaveAttribute('data-status', 'won');
  await page.getByRole('button', { name: 'Challenge a friend' }).click();
  const link = await page.getByLabel('Share link').last().inputValue();

  await openLink(friend.page, link);
  await expect(friend.page.getByTestId('challenge-banner')).toContainText(
    'Challenge: your friend cleared this board in',
  );
  await friend.page.getByRole('button', { name: 'Start where your friend did' }).click();
  await expect(new MinesPage(friend.page).tile(first.row, first.col)).toHaveAttribute('data-state', 'revealed');
  expect(problems).toEqual([]);
});
