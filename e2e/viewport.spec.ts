// Pan and zoom: the board point under the pointer stays put, drags pan by the drag, "Fit board" and the keys work,
// edges leave no gaps when zoomed in, and a 250 x 250 board stays usable.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';

const openLab = async (page: Page) => {
  const board = new BoardPage(page);
  await board.open();
  await board.mode('Lab');
  return board;
};
const width = async (board: BoardPage, row: number, col: number) => (await board.tile(row, col).boundingBox())!.width;

test('wheel zoom keeps the board point under the pointer where it is', async ({ page }) => {
  const board = await openLab(page);
  for (const [row, col] of [
    [3, 4],
    [9, 9],
  ] as const) {
    await page.getByRole('button', { name: 'Fit board' }).click();
    const before = await board.screenCentre(row, col);
    const w0 = await width(board, row, col);
    await page.mouse.move(before.x, before.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => width(board, row, col)).toBeGreaterThan(w0 * 1.5);
    const after = await board.screenCentre(row, col);
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    const zoomed = await width(board, row, col);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => width(board, row, col)).toBeLessThan(zoomed - 1);
    const out = await board.screenCentre(row, col);
    expect(Math.abs(out.x - before.x)).toBeLessThan(1);
    expect(Math.abs(out.y - before.y)).toBeLessThan(1);
  }
});

test('mid-drag, the tile under the pointer is the one the drag grabbed, and hovering is exact once the drag settles', async ({
  page,
}) => {
  const board = await openLab(page);
  const start = await board.screenCentre(6, 6);
  await page.mouse.move(start.x, start.y);
  await expect(board.tile(6, 6)).toHaveAttribute('data-hover', '');
  await page.mouse.down();
  // One long step: the pan keeps the grabbed point under the pointer, so the hovered tile stays the same.
  await page.mouse.move(start.x + 150, start.y + 90);
  await expect(board.tile(6, 6)).toHaveAttribute('data-hover', '');
  const moved = await board.screenCentre(6, 6);
  expect(Math.hypot(moved.x - start.x - 150, moved.y - start.y - 90)).toBeLessThan(1);
  await page.mouse.up();
  await board.settled();
  // Settled, the hovered tile is the one the browser hits at the pointer.
  const hit = await page.evaluate(
    ([x, y]) => (document.elementFromPoint(x, y) as SVGElement).dataset.id,
    [start.x + 150, start.y + 90 + 40],
  );
  await page.mouse.move(start.x + 150, start.y + 90 + 40);
  await expect(board.svg.locator('polygon[data-hover]')).toHaveAttribute('data-id', hit!);
});

test('dragging pans the board by the drag distance, and does not select the tile it started on', async ({ page }) => {
  const board = await openLab(page);
  const start = await board.screenCentre(6, 6);
  const before = await board.screenCentre(2, 4);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 60, start.y + 25, { steps: 8 });
  await page.mouse.move(start.x + 120, start.y + 50, { steps: 8 });
  await page.mouse.up();
  const after = await board.screenCentre(2, 4);
  expect(after.x - before.x).toBeCloseTo(120, 0);
  expect(after.y - before.y).toBeCloseTo(50, 0);
  await expect(page.getByTestId('selected-tile')).toHaveCount(0);
});

test('"Fit board" brings the whole board back into view after zooming and panning', async ({ page }) => {
  const board = await openLab(page);
  const frame = (await board.svg.boundingBox())!;
  const inside = async () => {
    const boxes = await board
      .tiles()
      .evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ l: r.left, t: r.top, r: r.right, b: r.bottom })),
      );
    return boxes.every(
      (b) =>
        b.l >= frame.x - 0.5 &&
        b.t >= frame.y - 0.5 &&
        b.r <= frame.x + frame.width + 0.5 &&
        b.b <= frame.y + frame.height + 0.5,
    );
  };
  expect(await inside()).toBe(true);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  const c = await board.screenCentre(6, 6);
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  await page.mouse.move(c.x + 200, c.y + 120, { steps: 10 });
  await page.mouse.up();
  expect(await inside()).toBe(false);
  await page.getByRole('button', { name: 'Fit board' }).click();
  expect(await inside()).toBe(true);
  await expect(board.tiles()).toHaveCount(127);
});

test('zoomed in, the view follows the keyboard cursor so it never leaves the screen', async ({ page }) => {
  const board = await openLab(page);
  const frame = page.locator('.board-frame');
  const cursor = page.getByTestId('cursor');
  await board.svg.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('+');
  const inView = async () => {
    const [f, c] = [(await frame.boundingBox())!, (await cursor.boundingBox())!];
    return c.x >= f.x && c.y >= f.y && c.x + c.width <= f.x + f.width && c.y + c.height <= f.y + f.height;
  };
  // Down-right to the far edge, then left across the board, then up: each step's tile is on screen.
  const visited = new Set<string>();
  for (const [key, times] of [
    ['x', 8],
    ['a', 12],
    ['w', 10],
  ] as const) {
    for (let i = 0; i < times; i++) {
      await page.keyboard.press(key);
      expect(await inView(), `after ${key} #${i + 1}`).toBe(true);
      visited.add((await cursor.getAttribute('points')) ?? '');
    }
  }
  expect(visited.size).toBeGreaterThan(15);
});

test('+ and − zoom when the board has the keyboard focus, and 0 fits it again', async ({ page }) => {
  const board = await openLab(page);
  // Centre-to-centre spacing scales exactly with the zoom (a polygon's box also holds its non-scaling stroke).
  const spacing = async () => (await board.screenCentre(6, 8)).x - (await board.screenCentre(6, 6)).x;
  await board.svg.focus();
  await expect(board.svg).toBeFocused();
  const s0 = await spacing();
  await page.keyboard.press('+');
  await expect.poll(spacing).toBeCloseTo(s0 * 1.25, 0);
  await page.keyboard.press('+');
  await expect.poll(spacing).toBeCloseTo(s0 * 1.5625, 0);
  await page.keyboard.press('-');
  await expect.poll(spacing).toBeCloseTo(s0 * 1.25, 0);
  await page.keyboard.press('0');
  await expect.poll(spacing).toBeCloseTo(s0, 0);
});

test('zoomed far in, the middle of every shared edge belongs to a tile: no gaps between tiles', async ({ page }) => {
  const board = await openLab(page);
  await board.svg.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('+');
  const gaps = await page.evaluate(() => {
    const svg = document.querySelector('svg[data-testid="board"]') as SVGSVGElement;
    const ctm = svg.getScreenCTM()!;
    const rect = svg.getBoundingClientRect();
    const polys = [...svg.querySelectorAll<SVGPolygonElement>('polygon[data-row]')];
    const corners = new Map<string, number>();
    for (const p of polys)
      for (const c of p.getAttribute('points')!.split(' ')) corners.set(c, (corners.get(c) ?? 0) + 1);
    let checked = 0;
    const missing: string[] = [];
    for (const p of polys) {
      const pts = p.getAttribute('points')!.split(' ');
      for (let i = 0; i < 6; i++) {
        const a = pts[i].split(',').map(Number);
        const b = pts[(i + 1) % 6].split(',').map(Number);
        // An inner edge: both its corners belong to other tiles too.
        if ((corners.get(pts[i]) ?? 0) < 2 || (corners.get(pts[(i + 1) % 6]) ?? 0) < 2) continue;
        const m = new DOMPoint((a[0] + b[0]) / 2, (a[1] + b[1]) / 2).matrixTransform(ctm);
        if (m.x < rect.left + 2 || m.y < rect.top + 2 || m.x > rect.right - 2 || m.y > rect.bottom - 60) continue;
        checked++;
        const hit = document.elementFromPoint(m.x, m.y);
        if (!(hit instanceof SVGPolygonElement && hit.dataset.row !== undefined))
          missing.push(`${p.dataset.row},${p.dataset.col} edge ${i}`);
      }
    }
    return { checked, missing };
  });
  expect(gaps.checked).toBeGreaterThan(20);
  expect(gaps.missing).toEqual([]);
});

test('a 250 x 250 board draws 62,500 tiles and stays usable: a click reveals, hovering works', async ({ page }) => {
  test.setTimeout(120_000);
  const board = new BoardPage(page);
  await board.open();
  await board.mode('Minesweeper');
  await board.rectangle(250, 250);
  // Zoom in around the middle so a tile is big enough to aim at, then click one.
  await board.svg.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('+');
  const frame = (await board.svg.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return el instanceof SVGPolygonElement ? { row: Number(el.dataset.row), col: Number(el.dataset.col) } : null;
    },
    { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 },
  );
  expect(hit).not.toBeNull();
  // How fast the click shows is the render benchmark's to measure (npm run bench:browser), not this test's.
  await board.click(hit!.row, hit!.col);
  await expect(board.tile(hit!.row, hit!.col)).toHaveAttribute('data-state', 'revealed', { timeout: 30_000 });
  // The Lab keeps its own board (the tutorial's hexagon on its first showing): it is made 250 x 250 there too.
  await board.mode('Lab');
  await board.rectangle(250, 250);
  const c = await board.screenCentre(125, 125);
  for (let i = 0; i < 10; i++) await page.mouse.move(c.x + i * 3, c.y + i * 2);
  await expect(board.svg.locator('polygon[data-hover]')).toHaveCount(1);
  await expect(board.svg.locator('polygon[data-neighbor]')).toHaveCount(6);
});

test('the help overlay lists the keys and closes with Escape', async ({ page }) => {
  await openLab(page);
  await page.getByRole('button', { name: 'Help' }).click();
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A W E D X Z');
  await expect(dialog).toContainText('Q W E A S D');
  await expect(dialog.getByRole('row', { name: '+ − zoom' })).toBeVisible();
  // Every key of every mode, Minesweeper's N and R among them, as the footers list them.
  await expect(dialog.getByTestId('help-minesweeper')).toContainText('new game');
  await expect(dialog.getByTestId('help-minesweeper').getByRole('row', { name: /restart/ })).toContainText('R');
  await expect(dialog.getByTestId('help-proximity')).toContainText('U');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog', { name: 'Help' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  test('two fingers pinch the board: spreading zooms in around their midpoint, closing zooms out, and nothing is selected', async ({
    page,
  }) => {
    const board = await openLab(page);
    const [row, col] = [6, 6];
    const centre = await board.screenCentre(row, col);
    const w0 = await width(board, row, col);
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: centre.x - spread, y: centre.y, id: 1 },
      { x: centre.x + spread, y: centre.y, id: 2 },
    ];
    const pinch = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
      for (let i = 1; i <= 8; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: fingers(from + ((to - from) * i) / 8),
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    await pinch(30, 90);
    // The fingers spread three times as far apart: the tile under them is drawn about three times as wide, in place.
    await expect.poll(() => width(board, row, col)).toBeGreaterThan(w0 * 2.5);
    expect(await width(board, row, col)).toBeLessThan(w0 * 3.5);
    const after = await board.screenCentre(row, col);
    expect(Math.hypot(after.x - centre.x, after.y - centre.y)).toBeLessThan(w0 / 2);

    const zoomed = await width(board, row, col);
    await pinch(90, 45);
    await expect.poll(() => width(board, row, col)).toBeLessThan(zoomed * 0.6);
    // A pinch selects nothing; a tap afterwards does.
    await expect(board.svg.locator('.mark-selected')).toHaveCount(0);
    const tap = await board.screenCentre(row, col);
    await page.touchscreen.tap(tap.x, tap.y);
    await expect(board.svg.locator('.mark-selected')).toHaveCount(1);
  });
});
