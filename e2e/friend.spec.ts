// Playing a friend by link (CONTRACT.md "Playing a friend by link"): two browsers, each with its own storage, play a
// whole Proximity game on a small board by passing the link each move gives; links out of turn or tampered with are
// refused and the game held stays; the games list tells whose turn after a reload.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { friendGame as game, linkToSend, openLink, playerWindow } from './friend.page';
import { ProximityPage } from './proximity.page';
import { filledLevel } from '../src/engine';
import { encodeShare } from '../src/share';

/** Play this window's move on the first empty tile; returns the link it then gives. */
async function move(page: Page, phone: boolean, moves: number) {
  const px = new ProximityPage(page);
  const tile = px.emptyTiles().first();
  const [row, col] = await Promise.all([tile.getAttribute('data-row'), tile.getAttribute('data-col')]);
  const target = px.tileAt(Number(row), Number(col));
  await (phone ? target.tap() : target.click());
  await expect(game(page)).toHaveAttribute('data-moves', String(moves + 1));
  await expect(target).toHaveAttribute('data-owner', /\d/);
  return linkToSend(page);
}

for (const visit of [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
]) {
  test.describe(`on a ${visit.name}`, () => {
    test.use(visit.options);

    test('two players play a whole game on a small board by sending each other links', async ({ page, browser }) => {
      test.slow();
      const phone = visit.name === 'phone';
      const problems: string[] = [];
      const px = new ProximityPage(page);
      await px.start();
      await px.settings();
      await px.rectangle(3, 3);
      await page.getByRole('button', { name: 'Play a friend' }).click();
      // Player 1 has made the game: no move yet, a seat to fill, and a link to send.
      await expect(game(page)).toHaveAttribute('data-you', '1');
      await expect(game(page)).toHaveAttribute('data-turn', '2');
      await expect(game(page)).toHaveAttribute('data-moves', '0');
      await expect(game(page)).toBeInViewport();
      let link = await linkToSend(page);
      expect(link).toContain('fg=');

      const friend = await playerWindow(browser, problems, visit.options);
      await openLink(friend, link);
      // The friend takes seat 2; the first move is player 1's.
      await expect(game(friend)).toHaveAttribute('data-you', '2');
      await expect(game(friend)).toHaveAttribute('data-turn', '1');
      link = await linkToSend(friend);

      const windows = [page, friend];
      await openLink(page, link);
      await expect(game(page)).toHaveAttribute('data-turn', '1');
      for (let moves = 0; moves < 9; moves++) {
        const mover = windows[moves % 2];
        const other = windows[(moves + 1) % 2];
        await expect(game(mover)).toHaveAttribute('data-turn', String((moves % 2) + 1));
        link = await move(mover, phone, moves);
        await openLink(other, link);
        await expect(game(other)).toHaveAttribute('data-moves', String(moves + 1));
      }
      // Both see the same finished board and the same score.
      for (const w of windows) await expect(game(w)).toHaveAttribute('data-turn', '0');
      const totals = (w: Page) =>
        w
          .getByTestId('score')
          .locator('li')
          .evaluateAll((items) => items.map((li) => li.getAttribute('data-total')));
      expect(await totals(friend)).toEqual(await totals(page));
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'over');
      // The end offers the next game by links on the same board (a Rematch would be a game at one screen).
      const card = page.getByTestId('game-over');
      await expect(card.getByRole('button', { name: 'Rematch' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Play again by link' }).click();
      await expect(game(page)).toHaveAttribute('data-moves', '0');
      await expect(game(page)).toHaveAttribute('data-you', '1');
      await expect(px.tiles()).toHaveCount(9);
      expect(await linkToSend(page)).not.toBe(link);
      expect(problems).toEqual([]);
    });
  });
}

test('a move out of turn is not taken, a tampered link is refused with the game held kept, and the list says whose turn after a reload', async ({
  page,
  browser,
}) => {
  const problems: string[] = [];
  const px = new ProximityPage(page);
  await px.start({ rows: 3, cols: 4 });
  await page.getByRole('button', { name: 'Play a friend' }).click();
  await expect(game(page)).toHaveAttribute('data-moves', '0');
  const created = await linkToSend(page);
  const friend = await playerWindow(browser, problems);
  await openLink(friend, created);
  await expect(game(friend)).toHaveAttribute('data-you', '2');
  await openLink(page, await linkToSend(friend));
  const afterFirst = await move(page, false, 0);

  // The friend is sent a link with one character changed: refused, and the friend's game stays as it was.
  const i = afterFirst.indexOf('fg=') + 10;
  const tampered = afterFirst.slice(0, i) + (afterFirst[i] === 'A' ? 'B' : 'A') + afterFirst.slice(i + 1);
  await openLink(friend, tampered);
  await expect(friend.getByRole('alert')).toContainText('Your game stays as it was');
  const held = friend.getByTestId('friend-games').locator('li').first();
  await expect(held).toHaveAttribute('data-moves', '0');
  await expect(held).toHaveAttribute('data-you', '2');
  await friend.getByRole('button', { name: 'Open game 1' }).click();
  await expect(game(friend)).toHaveAttribute('data-moves', '0');
  await expect(game(friend)).toHaveAttribute('data-you', '2');

  // Player 1 plays again out of turn on its own copy: the board does not take it.
  const px1 = new ProximityPage(page);
  await px1.emptyTiles().first().click();
  await expect(game(page)).toHaveAttribute('data-moves', '1');

  // The right link is then taken; after a reload the list tells whose turn it is.
  await openLink(friend, afterFirst);
  await expect(game(friend)).toHaveAttribute('data-moves', '1');
  await expect(game(friend)).toHaveAttribute('data-turn', '2');
  await friend.reload();
  await friend.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(game(friend)).toHaveAttribute('data-moves', '1');
  const entry = friend.getByTestId('friend-games').locator('li').first();
  await expect(entry).toHaveAttribute('data-turn', '2');
  await expect(entry).toContainText('your turn');

  // An older link of the game does not take the game back.
  await openLink(friend, created);
  await expect(game(friend)).toHaveAttribute('data-moves', '1');
  expect(problems).toEqual([]);
});

test('in Spanish, a game by links speaks Spanish from the invitation to the resign', async ({ page, browser }) => {
  const problems: string[] = [];
  const spanish = () => localStorage.setItem('hexlab:language', JSON.stringify({ version: 1, value: 'es' }));
  const board = encodeShare({
    mode: 'proximity',
    orientation: 'pointy',
    parity: 'odd',
    hexSize: 30,
    level: filledLevel(2, 3),
  }).replace(/^.*\?/, '');
  await page.addInitScript(spanish);
  await openLink(page, `/?${board}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Jugar con un amigo' }).click();
  await expect(game(page)).toHaveAttribute('data-you', '1');
  await expect(game(page)).toContainText('Envía el enlace a un amigo');
  let link = await page.getByLabel('Enlace para enviar').inputValue();

  const friend = await playerWindow(browser, problems);
  await friend.addInitScript(spanish);
  await openLink(friend, link);
  await expect(game(friend)).toHaveAttribute('data-you', '2');
  await expect(game(friend)).toContainText('Juegas con');
  await expect(game(friend)).toContainText('Le toca a');
  link = await friend.getByLabel('Enlace para enviar').inputValue();

  await openLink(page, link);
  await expect(game(page)).toContainText('Te toca: coloca tu baldosa y envía el enlace.');
  await page.getByRole('button', { name: 'Abandonar' }).click();
  await expect(page.getByText('¿Abandonar esta partida?')).toBeVisible();
  await page.getByRole('button', { name: 'Sí, abandonar' }).click();
  await expect(game(page)).toHaveAttribute('data-resigned', '1');
  await expect(game(page)).toContainText('Abandonaste.');
  link = await page.getByLabel('Enlace para enviar').inputValue();

  await openLink(friend, link);
  await expect(game(friend)).toHaveAttribute('data-resigned', '1');
  await expect(game(friend)).toContainText('abandonó.');
  expect(problems).toEqual([]);
});
