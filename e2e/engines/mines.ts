// A seeded Minesweeper game as the engine flows play it. The test knows where the mines are the way a share link
// does: the same seed, board and first click always give the same mines, so it computes them with the game's own
// seeded placement.
import { makeBoard, tileAtOffset, TUTORIAL_HEXAGON, type Board } from '../../src/engine';
import { seededPlacer } from '../../src/games/minesweeper/reveal';
import type { EnginePage } from './adapter';
import { clickTile, domTiles, fill, open, tileHas, waitFor } from './app';

export const FIRST = { row: 6, col: 6 };

export interface Seeded {
  board: Board;
  mines: Uint8Array;
}

/** Open the app on the tutorial hexagon with `mines` mines from `seed`, make the first click, and return the mines. */
export async function startSeeded(page: EnginePage, mines: number, seed: number): Promise<Seeded> {
  await open(page);
  await fill(page, 'Mines', String(mines));
  await fill(page, 'Seed', String(seed));
  await waitFor(
    page,
    'a new game with the seed',
    () => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status') === 'ready',
    [],
  );
  const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const placed = seededPlacer(seed)(board, mines, tileAtOffset(board, FIRST));
  await clickTile(page, FIRST.row, FIRST.col);
  await tileHas(page, FIRST.row, FIRST.col, 'data-value', '0');
  return { board, mines: placed };
}

/** Click each safe tile still hidden (a zero opens its neighbours, so the board is read again after each click)
 * until the game is won; returns the left clicks made. */
export async function clearSafe(page: EnginePage, { board, mines }: Seeded): Promise<number> {
  let clicks = 0;
  for (;;) {
    const hidden = (await domTiles(page)).find((t) => t.state === 'hidden' && !mines[tileAtOffset(board, t)]);
    if (!hidden) break;
    await clickTile(page, hidden.row, hidden.col);
    await tileHas(page, hidden.row, hidden.col, 'data-state', 'revealed');
    clicks++;
  }
  await waitFor(
    page,
    'the game to be won',
    () => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-status') === 'won',
    [],
  );
  return clicks;
}

/** Every tile's look, for comparing two boards. */
export const boardLook = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg[data-testid="board"] polygon[data-row]')].map(
      (e) =>
        `${e.getAttribute('data-row')},${e.getAttribute('data-col')}:${e.getAttribute('data-state')}:${e.getAttribute('data-value') ?? ''}`,
    ),
  );
