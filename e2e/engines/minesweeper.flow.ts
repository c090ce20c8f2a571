// A seeded game won with clicks and flags.
import { expect } from 'vitest';
import { domTiles, rightClickTile, tileHas, attr } from './app';
import { flow } from './engine';
import { FIRST, clearSafe, startSeeded } from './mines';

const MINES = 20;

flow('a seeded Minesweeper game is won with clicks and flags', async (page) => {
  const game = await startSeeded(page, MINES, 4242);
  const { board, mines } = game;
  expect(await attr(page, '[data-testid="game-status"]', 'data-status')).toBe('playing');
  expect(mines[board.row.findIndex((r, id) => r === FIRST.row && board.col[id] === FIRST.col)]).toBe(0);

  // Flag every mine with a right click.
  for (let id = 0; id < board.size; id++) {
    if (!mines[id]) continue;
    await rightClickTile(page, board.row[id], board.col[id]);
    await tileHas(page, board.row[id], board.col[id], 'data-state', 'flagged');
  }
  expect(await page.evaluate(() => document.querySelector('[data-testid="mines-left"]')?.textContent?.trim())).toBe(
    '0',
  );

  await clearSafe(page, game);
  const flagged = (await domTiles(page)).filter((t) => t.state === 'flagged');
  expect(flagged).toHaveLength(MINES);
});
