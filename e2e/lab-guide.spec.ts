// The Lab's guide cards as a user sees them: names and neighbour steps, the origin, intersecting ranges, map
// storage, geometry, the four kinds' sizes and the greedy pathfinder's row.
import { test, expect } from './fixtures';
import { HeroPage } from './hero.page';
import { LabPage } from './lab.page';

test('hovering a tile shows the neighbour steps for its row’s parity, the tutorial’s word for it and Proximity’s helpers', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  const card = page.getByTestId('names-card');
  await expect(card).toContainText('offset “odd-r”');
  for (const [row, parity, word, northEast] of [
    [4, 'even', 'odd', '-1,0'],
    [5, 'odd', 'even', '-1,1'],
  ] as const) {
    await lab.hover(row, 5);
    await expect(page.getByTestId('names-tile')).toHaveAttribute('data-parity', parity);
    await expect(page.getByTestId('names-tile')).toContainText(`row ${row}, column 5`);
    await expect(card.locator('tr[data-direction="north-east"]')).toHaveAttribute('data-step', northEast);
    await expect(page.getByTestId('tutorial-words')).toHaveAttribute('data-word', word);
    // Every step lands on a tile the board marks as the hovered tile's neighbour.
    for (const step of await card
      .locator('tr[data-step]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-step') ?? ''))) {
      const [dr, dc] = step.split(',').map(Number);
      await expect(lab.tile(row + dr, 5 + dc)).toHaveAttribute('data-neighbor', /.*/);
    }
  }
  await expect(page.getByTestId('tutorial-words')).toContainText('its layout code (odd offset) shifts the odd rows');

  await lab.offset('Even');
  await lab.hover(5, 5);
  await expect(page.getByTestId('tutorial-words')).toHaveAttribute('data-word', 'odd');
  await expect(page.getByTestId('tutorial-words')).toContainText('its words match its code');

  await expect(card.getByRole('columnheader', { name: 'Proximity helper' })).toHaveCount(0);
  await lab.orientation('Vertical');
  await lab.labels('interlaced');
  await lab.hover(5, 4);
  await expect(card.locator('tr[data-direction="north"]')).toHaveAttribute('data-helper', 'topOf');
  await expect(card.locator('tr[data-direction="south-west"]')).toHaveAttribute('data-helper', 'bottomLeftOf');
  await expect(card).toContainText('pointy top'.replace('pointy', 'flat'));
});

test('coordinates shift when the origin moves: the centre tile of the hexagon reads 0,0,0, then the chosen tile does', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await expect(lab.label(6, 6)).resolves.toBe('6,6');
  await page.getByLabel('Coordinates relative to an origin tile').check();
  await expect(page.getByLabel('Tile labels')).toHaveValue('cube');
  await expect(page.getByTestId('origin-info')).toContainText('row 6, column 6 (the board’s centre tile)');
  await expect(page.getByTestId('origin-tile')).toHaveAttribute('data-mark-tile', String(await lab.id(6, 6)));
  await expect.poll(() => lab.label(6, 6)).toBe('0,0,0');
  await expect.poll(() => lab.label(6, 8)).toBe('2,0,-2');
  await lab.hover(6, 8);
  await expect(lab.coordinate('cube')).toHaveText('2,0,-2');
  await expect(lab.coordinate('offset')).toHaveText('6,8');

  await lab.click(6, 8);
  await page.getByRole('button', { name: 'Make the selected tile the origin' }).click();
  await expect(page.getByTestId('origin-info')).toContainText('row 6, column 8.');
  await expect.poll(() => lab.label(6, 8)).toBe('0,0,0');
  await expect.poll(() => lab.label(6, 6)).toBe('-2,0,2');
  await lab.hover(6, 6);
  await expect(lab.coordinate('cube')).toHaveText('-2,0,2');
  await page.getByRole('button', { name: 'Back to the centre tile' }).click();
  await expect.poll(() => lab.label(6, 6)).toBe('0,0,0');
  await page.getByLabel('Coordinates relative to an origin tile').uncheck();
  await expect.poll(() => lab.label(6, 6)).not.toBe('0,0,0');
  await expect(page.getByTestId('origin-tile')).toHaveCount(0);
});

test('intersecting ranges of two and then three clicked centres are drawn on the board', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await page.getByLabel('Tool', { exact: true }).selectOption('intersect');
  await lab.radius(2);
  const table = await lab.tileTable();
  const within = (centres: number[]) => {
    const d = (a: { q: number; r: number }, b: { q: number; r: number }) =>
      (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
    return [...table.values()]
      .filter((t) => centres.every((c) => d(t, table.get(c)!) <= 2))
      .map((t) => t.id)
      .sort((a, b) => a - b);
  };
  const picked: number[] = [];
  for (const [row, col, count] of [
    [6, 4, 1],
    [6, 7, 2],
    [4, 6, 3],
  ] as const) {
    await lab.click(row, col);
    picked.push(await lab.id(row, col));
    await expect(lab.marks('centre').and(page.locator('[data-picked="yes"]'))).toHaveCount(count);
    if (count < 2) continue;
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('tool-summary')).toContainText(`of all ${count} centres`);
    expect((await lab.markedTiles('result')).sort((a, b) => a - b)).toEqual(within(picked));
    expect(await lab.marks('around').count()).toBeGreaterThan(0);
  }
  await expect(page.getByTestId('centres-info')).toContainText('(6, 4), (6, 7), (4, 6)');
  await page.getByRole('button', { name: 'Clear centres' }).click();
  await expect(lab.marks('centre').and(page.locator('[data-picked="yes"]'))).toHaveCount(0);
});

test('the map storage card prints the board on screen as levelData, axial arrays and interlaced storage', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await page.getByRole('heading', { name: 'Map storage' }).click();
  const storage = page.getByTestId('storage-text');
  /** Run the printed storage in the page, look every drawn tile up in it, and count the entries that hold a tile. */
  const check = (format: string, pointy: boolean) =>
    storage.evaluate(
      (pre, [fmt, pointy]) => {
        const names = {
          levelData: 'levelData',
          axial: 'rMin, qFirst, map',
          interlaced: 'pairMin, halfMin, hexagonArray',
        }[fmt as 'axial'];
        const s = new Function(`${pre.textContent}\nreturn { ${names} };`)() as Record<
          string,
          number & number[] & number[][]
        >;
        const misses: string[] = [];
        const tiles = document.querySelectorAll<SVGPolygonElement>('svg[data-testid="board"] polygon[data-row]');
        for (const el of tiles) {
          const [row, col, q, r] = ['row', 'col', 'q', 'r'].map((k) => Number(el.dataset[k]));
          const line = pointy ? r : q;
          const half = 2 * (pointy ? q : r) + line;
          const v =
            fmt === 'levelData'
              ? s.levelData[row]?.[col]
              : fmt === 'axial'
                ? s.map[r - s.rMin]?.[q - s.qFirst[r - s.rMin]]
                : s.hexagonArray[(line >> 1) - s.pairMin]?.[half - s.halfMin];
          if (v === undefined || v === -1) misses.push(`${row},${col}`);
        }
        const grid = s.levelData ?? s.map ?? s.hexagonArray;
        return { misses, tiles: tiles.length, stored: grid.flat().filter((v) => v !== -1).length };
      },
      [format, pointy] as const,
    );
  for (const orientation of ['Horizontal', 'Vertical'] as const) {
    await lab.orientation(orientation);
    for (const format of ['levelData', 'axial', 'interlaced']) {
      await page.getByLabel('Storage', { exact: true }).selectOption(format);
      await expect(storage).toHaveAttribute('data-format', format);
      const result = await check(format, orientation === 'Horizontal');
      expect(result.misses, `${orientation} ${format}`).toEqual([]);
      expect(result.stored).toBe(result.tiles);
    }
  }
  await expect(storage).toContainText('hexagonArray[pair - pairMin][half - halfMin]');
});

test('the geometry card gives the drawn hexes’ width, height and spacing at the board’s hex size', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await page.getByLabel('Hex size').fill('30');
  const card = page.getByTestId('geometry-card');
  await card.getByRole('heading', { name: 'Geometry' }).click();
  await expect(card).toContainText('tan 30° = opposite / adjacent = (hexTileHeight / 4) / (hexTileWidth / 2) = 1 / √3');
  const value = async (name: string) =>
    Number(await card.locator(`tr[data-measure="${name}"] td[data-value]`).getAttribute('data-value'));
  const drawn = () =>
    lab.tile(6, 6).evaluate((el) => {
      const pts = Array.from((el as SVGPolygonElement).points);
      const xs = pts.map((p) => p.x);
      const ys = pts.map((p) => p.y);
      return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    });
  await expect.poll(async () => (await drawn()).height).toBeCloseTo(60, 1);
  expect((await drawn()).width).toBeCloseTo(await value('width'), 1);
  expect(await value('height')).toBeCloseTo(60, 6);
  expect(await value('down')).toBeCloseTo(45, 6);
  await lab.orientation('Vertical');
  await expect(card).toContainText('(hexTileWidth / 4) / (hexTileHeight / 2)');
  await expect.poll(async () => (await drawn()).width).toBeCloseTo(await value('width'), 1);
  expect(await value('width')).toBeCloseTo(60, 6);
});

test('the Hero comparison has a fifth row, the axial tutorial’s recursive pathfinder, with a note on how it fared', async ({
  page,
}) => {
  const hero = new HeroPage(page);
  await hero.open();
  await hero.mode('Hero');
  await hero.click(1, 3);
  const table = page.getByTestId('compare-table');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  const row = table.locator('tr[data-algorithm="tutorial"]');
  await expect(row.getByRole('rowheader')).toHaveText('Recursive (tutorial)');
  await expect(row.locator('td').first()).toHaveText(/^\d+$/);
  const optimal = await row.locator('td[data-optimal]').getAttribute('data-optimal');
  await expect(page.getByTestId('tutorial-path-note')).toContainText(
    optimal === 'yes' ? 'found a cheapest path here' : 'more than the cheapest',
  );
});

test('the four kinds’ gridSizeX and gridSizeY are editable, keeping the article’s numbering and its missing coordinates', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await page.getByLabel('Shape').selectOption({ label: 'Four kinds: vertical, odd (9 columns)' });
  const card = page.getByTestId('four-kinds');
  await expect(card.getByLabel('gridSizeX')).toHaveValue('9');
  await card.getByLabel('gridSizeX').fill('7');
  await expect(page.getByTestId('missing-coordinates')).toContainText('(3,1), (3,3), (3,5) … (3,11) don’t exist');
  await expect(lab.tiles()).toHaveCount(3 * 12 + 6);
  await expect(page.getByTestId('missing-slots').locator('[data-missing]')).toHaveCount(6);
  await expect.poll(() => lab.label(5, 6)).toBe('3,10');
  expect(await lab.label(0, 1)).toBe('0,1');
  await card.getByLabel('gridSizeY').fill('11');
  await expect(page.getByTestId('missing-coordinates')).toContainText('(3,1), (3,3), (3,5) … (3,9) don’t exist');
  await expect(lab.tiles()).toHaveCount(3 * 11 + 6);
  await card.getByLabel('gridSizeX').fill('8');
  await expect(page.getByTestId('missing-coordinates')).toContainText('no coordinates are missing');
  await expect(page.getByTestId('four-kinds-kind')).toContainText('8 columns: an even count');
  await expect(lab.tiles()).toHaveCount(4 * 11);
  // A size the article cannot draw gets a sentence, and the map stays as it was.
  await card.getByLabel('gridSizeX').fill('0');
  await expect(card.getByRole('alert')).toBeVisible();
  await expect(lab.tiles()).toHaveCount(4 * 11);
});

test('the tutorial’s rectangle cell and slanted triangles are drawn under the pointer in both layouts, naming the tile under it', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  await page
    .getByLabel('Show how the tutorial “Creating a Hexagonal Minesweeper” finds the tile under the pointer')
    .check();
  const regions = page.getByTestId('tutorial-regions');
  for (const orientation of ['Horizontal', 'Vertical'] as const) {
    await lab.orientation(orientation);
    const seen = new Set<string>();
    for (const [row, col] of [
      [4, 5],
      [5, 5],
      [5, 6],
      [6, 6],
    ] as const) {
      const box = (await lab.tile(row, col).boundingBox())!;
      const c = await lab.centre(row, col);
      // The centre and points most of the way to the box's corners and sides, all inside the hexagon.
      for (const [fx, fy] of [
        [0, 0],
        [-0.3, -0.6],
        [0.3, -0.6],
        [-0.3, 0.6],
        [0.3, 0.6],
        [-0.6, -0.3],
        [0.6, 0.3],
        [-0.6, 0.3],
        [0.6, -0.3],
      ]) {
        await lab
          .tile(row, col)
          .hover({ position: { x: c.x + (fx * box.width) / 2, y: c.y + (fy * box.height) / 2 }, force: true });
        const pick = page.getByTestId('tutorial-pick');
        await expect(pick).toHaveAttribute('data-row', String(row));
        await expect(pick).toHaveAttribute('data-col', String(col));
        const region = await pick.getAttribute('data-region');
        await expect(regions).toHaveAttribute('data-region', region!);
        await expect(regions.locator('polygon[data-active="yes"]')).toHaveAttribute('data-region', region!);
        seen.add(region!);
      }
    }
    expect(seen.size, `${orientation}: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(3);
  }
  await page
    .getByLabel('Show how the tutorial “Creating a Hexagonal Minesweeper” finds the tile under the pointer')
    .uncheck();
  await expect(regions).toHaveCount(0);
});

test('the hero’s collision test points are drawn at the pointer on demand, blocked where they leave the floor', async ({
  page,
}) => {
  const lab = new LabPage(page);
  await lab.openLab();
  const probe = page.getByTestId('collision-probe');
  await lab.hover(6, 6);
  await expect(probe).toHaveCount(0);
  await page.getByLabel('Draw the hero’s collision test points at the pointer').check();
  await lab.hover(6, 6);
  // The box is smaller than a tile: its centre and four corners, as in the axial tutorial.
  await expect(probe).toHaveAttribute('data-points', '5');
  await expect(probe).toHaveAttribute('data-fits', 'yes');
  await expect(probe.locator('circle[data-free="no"]')).toHaveCount(0);
  // At the board's left edge the left corners hang over the void.
  const box = (await lab.tile(6, 0).boundingBox())!;
  await lab.tile(6, 0).hover({ position: { x: 2, y: box.height / 2 }, force: true });
  await expect(probe).toHaveAttribute('data-fits', 'no');
  await expect(probe.locator('circle[data-free="no"]')).toHaveCount(2);
});
