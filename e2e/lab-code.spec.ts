import { test, expect } from './fixtures';
import { LabPage } from './lab.page';
import type { Page } from '@playwright/test';

const LAYOUTS = [
  { orientation: 'Horizontal', offset: 'Odd', name: 'odd-r' },
  { orientation: 'Horizontal', offset: 'Even', name: 'even-r' },
  { orientation: 'Vertical', offset: 'Odd', name: 'odd-q' },
  { orientation: 'Vertical', offset: 'Even', name: 'even-q' },
] as const;

const code = (page: Page) => page.getByTestId('code');

/**
 * Run the JavaScript the panel shows, in the page, and check it against every tile on the board: offsetToAxial and
 * axialToOffset against data-row/col/q/r, and pixelToHex at the centre and near every corner of the drawn polygon.
 * Returns the tiles that disagree.
 */
async function disagreements(page: Page) {
  return code(page).evaluate((pre) => {
    const run = new Function(
      'console',
      `${pre.textContent}\nreturn { offsetToAxial, axialToOffset, pixelToHex, hexToPixel };`,
    );
    const fns = run({ log() {} }) as Record<string, (...a: number[]) => number[]>;
    const bad: string[] = [];
    const same = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);
    for (const el of document.querySelectorAll<SVGPolygonElement>('svg[data-testid="board"] polygon[data-row]')) {
      const { row, col, q, r } = Object.fromEntries(Object.entries(el.dataset).map(([k, v]) => [k, Number(v)]));
      if (!same(fns.offsetToAxial(row, col), [q, r])) bad.push(`offsetToAxial(${row}, ${col})`);
      if (!same(fns.axialToOffset(q, r), [row, col])) bad.push(`axialToOffset(${q}, ${r})`);
      const corners = Array.from(el.points);
      const cx = corners.reduce((s, p) => s + p.x, 0) / corners.length;
      const cy = corners.reduce((s, p) => s + p.y, 0) / corners.length;
      const [hx, hy] = fns.hexToPixel(row, col);
      if (Math.hypot(hx - cx, hy - cy) > 0.01) bad.push(`hexToPixel(${row}, ${col})`);
      for (const p of [
        { x: cx, y: cy },
        ...corners.map((c) => ({ x: cx + 0.9 * (c.x - cx), y: cy + 0.9 * (c.y - cy) })),
      ]) {
        if (!same(fns.pixelToHex(p.x, p.y), [row, col]))
          bad.push(`pixelToHex(${p.x.toFixed(2)}, ${p.y.toFixed(2)}) in ${row},${col}`);
      }
    }
    return bad;
  });
}

for (const l of LAYOUTS) {
  test(`in the ${l.orientation.toLowerCase()} ${l.offset.toLowerCase()} layout the shown JavaScript agrees with every tile on the board`, async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    await lab.orientation(l.orientation);
    await lab.offset(l.offset);
    await expect(code(page)).toHaveAttribute('data-language', 'javascript');
    await expect(code(page)).toContainText(`"${l.name}"`);
    expect(await lab.tiles().count()).toBeGreaterThan(100);
    expect(await disagreements(page)).toEqual([]);
  });
}

test('the code follows the layout, the hex size and the tool, and works an example on the hovered tile', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.codePane();
  await expect(code(page)).toContainText('"odd-r"');
  const horizontal = await code(page).textContent();
  await lab.orientation('Vertical');
  await expect(code(page)).toContainText('"odd-q"');
  expect(await code(page).textContent()).not.toBe(horizontal);
  await lab.offset('Even');
  await expect(code(page)).toContainText('"even-q"');
  await page.getByLabel('Hex size').fill('31');
  await expect(code(page)).toContainText('const SIZE = 31;');

  const defined = (name: string) =>
    code(page).evaluate(
      (pre, n) => new Function('console', `${pre.textContent}\nreturn typeof ${n};`)({ log() {} }) as string,
      name,
    );
  expect(await defined('line')).toBe('undefined');
  for (const [tool, fn] of [
    ['line', 'line'],
    ['range', 'range'],
    ['ring', 'ring'],
    ['spiral', 'spiral'],
    ['rotate', 'rotate'],
    ['reflect', 'reflect'],
    ['fov', 'fieldOfView'],
  ] as const) {
    await lab.tool(tool);
    await expect.poll(() => defined(fn), tool).toBe('function');
  }

  await lab.tool('range');
  await lab.hover(4, 5);
  await expect(code(page)).toContainText('Worked example: the tile under the pointer, row 4, column 5.');
  await expect(code(page)).toContainText('console.log(range(4, 5, 2)); // 19 entries');
  // Moving off the board to read the code keeps the example on the tile last pointed at.
  await code(page).hover({ position: { x: 20, y: 20 } });
  await expect(code(page)).toContainText('row 4, column 5.');
  const printed = await code(page).evaluate((pre) => {
    const logs: unknown[] = [];
    new Function('console', pre.textContent ?? '')({ log: (v: unknown) => logs.push(v) });
    return logs;
  });
  expect(printed[0]).toEqual([
    Number(await lab.tile(4, 5).getAttribute('data-q')),
    Number(await lab.tile(4, 5).getAttribute('data-r')),
  ]);
  expect((printed.at(-1) as unknown[]).length).toBe(19);
});

test('TypeScript is offered, and Copy puts the shown code on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.codePane();
  await page.getByLabel('Code language').selectOption({ label: 'TypeScript' });
  await expect(code(page)).toHaveAttribute('data-language', 'typescript');
  await expect(code(page)).toContainText('type Offset = [row: number, col: number];');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  const shown = await code(page).textContent();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});

test('each game engine’s language shows its own code card, the layout and the tool built in', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.codePane();
  await lab.orientation('Vertical');
  await lab.offset('Even');
  await lab.tool('ring');
  const languages = [
    ['Python', 'python', 'def offset_to_axial(row: int, col: int) -> Axial:', 'def ring(row: int, col: int, n: int)'],
    [
      'C#',
      'csharp',
      'public static (int q, int r) OffsetToAxial(int row, int col)',
      'public static List<(int row, int col)> Ring(int row, int col, int n)',
    ],
    [
      'C++',
      'cpp',
      'inline Axial offset_to_axial(int row, int col) {',
      'inline std::vector<Offset> ring(int row, int col, int n) {',
    ],
    [
      'Rust',
      'rust',
      'pub fn offset_to_axial(row: i32, col: i32) -> Axial {',
      'pub fn ring(row: i32, col: i32, n: i32) -> Vec<Offset> {',
    ],
    ['Lua', 'lua', 'local function offset_to_axial(row, col)', 'local function ring(row, col, n)'],
    [
      'GDScript',
      'gdscript',
      'static func offset_to_axial(row: int, col: int) -> Vector2i:',
      'static func ring(row: int, col: int, n: int) -> Array[Vector2i]:',
    ],
  ] as const;
  for (const [label, language, conversion, tool] of languages) {
    await page.getByLabel('Code language').selectOption({ label });
    await expect(code(page), label).toHaveAttribute('data-language', language);
    await expect(code(page), label).toContainText('"even-q"');
    await expect(code(page), label).toContainText(conversion);
    await expect(code(page), label).toContainText(tool);
  }
  // The same worked example in these languages, and the card says so.
  await expect(page.getByText("The same functions in your engine's language")).toBeVisible();
  await expect(code(page)).toContainText('# Worked example');
  await expect(code(page)).toContainText('static func example() -> void:');
  // The card follows the layout in the chosen language too.
  await lab.offset('Odd');
  await expect(code(page)).toContainText('"odd-q"');
  await expect(code(page)).toHaveAttribute('data-language', 'gdscript');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the code scrolls inside its block and the page never scrolls sideways', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    // On a phone the code is in the settings drawer, closed until asked for.
    await lab.settings();
    await code(page).scrollIntoViewIfNeeded();
    await expect(code(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await code(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await code(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test('each tool shows its formula and links the guide’s section; the basics follow the layout', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.codePane();
  const anchors = {
    line: 'line-drawing',
    range: 'range',
    ring: 'rings',
    spiral: 'rings-spiral',
    rotate: 'rotation',
    reflect: 'reflection',
    fov: 'field-of-view',
  } as const;
  for (const [tool, anchor] of Object.entries(anchors)) {
    await lab.tool(tool as keyof typeof anchors);
    const topic = page.locator(`.topic[data-topic="${anchor}"]`);
    await expect(topic.locator('pre')).toBeVisible();
    await expect(topic.getByRole('link')).toHaveAttribute(
      'href',
      `https://www.redblobgames.com/grids/hexagons/#${anchor}`,
    );
  }
  // The settings drawer lies over the pane: put it away to read "How it works", bring it back for the layout.
  await lab.settings(false);
  const how = page.getByTestId('how-it-works');
  await how.locator('summary', { hasText: 'Hex to pixel' }).click();
  await expect(how.locator('.topic[data-topic="hex-to-pixel"] pre')).toContainText('x = size · (√3 · q + √3/2 · r)');
  await lab.settings();
  await lab.orientation('Vertical');
  await expect(how.locator('.topic[data-topic="hex-to-pixel"] pre')).toContainText('x = size · (3/2 · q)');
});

for (const orientation of ['Horizontal', 'Vertical'] as const) {
  test(`pixel to hex is worked under the pointer, beside the tutorial's own method (${orientation.toLowerCase()})`, async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    await lab.orientation(orientation);
    await lab.offset('Even');
    const tile = lab.tile(6, 6);
    await expect(tile).toBeVisible();
    const box = (await tile.boundingBox())!;
    // Near a corner of the tile's box, but inside the hexagon: a point where rounding has work to do.
    await tile.hover({ position: { x: box.width * 0.3, y: box.height * 0.3 } });
    await expect(tile).toHaveAttribute('data-hover', '');
    const steps = page.getByTestId('rounding-steps');
    await expect(steps).toHaveAttribute('data-recomputed', /^[qrs]$/);
    const q = Number(await tile.getAttribute('data-q'));
    const r = Number(await tile.getAttribute('data-r'));
    const recomputed = (await steps.getAttribute('data-recomputed')) as 'q' | 'r' | 's';
    await expect(page.getByTestId('rounding-text')).toContainText(`${recomputed} = `);
    await expect(page.getByTestId('rounding-text')).toContainText(` = ${{ q, r, s: -q - r }[recomputed] + 0}.`);
    const pick = page.getByTestId('tutorial-pick');
    await expect(pick).toHaveAttribute('data-row', '6');
    await expect(pick).toHaveAttribute('data-col', '6');
  });
}
