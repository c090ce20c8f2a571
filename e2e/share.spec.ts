import { test, expect } from './fixtures';
import { countKinds, EditorPage } from './editor.page';

test.describe('when a drawn board is shared', () => {
  test('the link opens the same board, layout and mode in a fresh browser', async ({ page, browser }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.orientation('Vertical');
    await ed.paintWith('Wall');
    await ed.drag([
      [2, 3],
      [7, 3],
    ]);
    await ed.paintWith('Void (no tile)');
    await ed.drag([
      [5, 8],
      [5, 11],
    ]);
    await ed.paintWith('Floor, cost 4');
    await ed.drag([
      [9, 5],
      [9, 6],
    ]);
    const drawn = await ed.kinds();
    const link = await ed.shareLink();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?v=1&/);
    expect(link.length).toBeLessThan(400);

    // A new context: no autosave, no history, nothing but the link.
    const fresh = await browser.newContext();
    const other = new EditorPage(await fresh.newPage());
    await other.page.goto(link);
    await other.svg.waitFor();
    await expect(other.page.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.page.getByLabel('Orientation')).toHaveValue('flat');
    expect(await other.kinds()).toEqual(drawn);
    await expect(other.tile(9, 5)).toHaveAttribute('data-cost', '4');
    await fresh.close();
  });

  test('a Minesweeper link carries the mine count and seed', async ({ page, browser }) => {
    const ed = new EditorPage(page);
    await ed.open();
    await page.getByLabel('Mines', { exact: true }).fill('17');
    await page.getByLabel('Seed', { exact: true }).fill('4242');
    const link = await ed.shareLink();
    expect(link).toContain('mines=17');
    expect(link).toContain('seed=4242');
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByLabel('Mines', { exact: true })).toHaveValue('17');
    await expect(other.getByLabel('Seed', { exact: true })).toHaveValue('4242');
    await expect(other.getByTestId('board').locator('polygon[data-row]')).toHaveCount(127);
    await fresh.close();
  });

  test('the Copy button puts the link on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ed = new EditorPage(page);
    await ed.open();
    const link = await ed.shareLink();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
  });
});

test.describe('when a link is broken', () => {
  const cases: [string, string, string][] = [
    ['an unknown version', 'v=99&m=editor&o=pointy&p=odd&s=24&rows=2&cols=2&mask=AAAA', 'version 99'],
    ['a size over the limit', 'v=1&m=editor&o=pointy&p=odd&s=24&rows=300&cols=300&mask=AAAA', '300 x 300'],
    ['a value of the wrong kind', 'v=1&m=editor&o=sideways&p=odd&s=big&rows=2&cols=2&mask=AAAA', 'sideways'],
    ['garbage', '%E0%A4%A&&==', 'garbled'],
    ['random noise', 'v=1&mask=%00%FF!!!$$$&rows=-4', 'The link'],
  ];
  for (const [what, query, words] of cases) {
    test(`says what is wrong with ${what} and keeps a working board`, async ({ page }) => {
      const ed = new EditorPage(page);
      await ed.open(query);
      await expect(page.getByRole('alert')).toContainText(words);
      await expect(page.getByRole('alert')).toContainText('Showing your board instead');
      await expect(ed.tiles()).toHaveCount(127);
      await ed.click(6, 6);
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'playing');
    });
  }

  test('says what is wrong with a truncated mask', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    await ed.drag([
      [6, 2],
      [6, 9],
    ]);
    const link = new URL(await ed.shareLink());
    const mask = link.searchParams.get('mask') ?? '';
    const cut = link.search.replace(
      `mask=${encodeURIComponent(mask).replace(/%2B/g, '+')}`,
      `mask=${mask.slice(0, Math.floor(mask.length / 2))}`,
    );
    expect(cut).not.toBe(link.search);
    const fresh = new EditorPage(await page.context().browser()!.newPage());
    await fresh.page.goto(`${link.origin}/${cut}`);
    await expect(fresh.page.getByRole('alert')).toContainText('Showing your board instead');
    await expect(fresh.tiles()).toHaveCount(127);
    await fresh.page.close();
  });
});

test.describe('when boards are opened one after another in a tab', () => {
  test('Back and Forward move between them', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const first = await ed.kinds();
    await ed.importText('[[0,0,0,0],[0,1,1,0],[0,0,0,0]]');
    await expect(ed.tiles()).toHaveCount(12);
    const second = await ed.kinds();
    await ed.importText('[[1,0],[0,1]]');
    await expect(ed.tiles()).toHaveCount(4);
    await page.goBack();
    await expect(ed.tiles()).toHaveCount(12);
    expect(await ed.kinds()).toEqual(second);
    await page.goBack();
    await expect(ed.tiles()).toHaveCount(169);
    expect(await ed.kinds()).toEqual(first);
    await page.goForward();
    await expect(ed.tiles()).toHaveCount(12);
    expect(countKinds(await ed.kinds()).wall).toBe(2);
  });
});

test.describe('when a board opened from a link is edited', () => {
  test('a reload keeps the edits, not the board the link first had', async ({ page }) => {
    const ed = new EditorPage(page);
    await ed.openEditor();
    const link = await ed.shareLink();
    await page.keyboard.press('Escape');
    await page.goto(link);
    await ed.svg.waitFor();
    await ed.drag([
      [6, 2],
      [6, 9],
    ]);
    const edited = await ed.kinds();
    await page.reload();
    await ed.svg.waitFor();
    expect(await ed.kinds()).toEqual(edited);
  });
});
