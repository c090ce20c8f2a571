import { test, expect } from './fixtures';
import { adjacent, bfsSteps, HeroPage, type DomTile } from './hero.page';
import { encodeShare } from '../src/share';
import { TUTORIAL_HEXAGON } from '../src/engine';

// 9 x 11 for the horizontal layout: a wall down column 5 (rows 0..6, the way round is through rows 7..8), and a
// floor tile at (1, 9) shut in by walls (for odd and even offsets). The hero starts next to the wall, at (4, 4).
const W = 1;
const HORIZONTAL: number[][] = Array.from({ length: 9 }, (_, row) =>
  Array.from({ length: 11 }, (_, col) => {
    if (col === 5 && row <= 6) return W;
    return row <= 2 && col >= 8 && !(row === 1 && col === 9) ? W : 0;
  }),
);
// `into` pushes straight at the wall east of (4, 4) (south in the vertical layout); `along` then pushes at it
// obliquely, so the hero must slide. With even rows offset a south-east push meets a wall face head-on, so two keys
// are held together (south-west + south-east = straight down), which also checks that held keys combine.
// Transposing levelData turns the board for the vertical layout (the tutorial's way): neighbours stay neighbours.
const VERTICAL = HORIZONTAL[0].map((_, col) => HORIZONTAL.map((line) => line[col]));

const LAYOUTS = [
  {
    name: 'horizontal layout',
    orientation: 'pointy',
    parity: 'odd',
    level: HORIZONTAL,
    cell: (r: number, c: number) => ({ row: r, col: c }),
    into: 'd',
    along: ['x'],
    axis: 'y',
  },
  {
    name: 'vertical layout',
    orientation: 'flat',
    parity: 'odd',
    level: VERTICAL,
    cell: (r: number, c: number) => ({ row: c, col: r }),
    into: 's',
    along: ['d'],
    axis: 'x',
  },
  {
    name: 'horizontal layout with even rows offset',
    orientation: 'pointy',
    parity: 'even',
    level: HORIZONTAL,
    cell: (r: number, c: number) => ({ row: r, col: c }),
    into: 'd',
    along: ['z', 'x'],
    axis: 'y',
  },
] as const;

async function openHero(page: HeroPage['page'], layout: (typeof LAYOUTS)[number]) {
  const hero = new HeroPage(page);
  await hero.open(
    encodeShare({
      mode: 'hero',
      orientation: layout.orientation,
      parity: layout.parity,
      hexSize: 24,
      level: layout.level,
    }),
  );
  await expect(hero.hero).toBeVisible();
  return hero;
}

const wallSet = (tiles: DomTile[]) => new Set(tiles.filter((t) => t.wall).map((t) => `${t.row},${t.col}`));

for (const layout of LAYOUTS) {
  test.describe(`in the ${layout.name}`, () => {
    test('the hero walks with the keys into a wall, stops at it, and slides along it', async ({ page }) => {
      const hero = await openHero(page, layout);
      const start = layout.cell(4, 4);
      await expect(hero.hero).toHaveAttribute('data-row', String(start.row));
      await expect(hero.hero).toHaveAttribute('data-col', String(start.col));
      const walls = wallSet(await hero.domTiles());
      const before = await hero.where();

      const towards = (w: typeof before) => (layout.into === 'd' ? w.x - before.x : w.y - before.y);
      // Pushed until it stands still against the wall (two frames in the same place).
      let last = before;
      const pushing = await hero.hold([layout.into], 900, (w) => {
        const still = towards(w) > 5 && w.x === last.x && w.y === last.y;
        last = w;
        return still;
      });
      const pushed = await hero.where();
      expect(towards(pushed), 'it moved towards the wall').toBeGreaterThan(5);
      expect(pushed.row, 'and stopped short of it').toBe(start.row);
      expect(pushed.col).toBe(start.col);
      await hero.hold([layout.into], 300);
      expect(await hero.where(), 'holding on against the wall moves it no further').toMatchObject({
        x: pushed.x,
        y: pushed.y,
      });

      const sliding = await hero.hold([...layout.along], 700, (w) => w[layout.axis] - pushed[layout.axis] > 25);
      const slid = await hero.where();
      expect(slid[layout.axis] - pushed[layout.axis], 'it slid along the wall').toBeGreaterThan(25);
      for (const t of [...pushing, ...sliding])
        expect(walls.has(`${t.row},${t.col}`), `inside a wall at ${t.row},${t.col}`).toBe(false);
    });

    test('a click sends the hero round the wall along a shortest path, shown step by step', async ({ page }) => {
      const hero = await openHero(page, layout);
      const start = layout.cell(4, 4);
      const target = layout.cell(4, 6);
      await expect(hero.hero).toHaveAttribute('data-col', String(start.col));
      await hero.click(target.row, target.col);
      const tiles = await hero.domTiles();
      const optimal = bfsSteps(tiles, start, target);
      expect(optimal).toBeGreaterThan(2);
      await expect(hero.pathLength).toHaveText(String(optimal));

      const route = await hero.route();
      expect(route).toHaveLength(optimal + 1);
      expect(route[0]).toMatchObject(start);
      expect(route.at(-1)).toMatchObject(target);
      for (let i = 1; i < route.length; i++) {
        expect(route[i].wall).toBe(false);
        expect(adjacent(route[i - 1], route[i]), `steps ${i - 1} and ${i} are neighbours`).toBe(true);
      }

      await hero.waitArrival(target.row, target.col);
      // It stops on the target's centre: the polygon's corners average to it.
      const centre = await hero.tile(target.row, target.col).evaluate((el) => {
        const pts = (el.getAttribute('points') ?? '').split(' ').map((p) => p.split(',').map(Number));
        return { x: pts.reduce((s, p) => s + p[0], 0) / pts.length, y: pts.reduce((s, p) => s + p[1], 0) / pts.length };
      });
      await expect
        .poll(async () => Math.hypot((await hero.where()).x - centre.x, (await hero.where()).y - centre.y))
        .toBeLessThan(0.5);
    });

    test('a target behind walls or on a wall says it is unreachable', async ({ page }) => {
      const hero = await openHero(page, layout);
      const pocket = layout.cell(1, 9);
      await hero.click(pocket.row, pocket.col);
      await expect(hero.pathLength).toHaveText('unreachable');
      await expect(page.getByRole('status')).toContainText('No path reaches');
      await expect(hero.svg.locator('polygon[data-path]')).toHaveCount(0);
      const wall = layout.cell(2, 5);
      await hero.click(wall.row, wall.col);
      await expect(hero.pathLength).toHaveText('unreachable');
      await expect(page.getByRole('status')).toContainText('it is a wall');
    });

    test('the overlays measure from the hero: reach, sight and distance around the wall', async ({ page }) => {
      const { hero, tiles, start } = await reachAndDistance(page, layout);
      const beyond = layout.cell(4, 6);
      await expect(hero.tile(beyond.row, beyond.col)).toHaveAttribute(
        'data-distance',
        String(bfsSteps(tiles, start, beyond)),
      );
      await page.getByLabel('Distance as').selectOption({ label: 'Hex steps' });
      await expect(hero.tile(beyond.row, beyond.col)).toHaveAttribute('data-distance', '2');

      await page.getByLabel('Line of sight from the hero').check();
      await expect(hero.tile(beyond.row, beyond.col), 'the wall hides the tile behind it').toHaveAttribute(
        'data-sight',
        'hidden',
      );
      await expect(hero.tile(start.row, start.col)).not.toHaveAttribute('data-sight', 'hidden');
    });
  });
}

/** Opens the board with the hero at (4, 4), shows the tiles it reaches in 2 steps and the distances from it. */
async function reachAndDistance(page: HeroPage['page'], layout: (typeof LAYOUTS)[number]) {
  const hero = await openHero(page, layout);
  const start = layout.cell(4, 4);
  await expect(hero.hero).toHaveAttribute('data-col', String(start.col));
  const tiles = await hero.domTiles();
  await page.getByLabel('Reachable tiles').check();
  await page.getByLabel('Steps (N)').fill('2');
  const within2 = tiles.filter((t) => {
    const d = bfsSteps(tiles, start, t);
    return d >= 0 && d <= 2;
  });
  await expect(hero.svg.locator('polygon[data-reach]')).toHaveCount(within2.length);
  await page.getByLabel('Distance from the hero').check();
  await expect(hero.tile(start.row, start.col)).toHaveAttribute('data-distance', '0');
  return { hero, tiles, start, within2 };
}

test('a route walked, then the keys: the route, its length and its target marker go', async ({ page }) => {
  const layout = LAYOUTS[0];
  const hero = await openHero(page, layout);
  const start = layout.cell(4, 4);
  const west = layout.cell(4, 3);
  await expect(hero.hero).toHaveAttribute('data-col', String(start.col));
  await hero.click(west.row, west.col);
  await expect(hero.pathLength).toHaveText('1');
  await hero.waitArrival(west.row, west.col);
  await expect(hero.svg.locator('polygon[data-target]')).toHaveCount(1);
  // Walked out, then held away from it: free movement takes over from the finished route.
  await hero.hold(['a'], 200, (w) => w.col < west.col);
  await expect(hero.pathLength).toHaveText('—');
  await expect(hero.svg.locator('polygon[data-path]')).toHaveCount(0);
  await expect(hero.svg.locator('polygon[data-target]')).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('hold the movement keys');
});

test('the overlays stay on their tiles when the hex size changes (the tiles are drawn anew)', async ({ page }) => {
  const { hero, start, within2 } = await reachAndDistance(page, LAYOUTS[0]);
  const before = await hero.tile(start.row, start.col).getAttribute('points');

  await page.getByLabel('Hex size', { exact: true }).fill('32');
  await page.getByLabel('Hex size', { exact: true }).press('Tab');

  await expect(hero.tile(start.row, start.col)).not.toHaveAttribute('points', before!);
  await expect(hero.svg.locator('polygon[data-reach]')).toHaveCount(within2.length);
  await expect(hero.tile(start.row, start.col)).toHaveAttribute('data-distance', '0');
});

// The tutorial's 127-tile hexagon in Hero mode, from its link (a new Hero opens on a room of its own, tested below).
const openTutorialHero = async (page: HeroPage['page']) => {
  const hero = new HeroPage(page);
  await hero.open(
    encodeShare({
      mode: 'hero',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level: TUTORIAL_HEXAGON.map((line) => [...line]),
    }),
  );
  await expect(hero.hero).toBeVisible();
  return hero;
};

test.describe("on the tutorial's hexagon", () => {
  test('Hero mode shows the hero and its keys, and Enter walks to the cursor', async ({ page }) => {
    const hero = await openTutorialHero(page);
    await expect(hero.hero).toHaveAttribute('data-row', '6');
    await expect(hero.hero).toHaveAttribute('data-col', '6');
    for (const k of ['A', 'W', 'E', 'D', 'X', 'Z'])
      await expect(page.getByTestId('key-legend').locator('kbd', { hasText: new RegExp(`^${k}$`) })).toBeVisible();
    await hero.svg.focus();
    // The arrows move the cursor (the letters belong to the hero); Enter walks there.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(hero.pathLength).toHaveText('3');
    await hero.waitArrival(6, 9);
    // The token is drawn on its tile, and stays on it when the board is zoomed and panned.
    const onTile = async () => {
      const [a, b] = [await hero.hero.boundingBox(), await hero.tile(6, 9).boundingBox()];
      return Math.hypot(a!.x + a!.width / 2 - (b!.x + b!.width / 2), a!.y + a!.height / 2 - (b!.y + b!.height / 2));
    };
    await expect.poll(onTile).toBeLessThan(2);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(onTile).toBeLessThan(2);
    const box = (await hero.svg.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 40, { steps: 5 });
    // Mid-drag, the board moves by a transform until the gesture settles: the token follows it frame by frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await onTile()).toBeLessThan(2);
    await page.mouse.up();
    await expect.poll(onTile).toBeLessThan(2);
  });

  test('the inspector steps through the search and the comparison marks the optimal searches', async ({ page }) => {
    const hero = await openTutorialHero(page);
    await page.getByLabel('Show the search on the board').check();
    await hero.click(1, 3);
    await expect(hero.pathLength).toHaveText(
      String(bfsSteps(await hero.domTiles(), { row: 6, col: 6 }, { row: 1, col: 3 })),
    );
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(hero.svg.locator('polygon[data-search]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Step' }).click();
    await expect(hero.svg.locator('polygon[data-search="closed"]')).toHaveCount(1);
    await expect(hero.svg.locator('polygon[data-search="open"]')).toHaveCount(6);
    const table = page.getByTestId('compare-table');
    await expect(table.locator('tr[data-algorithm="astar"] td[data-optimal]')).toHaveText('yes');
    await expect(table.locator('tr[data-algorithm="dijkstra"] td[data-optimal]')).toHaveText('yes');
  });
});

test.describe("a new visitor's first Hero board, on a 390 x 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, firstVisit: true });

  test('is a room of its own with a wall two steps from the hero, who stops at it, drawn at least a third of a tile across', async ({
    page,
  }) => {
    const hero = new HeroPage(page);
    await hero.open();
    await hero.mode('Hero');
    await expect(hero.hero).toHaveAttribute('data-row', /\d/);
    // A phone has no movement keys: the hint names the pad.
    await expect(page.getByRole('status').filter({ hasText: 'hold an arrow on the pad' })).toHaveCount(1);
    const walls = hero.svg.locator('polygon[data-kind="wall"]');
    await expect(walls).not.toHaveCount(0);
    // The room runs across in the horizontal layout and down in the vertical one (a first visit may start in either).
    const across = (await hero.tile(0, 7).getAttribute('data-kind')) === 'wall';
    const start = await hero.where();
    expect([start.row, start.col]).toEqual(across ? [4, 5] : [5, 4]);
    // drawn: the hero's body at least a third of its tile's width
    const body = (await hero.hero.locator('.hero-token-body').boundingBox())!;
    const tile = (await hero.tile(start.row, start.col).boundingBox())!;
    expect(body.width).toBeGreaterThanOrEqual(tile.width / 3);
    // Held towards the wall, the hero crosses one tile and stops against it.
    const next = across ? { row: 4, col: 6 } : { row: 6, col: 4 };
    const seen = await hero.hold([across ? 'd' : 's'], 1500, (w) => w.row === next.row && w.col === next.col);
    expect(seen.every((t) => (across ? t.col <= 6 : t.row <= 6))).toBe(true);
    expect(await hero.where()).toMatchObject(next);
  });
});
