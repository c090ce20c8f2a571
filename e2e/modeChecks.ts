// One check a mode that it loaded and plays, for the lazy-loading and offline specs: switch to it by its tab, then do
// the one thing the mode is for and see the board answer.
import { expect, type Page } from '@playwright/test';
import { BoardPage } from './pages';

export type ModeName = 'Minesweeper' | 'Lab' | 'Editor' | 'Hero' | 'Proximity';

/** Each mode's chunk as the build names it (src/ui/modes.ts); Minesweeper comes with the first screen. */
export const MODE_CHUNKS: Record<Exclude<ModeName, 'Minesweeper'>, RegExp> = {
  Lab: /\/assets\/LabMode-[\w-]+\.js$/,
  Editor: /\/assets\/EditorMode-[\w-]+\.js$/,
  Hero: /\/assets\/HeroMode-[\w-]+\.js$/,
  Proximity: /\/assets\/ProximityMode-[\w-]+\.js$/,
};

const plays: Record<ModeName, (board: BoardPage) => Promise<void>> = {
  // A click opens the tile (with "No guessing" on, the board is made in a worker first).
  Minesweeper: async (board) => {
    await board.page.getByRole('switch', { name: 'No guessing' }).check();
    await board.click(6, 6);
    await expect(board.tile(6, 6)).toHaveAttribute('data-state', 'revealed', { timeout: 20_000 });
  },
  // Hovering a tile marks its six neighbours.
  Lab: async (board) => {
    await board.tile(6, 6).hover({ position: await board.centre(6, 6) });
    await expect(board.svg.locator('polygon[data-neighbor]')).toHaveCount(6);
  },
  // Painting a wall turns the floor tile into a wall.
  Editor: async (board) => {
    await board.page.getByLabel('Paint with', { exact: true }).selectOption({ label: 'Wall' });
    await expect(board.tile(6, 6)).toHaveAttribute('data-kind', 'floor');
    await board.click(6, 6);
    await expect(board.tile(6, 6)).toHaveAttribute('data-kind', 'wall');
  },
  // A click on a floor tile sends the hero there along a path.
  Hero: async (board) => {
    const hero = board.page.getByTestId('hero');
    const from = { row: await hero.getAttribute('data-row'), col: await hero.getAttribute('data-col') };
    // (6, 9) on the tutorial's hexagon; (6, 3) where the hero stands there or (6, 9) is a wall (Hero's own room).
    const atTarget = from.row === '6' && from.col === '9';
    const floor = (await board.svg.locator('polygon[data-row="6"][data-col="9"][data-kind="floor"]').count()) > 0;
    const target = atTarget || !floor ? { row: 6, col: 3 } : { row: 6, col: 9 };
    await board.click(target.row, target.col);
    await expect(hero).toHaveAttribute('data-row', String(target.row), { timeout: 15_000 });
    await expect(hero).toHaveAttribute('data-col', String(target.col));
  },
  // Placing a tile takes it for player 1; the computer (in a worker) answers with a move of its own.
  Proximity: async (board) => {
    const empty = board.svg.locator('polygon[data-kind="floor"]:not([data-owner])').first();
    const row = Number(await empty.getAttribute('data-row'));
    const col = Number(await empty.getAttribute('data-col'));
    await board.click(row, col);
    // Taken: player 1's, or already the computer's if its answer captured it (a flip), as a quick reply can.
    await expect(board.tile(row, col)).toHaveAttribute('data-owner', /^[12]$/);
    await expect(board.svg.locator('polygon[data-owner="2"]').first()).toBeVisible({ timeout: 15_000 });
  },
};

/** Switch to `mode` by its tab (unless it is showing) and check that it plays. */
export async function switchAndPlay(page: Page, mode: ModeName) {
  const board = new BoardPage(page);
  const tab = page.getByRole('tab', { name: mode });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(board.tiles().first()).toBeVisible({ timeout: 15_000 });
  await plays[mode](board);
}
