import { axialRange, axialToOffset, offsetToAxial } from '../src/engine';
import { encodeShare } from '../src/share';
import { test, expect } from './fixtures';
import { countKinds, EditorPage } from './editor.page';

const TUTORIAL = `//horizontal tile shaped level
var levelData=
[[-1,-1,-1,0,0,0,0,0,0,0,-1,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,-1,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,0,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,0,0,0,0,0,0,0,0,0,0,0,-1],
[0,0,0,0,0,0,0,0,0,0,0,0,-1],
[0,0,0,0,0,0,0,0,0,0,0,0,0],
[0,0,0,0,0,0,0,0,0,0,0,0,-1],
[-1,0,0,0,0,0,0,0,0,0,0,0,-1],
[-1,0,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,-1,-1,-1],
[-1,-1,-1,0,0,0,0,0,0,0,-1,-1,-1]];`;

const row = (r: number, from: number, to: number): [number, number][] =>
  Array.from({ length: to - from + 1 }, (_, i) => [r, from + i]);

test.describe('when the editor opens on the tutorial board', () => {
  test('draws every cell, the void ones as data-kind="void"', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const n = countKinds(await ed.kinds());
    expect(n).toEqual({ floor: 127, void: 42 });
  });
});

test.describe('when the user drags the brush', () => {
  test('paints every cell along a fast drag, and one drag is one undo step', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.paintWith('Wall');
    // Only the two ends and one middle point: the cells between must be painted all the same.
    await ed.drag([
      [6, 1],
      [6, 6],
      [6, 11],
    ]);
    for (const [r, c] of row(6, 1, 11)) await expect(ed.tile(r, c)).toHaveAttribute('data-kind', 'wall');
    await expect(ed.tile(5, 6)).toHaveAttribute('data-kind', 'floor');

    await ed.paintWith('Void (no tile)');
    await ed.drag([
      [3, 3],
      [3, 8],
    ]);
    for (const [r, c] of row(3, 3, 8)) await expect(ed.tile(r, c)).toHaveAttribute('data-kind', 'void');
    const painted = await ed.kinds();

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(ed.tile(3, 5)).toHaveAttribute('data-kind', 'floor');
    await expect(ed.tile(6, 5)).toHaveAttribute('data-kind', 'wall');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(ed.tile(6, 5)).toHaveAttribute('data-kind', 'floor');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await page.getByRole('button', { name: 'Redo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await ed.kinds()).toEqual(painted);
  });

  test('outlines every cell the brush would paint under the pointer, and exactly those get painted', async ({
    page,
  }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.paintWith('Wall');
    const outline = page.getByTestId('brush-outline');
    await page.getByLabel('Brush radius').fill('2');
    await ed.tile(6, 6).hover({ position: await ed.centre(6, 6) });
    await expect(outline).toHaveAttribute('data-cells', '19');
    await expect(outline).toBeVisible();
    await ed.click(6, 6);
    expect(countKinds(await ed.kinds()).wall).toBe(19);
    // At the board's edge the outline holds only the cells that exist: those of the 13 x 13 array within 2 steps.
    const settings = { orientation: 'pointy', parity: 'odd' } as const;
    const inside = axialRange(offsetToAxial(settings, { row: 6, col: 0 }), 2)
      .map((a) => axialToOffset(settings, a))
      .filter(({ row, col }) => row >= 0 && row < 13 && col >= 0 && col < 13);
    await ed.tile(6, 0).hover({ position: await ed.centre(6, 0) });
    await expect(outline).toHaveAttribute('data-cells', String(inside.length));
    await ed.tool('Line');
    await ed.tile(6, 6).hover({ position: await ed.centre(6, 6) });
    await expect(outline).toHaveAttribute('data-cells', '1');
  });

  test('undoes and redoes from the keyboard', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.drag([
      [6, 2],
      [6, 9],
    ]);
    await expect(ed.tile(6, 5)).toHaveAttribute('data-kind', 'wall');
    await page.keyboard.press('Control+z');
    await expect(ed.tile(6, 5)).toHaveAttribute('data-kind', 'floor');
    await page.keyboard.press('Control+Shift+Z');
    await expect(ed.tile(6, 5)).toHaveAttribute('data-kind', 'wall');
    await page.keyboard.press('Control+z');
    await expect(ed.tile(6, 5)).toHaveAttribute('data-kind', 'floor');
    await page.keyboard.press('Control+y');
    await expect(ed.tile(6, 5)).toHaveAttribute('data-kind', 'wall');
  });
});

test.describe('when the page reloads in the middle of an edit', () => {
  test('keeps the board, its layout and the mode, also in a new tab', async ({ page, context }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.offset('Even');
    await ed.drag([
      [4, 2],
      [4, 9],
    ]);
    await ed.paintWith('Void (no tile)');
    await ed.drag([
      [8, 1],
      [8, 4],
    ]);
    const before = await ed.kinds();
    await page.reload();
    await ed.svg.waitFor();
    await expect(page.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Offset', { exact: true })).toHaveValue('even');
    expect(await ed.kinds()).toEqual(before);

    const other = new EditorPage(await context.newPage());
    await other.open();
    expect(await other.kinds()).toEqual(before);
  });

  test('says so and keeps the default board when the saved data is unreadable', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hexlab:autosave:v1', '{"v":1,"level":"garbage'));
    const ed = new EditorPage(page);
    await ed.open();
    await expect(page.getByRole('alert')).toContainText("Couldn't restore your saved board");
    await expect(ed.tiles()).toHaveCount(127);
  });
});

test.describe("the Shape section's preset", () => {
  test("offers the board's own shape, and keeps the user's pick on that board", async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const startFrom = page.getByLabel('Start from');
    await expect(startFrom).toHaveValue('tutorial');
    const board = page.getByRole('region', { name: 'Board', exact: true });
    await board.getByLabel('Shape').selectOption({ label: 'Rectangle' });
    await expect(ed.tiles()).toHaveCount(13 * 13);
    await expect(startFrom).toHaveValue('rectangle');
    await startFrom.selectOption({ label: 'Triangle' });
    await expect(startFrom).toHaveValue('triangle');
  });
});

test('a laptop sees Open a file and Export without scrolling the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ed = new EditorPage(page);
  await ed.openEditor();
  const viewport = page.viewportSize()!;
  for (const control of [
    page.getByText('Open a file', { exact: true }),
    page.getByRole('button', { name: 'Export', exact: true }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.y + box.height, 'its bottom edge').toBeLessThanOrEqual(viewport.height);
  }
});

test.describe('when levelData is pasted', () => {
  test("imports the tutorial's array as its 127-tile hexagon", async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await page.getByLabel('Start from').selectOption({ label: 'Rectangle' });
    await page.getByRole('button', { name: 'Apply preset' }).click();
    expect(countKinds(await ed.kinds()).void ?? 0).toBe(0);
    await ed.importText(TUTORIAL);
    // The same 13 x 13 cells as the rectangle before it, so the polygons' count does not tell the import is in: its
    // message does, and it counts the imported board's tiles.
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
      'Imported 13 x 13 cells (127 tiles)',
    );
    expect(countKinds(await ed.kinds())).toEqual({ floor: 127, void: 42 });
    await page.getByRole('button', { name: 'Play Minesweeper' }).click();
    await expect(page.getByRole('tab', { name: 'Minesweeper' })).toHaveAttribute('aria-selected', 'true');
    await expect(ed.tiles()).toHaveCount(127);
  });

  test('points at the line and column of a broken array and changes nothing', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.drag([
      [6, 3],
      [6, 4],
    ]);
    const before = await ed.kinds();
    await ed.importText('[[0,0,0],\n [0,x,0],\n [0,0,0]]');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Line 2, column 5');
    expect(await ed.kinds()).toEqual(before);
  });

  test('exports the board in the same array form', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await page.getByRole('button', { name: 'Export' }).click();
    const text = await page.getByLabel('Exported levelData').inputValue();
    expect(text.replace(/\s/g, '')).toContain(
      TUTORIAL.split('\n').slice(2).join('').replace(/\s/g, '').replace(/;$/, ''),
    );
  });
});

test.describe('when the shape is reworked', () => {
  test('rotates, mirrors, inverts and clears, each one undo step', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await page.getByLabel('Start from').selectOption({ label: 'Triangle' });
    await page.getByRole('button', { name: 'Apply preset' }).click();
    const triangle = countKinds(await ed.kinds());
    await page.getByRole('button', { name: 'Rotate 60° right' }).click();
    expect(countKinds(await ed.kinds()).floor).toBe(triangle.floor);
    await page.getByRole('button', { name: 'Mirror left–right' }).click();
    expect(countKinds(await ed.kinds()).floor).toBe(triangle.floor);
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(countKinds(await ed.kinds()).floor ?? 0).toBe(0);
    await page.getByRole('button', { name: 'Invert' }).click();
    expect(countKinds(await ed.kinds()).void ?? 0).toBe(0);
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Undo' }).click();
    expect(countKinds(await ed.kinds())).toEqual(triangle);
  });
});

test.describe('when the shape tools are used', () => {
  test('a line, a rectangle and the fill bucket paint what they promise', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.tool('Line');
    await ed.drag([
      [2, 3],
      [2, 9],
    ]);
    for (const [r, c] of row(2, 3, 9)) await expect(ed.tile(r, c)).toHaveAttribute('data-kind', 'wall');
    await ed.tool('Rectangle');
    await ed.paintWith('Void (no tile)');
    await ed.drag([
      [8, 4],
      [9, 6],
    ]);
    for (const [r, c] of [...row(8, 4, 6), ...row(9, 4, 6)])
      await expect(ed.tile(r, c)).toHaveAttribute('data-kind', 'void');
    await ed.tool('Fill');
    await ed.paintWith('Floor, cost 3');
    await ed.tile(6, 6).click({ position: await ed.centre(6, 6) });
    const n = countKinds(await ed.kinds());
    expect(n.wall).toBe(7);
    expect(n.floor).toBe(127 - 7 - 6);
    expect(n.void).toBe(42 + 6);
    await expect(ed.tile(6, 6)).toHaveAttribute('data-cost', '3');
    expect(n.floor).toBe(await ed.svg.locator('polygon[data-cost="3"]').count());
  });

  test('paints from the keyboard: direction keys move, Enter paints', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.svg.focus();
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    await page.keyboard.press('Enter');
    await expect(ed.tile(0, 2)).toHaveAttribute('data-kind', 'wall');
    await ed.tool('Line');
    await ed.svg.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    await page.keyboard.press('Enter');
    for (const [r, c] of row(0, 2, 4)) await expect(ed.tile(r, c)).toHaveAttribute('data-kind', 'wall');
  });

  test('resizing keeps the drawing in place', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await page.getByLabel('Keep content at').selectOption({ label: 'Top-left corner' });
    await page.getByLabel('Height', { exact: true }).fill('16');
    await page.getByLabel('Width', { exact: true }).fill('15');
    await page.getByRole('button', { name: 'Resize' }).click();
    await expect(ed.tiles()).toHaveCount(16 * 15);
    const n = countKinds(await ed.kinds());
    expect(n.floor).toBe(127);
    await expect(page.getByLabel('Rows', { exact: true })).toHaveValue('16');
  });
});

test.describe('on a board too big to read its costs at fit', () => {
  test('cost labels are not drawn while the tiles are too small to read them, and are drawn in view when the user zooms in', async ({
    page,
  }) => {
    const ed = new EditorPage(page);
    // 120 x 120 cells, every one a floor of cost 5.
    await ed.open(
      encodeShare({
        mode: 'editor',
        orientation: 'pointy',
        parity: 'odd',
        hexSize: 24,
        level: Array.from({ length: 120 }, () => new Array<number>(120).fill(5)),
      }),
    );
    await expect(ed.svg.locator('polygon[data-cost="5"]')).toHaveCount(14_400);
    const labels = ed.svg.locator('.editor-cost');
    await expect(labels).toHaveCount(0);
    for (let i = 0; i < 10 && (await labels.count()) === 0; i++) {
      const before = await ed.svg.getAttribute('viewBox');
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect(ed.svg).not.toHaveAttribute('viewBox', before!);
    }
    // Written again in view, large enough to read, and only around the view: not on every tile of the board.
    const shown = labels.filter({ visible: true }).first();
    await expect(shown).toHaveText('5');
    expect((await shown.boundingBox())!.height).toBeGreaterThanOrEqual(6);
    expect(await labels.count()).toBeLessThan(14_400 / 2);
    await page.getByRole('button', { name: 'Fit board' }).click();
    await expect(labels).toHaveCount(0);
  });

  test('on a small board every cost is written at fit', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.open(
      encodeShare({
        mode: 'editor',
        orientation: 'pointy',
        parity: 'odd',
        hexSize: 24,
        level: Array.from({ length: 8 }, () => new Array<number>(8).fill(3)),
      }),
    );
    await expect(ed.svg.locator('.editor-cost')).toHaveCount(64);
    await expect(ed.svg.locator('.editor-cost').first()).toHaveText('3');
  });
});
