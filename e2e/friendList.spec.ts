// "Games with friends": a player resigns from their own browser and the other sees
// the result from the resign's link; a finished game replays move by move from the keyboard; the list draws each
// game's board and says whose turn or how it ended after a reload; a received challenge survives a reload.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { friendGame as game, linkToSend, openLink, playerWindow as otherWindow } from './friend.page';
import { MinesPage } from './mines.page';
import { ProximityPage } from './proximity.page';

/** Play this window's move on the first empty tile; returns the link it then gives. */
async function move(page: Page, moves: number) {
  await new ProximityPage(page).emptyTiles().first().click();
  await expect(game(page)).toHaveAttribute('data-moves', String(moves + 1));
  return linkToSend(page);
}

test('a player resigns, the other opens the link and sees the result, replays it by keyboard, and the list keeps it after a reload', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems: string[] = [];
  const px = new ProximityPage(page);
  await px.start({ rows: 3, cols: 4 });
  await page.getByRole('button', { name: 'Play a friend' }).click();
  const friend = await otherWindow(browser, problems);
  await openLink(friend, await linkToSend(page));
  await expect(game(friend)).toHaveAttribute('data-you', '2');
  await openLink(page, await linkToSend(friend));
  await openLink(friend, await move(page, 0));
  await openLink(page, await move(friend, 1));
  await openLink(friend, await move(page, 2));
  await expect(game(friend)).toHaveAttribute('data-turn', '2');
  // The key legend has no undo in a game by links.
  await expect(friend.getByTestId('key-legend')).not.toContainText('undo');

  // Player 2 resigns on their turn: asked first, and No keeps the game going.
  await friend.getByRole('button', { name: 'Resign' }).click();
  await friend.getByRole('button', { name: 'No' }).click();
  await expect(game(friend)).not.toHaveAttribute('data-result', /./);
  await friend.getByRole('button', { name: 'Resign' }).click();
  await expect(friend.getByText('Resign this game?')).toBeVisible();
  await friend.getByRole('button', { name: 'Yes, resign' }).click();
  await expect(game(friend)).toHaveAttribute('data-result', 'won-1');
  await expect(game(friend)).toHaveAttribute('data-resigned', '2');
  await expect(game(friend)).toContainText('You resigned. Blue wins.');
  await expect(friend.getByRole('button', { name: 'Resign' })).toHaveCount(0);

  await openLink(page, await linkToSend(friend));
  await expect(game(page)).toHaveAttribute('data-result', 'won-1');
  await expect(game(page)).toHaveAttribute('data-turn', '0');
  await expect(game(page)).toContainText('Red resigned. Blue wins.');
  await expect(page.getByTestId('game-status')).toContainText('Red resigned');

  // The replay: from Last, the keys step back and forth; the board shows the position after each step.
  const replay = page.getByTestId('friend-replay');
  await expect(replay).toHaveAttribute('data-step', '3');
  await page.getByRole('button', { name: 'Previous move' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(replay).toHaveAttribute('data-step', '2');
  await expect(replay.getByRole('status')).toContainText('Move 2 of 3: Red placed a');
  await expect(px.svg.locator('polygon[data-owner]')).toHaveCount(2);
  await page.keyboard.press('Home');
  await expect(replay).toHaveAttribute('data-step', '0');
  await expect(replay.getByRole('status')).toHaveText('Before the first of 3 moves.');
  await expect(px.svg.locator('polygon[data-owner]')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-step', '1');
  await expect(px.svg.locator('polygon[data-owner]')).toHaveCount(1);
  await page.keyboard.press('End');
  await expect(replay).toHaveAttribute('data-step', '3');
  await expect(px.svg.locator('polygon[data-owner]')).toHaveCount(3);

  // A second game, still going: after a reload the list shows both, each with its board drawn.
  await px.start({ rows: 3, cols: 3 });
  await page.getByRole('button', { name: 'Play a friend' }).click();
  await expect(game(page)).toHaveAttribute('data-moves', '0');
  await page.reload();
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  const entries = page.getByTestId('friend-games').locator('li');
  await expect(entries).toHaveCount(2);
  await expect(entries.locator('svg.px-friend-thumb')).toHaveCount(2);
  await expect(entries.nth(0)).toHaveAttribute('data-turn', '2');
  await expect(entries.nth(0)).toContainText('Red to play');
  await expect(entries.nth(1)).toHaveAttribute('data-result', 'won-1');
  await expect(entries.nth(1)).toContainText('Red resigned, Blue won');
  expect(problems).toEqual([]);
});

test("a received challenge survives a reload: the same board and the sender's result", async ({ page, browser }) => {
  test.slow();
  const problems: string[] = [];
  const MINES = 20;
  const SEED = 4242;
  const FIRST = { row: 6, col: 6 };
  const known = MinesPage.known('pointy', 'odd', MINES, SEED, FIRST);
  const ms = new MinesPage(page);
  await ms.open();
  await ms.seeded(MINES, SEED);
  await ms.click(FIRST.row, FIRST.col);
  await ms.clearSafe(known);
  await expect(ms.status()).toHaveAttribute('data-status', 'won');
  await page.getByRole('button', { name: 'Challenge a friend' }).click();
  const link = await page.getByLabel('Share link').last().inputValue();

  const friend = await otherWindow(browser, problems);
  await openLink(friend, link);
  const banner = friend.getByTestId('challenge-banner');
  await expect(banner).toContainText('Challenge: your friend cleared this board in');
  await friend.getByRole('button', { name: 'Start where your friend did' }).click();
  await expect(banner).toHaveAttribute('data-stands', 'playing');
  const said = await banner.textContent();
  // The reload opens the challenge again: the same board, the sender's result, and the game where it was.
  await friend.reload();
  await friend.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(banner).toHaveAttribute('data-stands', 'playing');
  expect(await banner.textContent()).toBe(said);
  const fm = new MinesPage(friend);
  await expect(fm.tile(FIRST.row, FIRST.col)).toHaveAttribute('data-state', 'revealed');
  // A second reload still does.
  await friend.reload();
  await friend.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(banner).toContainText('Challenge: your friend cleared this board in');
  expect(problems).toEqual([]);
});
