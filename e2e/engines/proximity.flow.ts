import { attr, clickTile, domTiles, mode, open, tileHas, waitFor } from './app';
import { flow } from './engine';

flow('a Proximity move takes the clicked tile with the strength shown, and passes the turn', async (page) => {
  await open(page);
  await mode(page, 'Proximity');
  await waitFor(
    page,
    "the first player's turn",
    () => document.querySelector('[data-testid="next-tile"]')?.getAttribute('data-player') === '1',
    [],
  );
  const strength = await attr(page, '[data-testid="next-tile"]', 'data-strength');
  const empty = (await domTiles(page)).find((t) => t.kind === 'floor' && !t.owner)!;
  await clickTile(page, empty.row, empty.col);
  await tileHas(page, empty.row, empty.col, 'data-owner', '1');
  await tileHas(page, empty.row, empty.col, 'data-strength', strength);
  // The turn passes to player 2 (the computer may already have answered: then a tile is theirs).
  await waitFor(
    page,
    'the turn to pass',
    () =>
      document.querySelector('[data-testid="next-tile"]')?.getAttribute('data-player') === '2' ||
      !!document.querySelector('svg[data-testid="board"] polygon[data-owner="2"]'),
    [],
  );
});
