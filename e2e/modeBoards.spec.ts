// Modes keep their games (CONTRACT.md): the Editor edits its own board, and a game changes only when the user asks
// to play the edited board.
import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';

/** Minesweeper on Intermediate (16 x 16, 40 mines), then the Editor open on that board. */
async function intermediateThenEditor(page: import('@playwright/test').Page) {
  const ed = new EditorPage(page);
  await ed.open();
  await page.getByLabel('Difficulty').selectOption('intermediate');
  await expect(ed.tiles()).toHaveCount(256);
  await ed.mode('Editor');
  await expect(ed.tiles()).toHaveCount(256);
  return ed;
}

const minesweeperShows = async (ed: EditorPage, difficulty: string, mines: string, tiles: number) => {
  await expect(ed.page.getByLabel('Difficulty')).toHaveValue(difficulty);
  await expect(ed.page.getByLabel('Mines', { exact: true })).toHaveValue(mines);
  await expect(ed.tiles()).toHaveCount(tiles);
};

test.describe('when the board is edited in the Editor', () => {
  test.describe.configure({ timeout: 90_000 });
  test('Minesweeper\'s difficulty, mines and board stay as they were until "Play Minesweeper"', async ({ page }) => {
    const ed = await intermediateThenEditor(page);
    await ed.paintWith('Wall');
    await ed.tile(3, 3).click({ position: await ed.centre(3, 3) });
    await expect(ed.tile(3, 3)).toHaveAttribute('data-kind', 'wall');
    await ed.mode('Minesweeper');
    await minesweeperShows(ed, 'intermediate', '40', 256);
    await expect(ed.tile(3, 3)).toHaveAttribute('data-kind', 'floor');
    // The Editor kept its board, and its Play button hands it to Minesweeper.
    await ed.mode('Editor');
    await expect(ed.tile(3, 3)).toHaveAttribute('data-kind', 'wall');
    await page.getByRole('button', { name: 'Play Minesweeper' }).click();
    await expect(page.getByRole('tab', { name: 'Minesweeper' })).toHaveAttribute('aria-selected', 'true');
    await expect(ed.tile(3, 3)).toHaveAttribute('data-kind', 'wall');
    await expect(page.getByLabel('Difficulty')).toHaveValue('custom');
  });

  test('a fill with void and its Undo leave the mine count where it was', async ({ page }) => {
    const ed = await intermediateThenEditor(page);
    await ed.tool('Fill');
    await ed.paintWith('Void (no tile)');
    await ed.tile(5, 5).click({ position: await ed.centre(5, 5) });
    await expect(ed.svg.locator('polygon[data-kind="floor"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click({ timeout: 60_000 });
    await expect(ed.svg.locator('polygon[data-kind="floor"]')).toHaveCount(256);
    await ed.mode('Minesweeper');
    await minesweeperShows(ed, 'intermediate', '40', 256);
    await ed.mode('Editor');
    await page.getByRole('button', { name: 'Play Minesweeper' }).click();
    await minesweeperShows(ed, 'intermediate', '40', 256);
  });

  test('a board shrunk, played, undone and played again is Intermediate with its 40 mines again', async ({ page }) => {
    const ed = await intermediateThenEditor(page);
    await page.getByLabel('Height', { exact: true }).fill('9');
    await page.getByLabel('Width', { exact: true }).fill('9');
    await page.getByRole('button', { name: 'Resize', exact: true }).click();
    await expect(ed.tiles()).toHaveCount(81);
    await page.getByRole('button', { name: 'Play Minesweeper' }).click();
    await expect(page.getByLabel('Difficulty')).toHaveValue('custom');
    await expect(ed.tiles()).toHaveCount(81);
    await ed.mode('Editor');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(ed.tiles()).toHaveCount(256);
    await page.getByRole('button', { name: 'Play Minesweeper' }).click();
    await minesweeperShows(ed, 'intermediate', '40', 256);
  });
});

test.describe('when Proximity is first shown', () => {
  test('offers a board of about 30 moves a player, not the board carried over from Minesweeper', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.open();
    await page.getByLabel('Difficulty').selectOption('intermediate');
    await ed.mode('Proximity');
    await expect(ed.svg.locator('polygon[data-kind="floor"]')).toHaveCount(61);
    await ed.mode('Minesweeper');
    await minesweeperShows(ed, 'intermediate', '40', 256);
  });
});
