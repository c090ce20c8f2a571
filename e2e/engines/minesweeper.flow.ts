// A seeded game won with clicks and flags. The test knows where the mines are the way a share link does: the same
// seed, board and first click always give the same mines, so it computes them with the game's own seeded placement.
import { expect } from 'vitest';
import { makeBoard, tileAtOffset, TUTORIAL_HEXAGON } from '../../src/engine';
import { seededPlacer } from '../../src/games/minesweeper/reveal';
import { attr, clickTile, domTiles, fill, open, rightClickTile, tileHas, waitFor } from './app';
import { flow } from './engine';

const MINES = 20;
const SEED = 4242;
const FIRST = { row: 6, col: 6 };

flow('a seeded Minesweeper game is won with clicks and flags', async (page) => {
  await open(page);
  await fill(page, 'Mines', String(MINES));
  await fill(page, 'Seed', String(SEED));
  await waitFor(page, 'a new game with the seed', () => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status') === 'ready', []);
  const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const mines = seededPlacer(SEED)(board, MINES, tileAtOffset(board, FIRST));

  await clickTile(page, FIRST.row, FIRST.col);
  await tileHas(page, FIRST.row, FIRST.col, 'data-value', '0');
  expect(await attr(page, '[data-testid="game-status"]', 'data-status')).toBe('playing');

  // Flag every mine with a right click.
  for (let id = 0; id < board.size; id++) {
    if (!mines[id]) continue;
    await rightClickTile(page, board.row[id], board.col[id]);
    await tileHas(page, board.row[id], board.col[id], 'data-state', 'flagged');
  }
  expect(await page.evaluate(() => document.querySelector('[data-testid="mines-left"]')?.textContent?.trim())).toBe('0');

  // Click each safe tile still hidden (a zero opens its neighbours, so read the board again after each click).
  for (;;) {
    const hidden = (await domTiles(page)).find((t) => t.state === 'hidden' && !mines[tileAtOffset(board, t)]);
    if (!hidden) break;
    await clickTile(page, hidden.row, hidden.col);
    await tileHas(page, hidden.row, hidden.col, 'data-state', 'revealed');
  }
  await waitFor(page, 'the game to be won', () => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status') === 'won', []);
  const flagged = (await domTiles(page)).filter((t) => t.state === 'flagged');
  expect(flagged).toHaveLength(MINES);
});
