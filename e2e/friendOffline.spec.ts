// Playing a friend by link needs no network after one visit: both players' browsers, offline, start a game, take the
// seat and pass moves by links (the service worker serves the app; the draws' hashes are the browser's Web Crypto), and
// a Minesweeper challenge is made and taken up.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { friendGame as game, linkToSend, openLink, playerWindow } from './friend.page';
import { MinesPage } from './mines.page';
import { ProximityPage } from './proximity.page';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

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

/** Both players' browsers visited once, then taken offline: the friend's window, its problems gathered with ours. */
async function bothOffline(page: Page, context: BrowserContext, browser: Browser, problems: string[]): Promise<Page> {
  await visitOnce(page, '/');
  const friend = await playerWindow(browser, problems, { serviceWorkers: 'allow' });
  await visitOnce(friend, new URL('/', page.url()).href);
  await context.setOffline(true);
  await friend.context().setOffline(true);
  return friend;
}

test('two players with the network off start a game by links, take the seat and pass moves', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const friend = await bothOffline(page, context, browser, problems);

  const px = new ProximityPage(page);
  await px.mode('Proximity');
  await px.rectangle(3, 3);
  await page.getByRole('button', { name: 'Play a friend' }).click();
  await expect(game(page)).toHaveAttribute('data-you', '1');
  let link = await linkToSend(page);

  await openLink(friend, link);
  await expect(game(friend)).toHaveAttribute('data-you', '2');
  await expect(game(friend)).toHaveAttribute('data-turn', '1');
  link = await linkToSend(friend);

  const windows = [page, friend];
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
  const friend = await bothOffline(page, context, browser, problems);

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

  await openLink(friend, link);
  await expect(friend.getByTestId('challenge-banner')).toContainText('Challenge: your friend cleared this board in');
  await friend.getByRole('button', { name: 'Start where your friend did' }).click();
  await expect(new MinesPage(friend).tile(first.row, first.col)).toHaveAttribute('data-state', 'revealed');
  expect(problems).toEqual([]);
});
