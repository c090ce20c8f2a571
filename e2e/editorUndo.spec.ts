// Undo and redo in the Editor give back every figure a step changed, not only the tiles: an import that brought its
// own offset, or a change of offset in the layout panel, is undone with its offset.
import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';

const LEVEL = [
  [1, 0, 0, 0],
  [0, 0, 1, 0],
  [0, 0, 0, -1],
];

test.describe('when a step in the Editor changed the offset', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Undo of an import gives back the board and its offset, and Redo the imported ones', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const offset = page.getByLabel('Offset', { exact: true });
    await expect(offset).toHaveValue('odd');
    const tiles = await ed.tiles().count();
    await ed.importText(JSON.stringify({ orientation: 'horizontal', offset: 'even', levelData: LEVEL }));
    await expect(ed.tiles()).toHaveCount(12);
    await expect(offset).toHaveValue('even');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(ed.tiles()).toHaveCount(tiles);
    await expect(offset).toHaveValue('odd');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(ed.tiles()).toHaveCount(12);
    await expect(offset).toHaveValue('even');
  });

  test('a change of offset is its own undo step', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const offset = page.getByLabel('Offset', { exact: true });
    await expect(offset).toHaveValue('odd');
    await offset.selectOption('even');
    await expect(offset).toHaveValue('even');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(offset).toHaveValue('odd');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(offset).toHaveValue('even');
  });
});
