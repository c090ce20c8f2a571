// Two tabs of one browser (one context: the same origin, the same IndexedDB) on the same board: neither loses the
// other's edits in silence. Editor strokes in both are kept; a rename or a delete in one is never undone by the
// other's save; a board deleted under a tab stays on its screen and the tab asks what to do with it.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';
import { stored, wallsStored, type Cell } from './storedBoards';

const wallsShown = (ed: EditorPage, cells: Cell[]) =>
  ed.kinds().then((k) => cells.filter(([r, c]) => k[`${r},${c}`] === 'wall').length);

/** A second tab in the same browser, failing on its page errors like the fixture's. */
async function secondTab(page: Page, problems: string[]): Promise<EditorPage> {
  const other = await page.context().newPage();
  other.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  other.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  const ed = new EditorPage(other);
  await ed.openEditor();
  return ed;
}

/** Tab A on the player's board in the Editor, a second tab B on the same board, and floor cells to paint. */
async function twoTabs(page: Page, problems: string[]) {
  const a = new EditorPage(page);
  await a.openEditor();
  await expect.poll(() => stored(page).then((b) => b.length)).toBe(1);
  const b = await secondTab(page, problems);
  const kinds = await a.kinds();
  const floors = Object.entries(kinds)
    .filter(([, k]) => k === 'floor')
    .map(([key]) => key.split(',').map(Number) as Cell);
  for (const ed of [a, b]) {
    await ed.tool('Brush');
    await ed.paintWith('Wall');
  }
  return { a, b, floors };
}

const stroke = (ed: EditorPage, cell: Cell) => ed.drag([cell]);

test.describe('when two tabs edit the same board', () => {
  const problems: string[] = [];
  test.afterEach(() => expect(problems, 'the second tab logged errors').toEqual([]));

  test('ten strokes in each tab are all kept after a reload', async ({ page }) => {
    test.slow(); // two pages and three loads on a busy machine
    const { a, b, floors } = await twoTabs(page, problems);
    const cellsA = floors.slice(0, 10);
    const cellsB = floors.slice(10, 20);
    for (const c of cellsA) await stroke(a, c);
    await expect.poll(() => wallsStored(page, cellsA)).toBe(10);
    for (const c of cellsB) await stroke(b, c);
    await expect.poll(() => wallsStored(page, cellsB)).toBe(10);
    const kept = { a: await wallsStored(page, cellsA), b: await wallsStored(page, cellsB) };
    await b.page.reload();
    await b.mode('Editor');
    await a.page.reload();
    await a.mode('Editor');
    const inA = { a: await wallsShown(a, cellsA), b: await wallsShown(a, cellsB) };
    const inB = { a: await wallsShown(b, cellsA), b: await wallsShown(b, cellsB) };
    console.log(
      `two tabs: stored A ${kept.a}/10, B ${kept.b}/10; after reload tab A shows A ${inA.a}/10, B ${inA.b}/10; tab B shows A ${inB.a}/10, B ${inB.b}/10`,
    );
    expect({ kept, inA, inB }).toEqual({ kept: { a: 10, b: 10 }, inA: { a: 10, b: 10 }, inB: { a: 10, b: 10 } });
  });

  test("a tab shows the other's saved strokes without a reload, and strokes made at once in both are merged", async ({
    page,
  }) => {
    test.slow();
    const { a, b, floors } = await twoTabs(page, problems);
    await stroke(a, floors[0]);
    await expect(b.tile(...floors[0])).toHaveAttribute('data-kind', 'wall');
    const both = floors.slice(1, 21);
    for (let i = 0; i < both.length; i += 2) {
      await stroke(a, both[i]);
      await stroke(b, both[i + 1]);
    }
    await expect.poll(() => wallsStored(page, both)).toBe(20);
    await expect.poll(() => wallsShown(a, both)).toBe(20);
    await expect.poll(() => wallsShown(b, both)).toBe(20);
    await expect(page.getByTestId('tab-clash')).toHaveCount(0);
  });
});

test.describe('when one tab manages the boards the other shows', () => {
  const problems: string[] = [];
  test.afterEach(() => expect(problems, 'the second tab logged errors').toEqual([]));

  test("a rename in one tab is kept when the other saves, and shows in the other's list", async ({ page }) => {
    const { a, b, floors } = await twoTabs(page, problems);
    await page.getByRole('button', { name: 'My boards' }).click();
    await page.getByTestId('library-item').getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('textbox', { name: 'Name of My board' }).fill('Castle');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('library-item')).toContainText('Castle');
    await page.keyboard.press('Escape');
    await stroke(b, floors[0]);
    await expect.poll(() => wallsStored(page, [floors[0]])).toBe(1);
    expect((await stored(page)).map((s) => s.name)).toEqual(['Castle']);
    await b.page.getByRole('button', { name: 'My boards' }).click();
    await expect(b.page.getByTestId('library-item')).toContainText('Castle');
    await expect(a.tile(...floors[0])).toHaveAttribute('data-kind', 'wall');
  });

  test('a board deleted in one tab does not come back when the other edits it: that tab asks, and keeps it on its word', async ({
    page,
  }) => {
    const { b, floors } = await twoTabs(page, problems);
    await page.getByRole('button', { name: 'My boards' }).click();
    await page.getByTestId('library-item').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('library-item')).toHaveCount(0);
    const clash = b.page.getByTestId('tab-clash');
    await expect(clash).toHaveAttribute('role', 'alert');
    await expect(clash).toContainText('was deleted in another tab');
    await stroke(b, floors[0]);
    await expect(b.tile(...floors[0])).toHaveAttribute('data-kind', 'wall');
    expect(await stored(page)).toEqual([]);
    await clash.getByRole('button', { name: 'Keep it in My boards' }).click();
    await expect(clash).toHaveCount(0);
    await expect.poll(() => wallsStored(page, [floors[0]])).toBe(1);
    await expect(page.getByTestId('library-item')).toHaveCount(1);
  });

  test('after one tab deletes every board and the other reloads, its next strokes are kept once it says so', async ({
    page,
  }) => {
    const { b, floors } = await twoTabs(page, problems);
    await page.getByRole('button', { name: 'My boards' }).click();
    await page.getByTestId('library-item').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('library-item')).toHaveCount(0);
    await b.page.reload();
    await b.mode('Editor');
    const clash = b.page.getByTestId('tab-clash');
    await expect(clash).toContainText('was deleted in another tab');
    await b.tool('Brush');
    await b.paintWith('Wall');
    const three = floors.slice(0, 3);
    for (const c of three) await stroke(b, c);
    await clash.getByRole('button', { name: 'Keep it in My boards' }).click();
    await expect.poll(() => wallsStored(page, three)).toBe(3);
  });
});
