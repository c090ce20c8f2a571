// The Lab's "same tile in every tool" card, the code pane under the board, and the walls switch for field of view.
import type { Page } from '@playwright/test';
import { TOOL_FUNCTION } from '../src/games/lab/code';
import { test, expect } from './fixtures';
import { LabPage } from './lab.page';

const LAYOUTS = [
  {
    orientation: 'Horizontal',
    offset: 'Odd',
    name: 'odd-r',
    stagger: 'staggeraxis="y" staggerindex="odd"',
    godot: [0, 0],
    swizzle: 'XYZ',
  },
  {
    orientation: 'Horizontal',
    offset: 'Even',
    name: 'even-r',
    stagger: 'staggeraxis="y" staggerindex="even"',
    godot: [0, 1],
    swizzle: 'XYZ',
  },
  {
    orientation: 'Vertical',
    offset: 'Odd',
    name: 'odd-q',
    stagger: 'staggeraxis="x" staggerindex="odd"',
    godot: [1, 0],
    swizzle: 'YXZ',
  },
  {
    orientation: 'Vertical',
    offset: 'Even',
    name: 'even-q',
    stagger: 'staggeraxis="x" staggerindex="even"',
    godot: [1, 1],
    swizzle: 'YXZ',
  },
] as const;

/**
 * Unity's cell of (row, col), written out from its manual: y up, point-top shoves odd rows right, flat-top raises odd
 * columns, so an even-r board sits one row lower and an odd-q board one column further right.
 */
const UNITY: Record<string, (row: number, col: number) => [number, number]> = {
  'odd-r': (row, col) => [col, -row],
  'even-r': (row, col) => [col, -row - 1],
  'odd-q': (row, col) => [col + 1, -row],
  'even-q': (row, col) => [col, -row],
};

const card = (page: Page) => page.getByTestId('tile-in-tools');
const toolRow = (page: Page, tool: string) => card(page).locator(`tr[data-tool="${tool}"]`);

/** The card names (row, col) in every tool: cells from data-x/y, axial from the tile's own data-q/r. */
async function expectNamed(page: Page, lab: LabPage, l: (typeof LAYOUTS)[number], row: number, col: number) {
  const tile = lab.tile(row, col);
  const [q, r] = [await tile.getAttribute('data-q'), await tile.getAttribute('data-r')];
  for (const tool of ['redblob', 'tiled', 'godot'] as const) {
    await expect(toolRow(page, tool)).toHaveAttribute('data-x', String(col));
    await expect(toolRow(page, tool)).toHaveAttribute('data-y', String(row));
  }
  const [ux, uy] = UNITY[l.name](row, col);
  await expect(toolRow(page, 'unity')).toHaveAttribute('data-x', String(ux));
  await expect(toolRow(page, 'unity')).toHaveAttribute('data-y', String(uy));
  await expect(toolRow(page, 'unity')).toContainText(`Vector3Int(${ux}, ${uy}, 0)`);
  await expect(toolRow(page, 'axial')).toHaveAttribute('data-q', q ?? '');
  await expect(toolRow(page, 'axial')).toHaveAttribute('data-r', r ?? '');
  await expect(toolRow(page, 'redblob')).toContainText(l.name);
  await expect(toolRow(page, 'tiled')).toContainText(l.stagger);
  await expect(toolRow(page, 'godot')).toContainText(`tile_offset_axis = ${l.godot[0]}`);
  await expect(toolRow(page, 'godot')).toContainText(`tile_layout = ${l.godot[1]}`);
  await expect(toolRow(page, 'godot')).toContainText(`Vector2i(${col}, ${row})`);
  await expect(toolRow(page, 'unity')).toContainText(`cellSwizzle ${l.swizzle}`);
}

for (const l of LAYOUTS) {
  test(`the hovered and the selected tile are named in every tool (${l.orientation.toLowerCase()}, ${l.offset.toLowerCase()})`, async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    await lab.orientation(l.orientation);
    await lab.offset(l.offset);
    await expect(card(page)).toContainText('Point at a tile');
    // An odd and an even row and column, so both sides of every offset rule are met.
    await lab.hover(3, 4);
    await expectNamed(page, lab, l, 3, 4);
    await lab.hover(6, 7);
    await expectNamed(page, lab, l, 6, 7);
    await expect(page.getByTestId('tile-in-tools-which')).toContainText('Under the pointer: row 6, column 7');
    // Selected, then the pointer leaves the board: the card names the selected tile.
    await lab.click(4, 5);
    await page.mouse.move(2, 2);
    await expect(page.getByTestId('tile-in-tools-which')).toContainText('Selected: row 4, column 5');
    await expectNamed(page, lab, l, 4, 5);
  });
}

test('in Spanish the card speaks Spanish and names the same cells', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await page.getByTestId('language').selectOption('es');
  await expect(card(page)).toContainText('La misma baldosa en cada herramienta');
  await lab.hover(3, 4);
  await expect(toolRow(page, 'unity')).toHaveAttribute('data-y', '-3');
  await expect(toolRow(page, 'unity')).toContainText('cuenta y hacia arriba');
});

const TOOLS = ['none', 'line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'intersect', 'fov'] as const;

for (const orientation of ['Horizontal', 'Vertical'] as const) {
  test(`at 1280 x 800 every tool's code reads without scrolling sideways, beside a board the window's height (${orientation.toLowerCase()})`, async ({
    page,
  }) => {
    // Nine tools, each re-writing the code: on this shared machine that takes longer than one default timeout.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const lab = new LabPage(page);
    await lab.openLab();
    await lab.codePane();
    await lab.orientation(orientation);
    const pre = page.getByTestId('code');
    await expect(pre).toBeVisible();
    const frame = await page.getByTestId('board-frame').boundingBox();
    expect(frame?.width).toBeGreaterThanOrEqual(576);
    expect(frame?.height).toBeGreaterThanOrEqual(600);
    await lab.click(6, 6);
    for (const tool of TOOLS) {
      await page.getByLabel('Tool', { exact: true }).selectOption(tool);
      await lab.hover(3, 4);
      await expect(pre).toContainText(`function ${TOOL_FUNCTION[tool] ?? 'pixelToHex'}`);
      const { scroll, client } = await pre.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, `${tool}: the code's widest line against its box`).toBeLessThanOrEqual(client);
    }
    // The page itself never scrolls.
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth,
      ),
    ).toBe(true);
  });
}

test('the code pane folds away and the board takes the room back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.codePane({ settings: false });
  const toggle = page.getByRole('button', { name: 'Code and how it works' });
  const open = (await page.getByTestId('board-frame').boundingBox())?.width ?? 0;
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('code')).toBeHidden();
  await expect
    .poll(async () => (await page.getByTestId('board-frame').boundingBox())?.width ?? 0)
    .toBeGreaterThan(open + 300);
  await toggle.click();
  await expect(page.getByTestId('code')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the card and the code are in the settings sheet, and the tapped tile is named', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    await lab.tile(3, 4).tap();
    const sheet = await lab.settings();
    await expect(sheet.getByTestId('tile-in-tools')).toBeAttached();
    await sheet.getByTestId('tile-in-tools').scrollIntoViewIfNeeded();
    await expect(toolRow(page, 'tiled')).toHaveAttribute('data-x', '4');
    await expect(toolRow(page, 'tiled')).toHaveAttribute('data-y', '3');
    await expect(sheet.getByTestId('code')).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });
});

test('field of view starts on a board with walls, and the walls switch takes them off and puts them back from the keyboard', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  const walls = lab.svg.locator('polygon[data-kind="wall"]');
  await expect(walls).toHaveCount(0);
  await lab.tool('fov');
  await expect.poll(() => walls.count()).toBeGreaterThan(0);
  const ids = await walls.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  const toggle = page.getByRole('checkbox', { name: 'Walls on the board' });
  await expect(toggle).toBeChecked();
  await lab.click(6, 6);
  await expect.poll(() => lab.marks('hidden').count()).toBeGreaterThan(0);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(walls).toHaveCount(0);
  await expect(lab.marks('hidden')).toHaveCount(0);
  await expect(page.getByText('This board has no walls')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  expect(await walls.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).toEqual(ids);
});
