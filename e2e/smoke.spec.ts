import { test, expect } from './fixtures';
import { BoardPage } from './pages';

test.describe('when Hexlab opens', () => {
  test("shows the tutorial's 127-tile hexagon in the horizontal, odd-rows-shifted layout", async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await expect(page.getByRole('heading', { name: 'Hexlab' })).toBeVisible();
    await expect(board.tiles()).toHaveCount(127);
    await expect(page.getByLabel('Orientation')).toHaveValue('pointy');
    await expect(page.getByLabel('Offset', { exact: true })).toHaveValue('odd');
    // Odd rows are shifted right by half a tile: row 1's first tile sits right of row 0's column at the same index.
    const r0 = await board.screenCentre(6, 0);
    const r1 = await board.screenCentre(7, 0);
    expect(r1.x).toBeGreaterThan(r0.x);
  });

  test('offers every mode as a tab', async ({ page }) => {
    await new BoardPage(page).open();
    for (const name of ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }
  });
});
