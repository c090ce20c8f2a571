import AxeBuilder from '@axe-core/playwright';
import { axialDistance, makeLayout, pixelToAxial, TUTORIAL_HEXAGON, VOID } from '../src/engine';
import { encodeShare } from '../src/share';
import { test, expect } from './fixtures';
import { LabPage } from './lab.page';

// The centre of the tutorial's hexagon, row 6, column 6, in every system and both layouts (odd offset).
const CENTRE_LABELS = {
  Horizontal: { offset: '6,6', axial: '3,6', cube: '3,6,-9', doubled: '12,6', interlaced: '3,12' },
  Vertical: { offset: '6,6', axial: '6,3', cube: '6,3,-9', doubled: '6,12', interlaced: '3,12' },
} as const;

for (const orientation of ['Horizontal', 'Vertical'] as const) {
  test.describe(`in the ${orientation.toLowerCase()} layout`, () => {
    test('each label system writes the right coordinates on the centre tile, and the card agrees', async ({ page }) => {
      const lab = new LabPage(page);
      await lab.openLab();
      await lab.orientation(orientation);
      for (const [system, text] of Object.entries(CENTRE_LABELS[orientation])) {
        await lab.labels(system as keyof (typeof CENTRE_LABELS)['Horizontal']);
        await expect.poll(() => lab.label(6, 6), system).toBe(text);
      }
      await lab.hover(6, 6);
      for (const [system, text] of Object.entries(CENTRE_LABELS[orientation]))
        await expect(lab.coordinate(system)).toHaveText(text);
      await expect(page.getByTestId('hover-state')).toHaveText('A floor tile');
    });

    test('hovering marks the tile and its six neighbours, and the six diagonals when asked', async ({ page }) => {
      const lab = new LabPage(page);
      await lab.openLab();
      await lab.orientation(orientation);
      await lab.hover(6, 6);
      await expect(lab.tile(6, 6)).toHaveAttribute('data-hover', '');
      await expect(lab.svg.locator('polygon[data-hover]')).toHaveCount(1);
      const neighbours = lab.svg.locator('polygon[data-neighbor]');
      await expect(neighbours).toHaveCount(6);
      const centre = {
        q: Number(await lab.tile(6, 6).getAttribute('data-q')),
        r: Number(await lab.tile(6, 6).getAttribute('data-r')),
      };
      for (const n of await neighbours.evaluateAll((els) =>
        els.map((e) => ({ q: Number((e as SVGElement).dataset.q), r: Number((e as SVGElement).dataset.r) })),
      )) {
        expect(axialDistance(n, centre)).toBe(1);
      }
      await page.getByLabel('Show diagonal neighbours').check();
      await lab.hover(6, 6);
      const diagonals = lab.svg.locator('polygon[data-diagonal]');
      await expect(diagonals).toHaveCount(6);
      for (const d of await diagonals.evaluateAll((els) =>
        els.map((e) => ({ q: Number((e as SVGElement).dataset.q), r: Number((e as SVGElement).dataset.r) })),
      )) {
        expect(axialDistance(d, centre)).toBe(2);
      }
    });
  });
}

test('the coordinates card follows the pointer off the board, with the hex the engine computes there', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  const box = (await lab.svg.boundingBox())!;
  await page.mouse.move(box.x + 8, box.y + 8);
  await expect(page.getByTestId('hover-state')).toContainText('off the board');
  await expect(lab.svg.locator('polygon[data-hover]')).toHaveCount(0);
  const pixel = (await page.getByTestId('coords-card').locator('tr', { hasText: 'Pixel' }).locator('td').textContent())!
    .split(',')
    .map(Number);
  const hex = pixelToAxial(makeLayout({ orientation: 'pointy', parity: 'odd', size: 24 }), {
    x: pixel[0],
    y: pixel[1],
  });
  await expect(lab.coordinate('axial')).toHaveText(`${hex.q},${hex.r}`);
  await expect(page.getByTestId('coords-card').locator('tr[data-system]')).toHaveCount(5);
  await lab.hover(0, 3);
  await expect(page.getByTestId('hover-state')).toHaveText('A floor tile');
  await expect(lab.coordinate('offset')).toHaveText('0,3');
  await page.mouse.move(box.x + box.width + 40, box.y + 10);
  await expect(page.getByTestId('coords-card')).toContainText('Move the pointer over the board');
});

test('the line from the selected tile to the hovered one has distance + 1 tiles, from start to end', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.tool('line');
  await lab.click(6, 6);
  await expect(page.getByTestId('selected-tile')).toBeVisible();
  await expect(page.getByTestId('selected-info')).toContainText('row 6, column 6');
  const table = await lab.tileTable();
  for (const [row, col] of [
    [1, 4],
    [10, 9],
    [6, 12],
  ] as const) {
    await lab.hover(row, col);
    const from = table.get(await lab.id(6, 6))!;
    const to = table.get(await lab.id(row, col))!;
    const d = axialDistance(from, to);
    await expect(lab.marks('result')).toHaveCount(d + 1);
    const line = await lab.markedTiles('result');
    expect(line[0]).toBe(from.id);
    expect(line.at(-1)).toBe(to.id);
    for (let i = 1; i < line.length; i++) expect(axialDistance(table.get(line[i - 1])!, table.get(line[i])!)).toBe(1);
    await expect(page.getByTestId('tool-summary')).toContainText(`distance ${d}`);
  }
});

test('range N marks 3N(N+1)+1 tiles and ring N marks 6N, around the centre of an open board', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.click(6, 6);
  const table = await lab.tileTable();
  const centre = table.get(await lab.id(6, 6))!;
  for (const n of [1, 2, 3]) {
    await lab.tool('range');
    await lab.radius(n);
    await expect(lab.marks('result')).toHaveCount(3 * n * (n + 1) + 1);
    for (const id of await lab.markedTiles('result'))
      expect(axialDistance(table.get(id)!, centre)).toBeLessThanOrEqual(n);
    await lab.tool('ring');
    await expect(lab.marks('result')).toHaveCount(6 * n);
    for (const id of await lab.markedTiles('result')) expect(axialDistance(table.get(id)!, centre)).toBe(n);
  }
  await expect(page.getByTestId('tool-help')).toContainText('6N');
});

test('the spiral numbers the centre 0, then each ring in turn', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.click(6, 6);
  await lab.tool('spiral');
  await lab.radius(2);
  const order = page.locator('[data-spiral-index]');
  await expect(order).toHaveCount(19);
  const table = await lab.tileTable();
  const centre = table.get(await lab.id(6, 6))!;
  const steps = await order.evaluateAll((els) =>
    els.map((e) => ({
      i: Number(e.getAttribute('data-spiral-index')),
      id: Number(e.getAttribute('data-spiral-tile')),
      text: e.textContent,
    })),
  );
  expect(steps.map((s) => s.i)).toEqual([...Array(19).keys()]);
  expect(steps.map((s) => s.text)).toEqual([...Array(19).keys()].map(String));
  expect(steps[0].id).toBe(centre.id);
  const rings = steps.map((s) => axialDistance(table.get(s.id)!, centre));
  expect(rings).toEqual([0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  for (let i = 8; i < 19; i++) expect(axialDistance(table.get(steps[i - 1].id)!, table.get(steps[i].id)!)).toBe(1);
});

test('rotation and reflection show the source shape and the result about the hovered tile', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.click(6, 6);
  await lab.tool('rotate');
  await lab.radius(1);
  await page.getByLabel('Turns (60° each)').fill('3');
  await lab.hover(6, 8);
  await expect(lab.marks('source')).toHaveCount(7);
  await expect(lab.marks('result')).toHaveCount(7);
  await expect(lab.marks('pivot')).toHaveCount(1);
  // Half a turn about a tile two steps east moves the centre four steps east.
  expect((await lab.markedTiles('result')).at(-1)).toBe(await lab.id(6, 10));
  await lab.tool('reflect');
  await page.getByLabel('Axis').selectOption({ label: 'q (keeps q)' });
  await lab.hover(6, 6);
  expect(new Set(await lab.markedTiles('result'))).toEqual(new Set(await lab.markedTiles('source')));
  await expect(page.getByTestId('tool-summary')).toContainText('7 tiles in the source, 7 tiles in the result');
});

test('field of view hides the tiles behind a wall and outlines the wall', async ({ page }) => {
  const level = Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) => (row === 4 && col === 5 ? 1 : 0)),
  );
  const lab = new LabPage(page);
  await lab.open(encodeShare({ mode: 'lab', orientation: 'pointy', parity: 'odd', hexSize: 24, level }));
  await expect(page.getByRole('tab', { name: 'Lab' })).toHaveAttribute('aria-selected', 'true');
  await lab.tool('fov');
  await lab.click(4, 3);
  await expect(lab.marks('blocker')).toHaveCount(1);
  expect(await lab.markedTiles('blocker')).toEqual([await lab.id(4, 5)]);
  const hidden = await lab.markedTiles('hidden');
  expect(hidden).toContain(await lab.id(4, 6));
  expect(hidden).toContain(await lab.id(4, 8));
  expect(hidden).not.toContain(await lab.id(0, 0));
  expect(hidden).not.toContain(await lab.id(4, 4));
  await expect(page.getByTestId('tool-summary')).toContainText(`${hidden.length} tiles hidden, 1 wall casting shadows`);
});

test('field of view on an open board starts with a few walls to try it with', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await expect(lab.svg.locator('polygon[data-kind="wall"]')).toHaveCount(0);
  await lab.tool('fov');
  await expect(lab.svg.locator('polygon[data-kind="wall"]').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Walls on the board' })).toBeChecked();
  await lab.click(6, 6);
  await expect.poll(() => lab.marks('hidden').count()).toBeGreaterThan(0);
});

test.describe('on a "four kinds" map', () => {
  test('labels default to the interlaced numbering of the article, and the missing coordinates are listed', async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    await page.getByLabel('Shape').selectOption({ label: 'Four kinds: vertical, odd (9 columns)' });
    await expect(page.getByLabel('Tile labels')).toHaveValue('interlaced');
    // The article's upper-left map: 0,0 at the top left, 0,1 touching it below right, 0,2 below it; column 8 is pair 4.
    await expect.poll(() => lab.label(0, 0)).toBe('0,0');
    expect(await lab.label(0, 1)).toBe('0,1');
    expect(await lab.label(1, 0)).toBe('0,2');
    expect(await lab.label(5, 8)).toBe('4,10');
    await expect(page.getByTestId('missing-coordinates')).toContainText('(4,1), (4,3), (4,5) … (4,11) don’t exist');
    await expect(page.getByTestId('missing-slots').locator('[data-missing]')).toHaveCount(6);
    await page.getByLabel('Shape').selectOption({ label: 'Four kinds: horizontal, odd (7 rows)' });
    await expect(page.getByTestId('missing-coordinates')).toContainText('(3,1), (3,3), (3,5) … (3,15) don’t exist');
    await expect.poll(() => lab.label(1, 0)).toBe('0,1');
    await page.getByLabel('Shape').selectOption({ label: 'Four kinds: horizontal, even (8 rows)' });
    await expect(page.getByTestId('missing-coordinates')).toContainText('no coordinates are missing');
    await page.getByLabel('Shape').selectOption({ label: 'Hexagon' });
    await expect(page.getByLabel('Tile labels')).toHaveValue('offset');
    await expect(page.getByTestId('four-kinds')).toHaveCount(0);
  });

  for (const label of ['Four kinds: vertical, odd (9 columns)', 'Four kinds: horizontal, odd (7 rows)']) {
    test(`"Fit board" shows the missing slots of "${label}" whole, with the tiles`, async ({ page }) => {
      const lab = new LabPage(page);
      await lab.openLab();
      await page.getByLabel('Shape').selectOption({ label });
      await page.getByRole('button', { name: 'Fit board' }).click();
      const slots = page.getByTestId('missing-slots').locator('polygon');
      await expect(slots.first()).toBeVisible();
      const frame = (await lab.svg.boundingBox())!;
      for (const box of await slots.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.left).toBeGreaterThanOrEqual(frame.x - 0.5);
        expect(box.top).toBeGreaterThanOrEqual(frame.y - 0.5);
        expect(box.right).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
        expect(box.bottom).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
      }
    });
  }
});

test('labels too small to read are hidden, and the panel says so', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.labels('offset');
  await expect.poll(() => lab.label(6, 6)).toBe('6,6');
  await expect(page.getByTestId('labels-hidden')).toHaveText('');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.getByTestId('labels-hidden')).toContainText('too small to read');
  await expect(lab.svg.locator('text[data-label-for]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Fit board' }).click();
  await expect(page.getByTestId('labels-hidden')).toHaveText('');
  await expect(lab.svg.locator('text[data-label-for]')).toHaveCount(127);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`with every lab card open, axe finds no violations (${scheme})`, async ({ page }) => {
    // axe reads every element on the page: on this shared machine one run takes 40-50 s (measured), with or without the code panel.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    const lab = new LabPage(page);
    await lab.openLab();
    await page.getByLabel('Shape').selectOption({ label: 'Four kinds: vertical, odd (9 columns)' });
    await lab.labels('cube');
    await lab.tool('fov');
    await lab.click(2, 2);
    await expect(page.getByTestId('four-kinds')).toBeVisible();
    await lab.hover(3, 3);
    await expect(page.getByTestId('tool-summary')).toContainText('in sight');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      ),
    ).toEqual([]);
  });
}

test('from the keyboard: Enter selects the cursor tile and the line follows the cursor', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await lab.tool('line');
  await lab.svg.focus();
  // The cursor starts on the first tile, row 0, column 3; Enter selects it.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('selected-info')).toContainText('row 0, column 3');
  for (let i = 0; i < 3; i++) await page.keyboard.press('x');
  await expect(lab.marks('result')).toHaveCount(4);
  await expect(page.getByTestId('coords-card')).toContainText('keyboard cursor');
  // Down-right three times from row 0, column 3 in odd rows-offset: (1,3), (2,4), (3,4).
  await expect(lab.coordinate('offset')).toHaveText('3,4');
});

test.describe('on a first visit', () => {
  test.use({ firstVisit: true, viewport: { width: 1280, height: 800 } });

  test("the Lab opens on the tutorial's hexagon, its own board, not Minesweeper's first 16 x 16 game", async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.open();
    await expect(lab.tiles()).toHaveCount(256);
    await lab.mode('Lab');
    const hexagon = TUTORIAL_HEXAGON.flat().filter((v) => v !== VOID).length;
    await expect(lab.tiles()).toHaveCount(hexagon);
    await expect(lab.tile(6, 6)).toHaveAttribute('data-kind', 'floor');
    // Minesweeper's game is where it was.
    await lab.mode('Minesweeper');
    await expect(lab.tiles()).toHaveCount(256);
  });
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const visit of [
    { what: 'the 127-tile hexagon', firstVisit: false, minPx: 8.2 },
    { what: 'a first visit’s board', firstVisit: true, minPx: 10 },
  ])
    test.describe(visit.what, () => {
      test.use({ firstVisit: visit.firstVisit });

      test('labels every tile at fit as large as its widest label allows, each inside its tile', async ({ page }) => {
        const lab = new LabPage(page);
        await lab.openLab();
        const tiles = await lab.svg.locator('polygon[data-row]').count();
        const labels = lab.svg.locator('text[data-label-for]');
        await expect(labels).toHaveCount(tiles);
        const seen = await labels.evaluateAll((texts) =>
          texts.map((t) => {
            const text = t as SVGTextElement;
            const tile = document.querySelector(`svg[data-testid="board"] [data-id="${text.dataset.labelFor}"]`)!;
            const box = text.getBoundingClientRect();
            const around = tile.getBoundingClientRect();
            return {
              px: Number(text.getAttribute('font-size')) * text.getScreenCTM()!.a,
              margin: Math.min(box.left - around.left, around.right - box.right),
            };
          }),
        );
        for (const { px, margin } of seen) {
          expect(px).toBeGreaterThanOrEqual(visit.minPx);
          expect(margin).toBeGreaterThanOrEqual(0.5);
        }
      });
    });
});
