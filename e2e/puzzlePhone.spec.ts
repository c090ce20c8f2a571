// The Puzzles mode on a phone and in both layouts (CONTRACT "Hex logic puzzles"): a medium community level opens
// turned to show its cells biggest on an upright phone and is played to the end by taps; the Horizontal layout is the
// Vertical one turned a quarter, not mirrored; "New puzzle" on each shape gives a board that "Check puzzle" finds
// no-guess, made in a worker while the button is busy.
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from './fixtures';
import { PuzzlePage, hiddenCells } from './puzzle.page';
import { FIRST_PUZZLE } from '../src/games/puzzle/builtIn';

/** 128 cells in two diamonds one above the other in the v1 grid (wide in the Vertical layout), by PteranodonC. */
const BUCKLE = readFileSync(
  resolve(import.meta.dirname, '../src/games/puzzle/levels/pteranodonc-1_2_buckle_my_shoe.hexcells'),
  'utf8',
);

/** "The star", 61 cells, by Cookie: its first hint is a cell at the foot of the board on this phone. */
const STAR = readFileSync(resolve(import.meta.dirname, '../src/games/puzzle/levels/cookie-the_star.hexcells'), 'utf8');

/** An element's box once it is at rest (the same box at two polls running). */
async function steadyBox(el: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await el.boundingBox());
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return el.boundingBox();
}

/** The smallest cell's short side, and how much of the board's frame the board's cells span each way. */
const sizes = (page: Page) =>
  page.evaluate(() => {
    const cells = [...document.querySelectorAll('[data-testid="board"] polygon[data-hx]')].map((e) =>
      e.getBoundingClientRect(),
    );
    const frame = document.querySelector('[data-testid="board"]')!.getBoundingClientRect();
    const span = (lo: (r: DOMRect) => number, hi: (r: DOMRect) => number) =>
      Math.max(...cells.map(hi)) - Math.min(...cells.map(lo));
    return {
      cell: Math.min(...cells.map((r) => Math.min(r.width, r.height))),
      wide:
        span(
          (r) => r.left,
          (r) => r.right,
        ) / frame.width,
      tall:
        span(
          (r) => r.top,
          (r) => r.bottom,
        ) / frame.height,
    };
  });

test.describe('on a 390 x 844 touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a medium level opens turned, fills the board, and is played to the end by taps', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await pz.settings();
    const level = await pz.openLevel(BUCKLE);
    await pz.settings(false);
    await pz.settled();
    // Long down the screen: the Horizontal layout (the Vertical one, 13 px cells at fit, is wider than tall).
    await expect(page.getByLabel('Orientation')).toHaveValue('pointy');
    // Its long axis takes the frame's whole height; 20 px is what 128 cells in a 33-row grid get on this screen.
    await expect.poll(async () => (await sizes(page)).tall).toBeGreaterThan(0.94);
    expect((await sizes(page)).cell).toBeGreaterThanOrEqual(20);
    // The counters and "Mark black" keep to one row over the board.
    const bar = (await page.getByTestId('status-bar').boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(56);
    const markBlack = page.getByRole('button', { name: 'Mark black' });
    for (const c of hiddenCells(level)) {
      if ((await pz.status().getAttribute('data-status')) === 'solved') break;
      const black = c.color === 'black';
      if ((await markBlack.getAttribute('aria-pressed')) !== String(black)) await markBlack.tap();
      await expect(markBlack).toHaveAttribute('aria-pressed', String(black));
      const box = (await pz.cell(c.x, c.y).boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(pz.cell(c.x, c.y)).toHaveAttribute('data-state', c.color);
    }
    await expect(pz.status()).toHaveAttribute('data-status', 'solved');
    await expect(pz.mistakes()).toHaveAttribute('data-mistakes', '0');
    await expect(page.getByTestId('puzzle-solved')).toBeVisible();
  });

  test("a tap on the hinted cell marks it, and nothing the hint's going moves under the finger takes its click", async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await pz.settings();
    await pz.openLevel(STAR);
    await pz.settings(false);
    await pz.settled();
    const board = page.getByTestId('board');
    const view = await board.getAttribute('viewBox');
    const frame = await steadyBox(board);
    // One "Hint" at a time: the settings sheet's while it is open (CONTRACT.md), else one at hand under the board.
    const hint = page.getByRole('button', { name: 'Hint' });
    await pz.settings();
    await expect(hint).toHaveCount(1);
    await expect(page.getByTestId('settings').getByRole('button', { name: 'Hint' })).toBeVisible();
    await pz.settings(false);
    await expect(hint).toHaveCount(1);
    await expect(page.getByTestId('board-frame').getByRole('button', { name: 'Hint' })).toBeVisible();
    await hint.tap();
    // The cell is marked on the press and the hint's words go before the tap's click comes: nothing may move under
    // the finger then (the words, once above the board, took its frame's top; the zoom bar then rose under the finger).
    await expect(page.getByTestId('hint-text')).toBeVisible();
    await expect.poll(() => board.boundingBox(), 'the board, with the hint shown').toEqual(frame);
    const hinted = page.locator('polygon[data-hint]');
    const colour = (await hinted.getAttribute('data-hint'))!;
    const [x, y] = [await hinted.getAttribute('data-hx'), await hinted.getAttribute('data-hy')];
    const markBlack = page.getByRole('button', { name: 'Mark black' });
    if (colour === 'black') await markBlack.tap();
    const box = (await steadyBox(hinted))!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(pz.cell(Number(x), Number(y))).toHaveAttribute('data-state', colour);
    await expect(page.getByTestId('hint-text')).toBeHidden();
    // (The camera writes the view in a frame of its own.)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await board.getAttribute('viewBox'), 'the view (a click on "Zoom in" would zoom it)').toBe(view);
  });

  test('a layout the player chose is kept for the next puzzle', async ({ page }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    await pz.settings();
    await pz.openLevel(BUCKLE);
    await expect(page.getByLabel('Orientation')).toHaveValue('pointy');
    // (Each puzzle opened puts the sheet away.)
    await pz.settings();
    await pz.orientation('Vertical');
    await pz.openLevel(FIRST_PUZZLE);
    await pz.settings();
    await pz.openLevel(BUCKLE);
    await expect(page.getByLabel('Orientation')).toHaveValue('flat');
  });

  test('"Open puzzle" and "New puzzle" put the sheet away for the board; a text that is not a level keeps it', async ({
    page,
  }) => {
    const pz = new PuzzlePage(page);
    await pz.open();
    await pz.show();
    // Settings sits in the phone header's menu: the focus goes back to the menu's button.
    const opener = page.locator('header button[aria-controls="header-menu"]');
    const sheet = await pz.settings();
    await pz.paste('not a puzzle at all');
    await expect(sheet.getByRole('alert')).toContainText('line 1 should say “Hexcells level v1”');
    await expect(pz.text()).toHaveValue('not a puzzle at all');
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open puzzle' })).toBeFocused();

    await pz.openLevel(STAR);
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expectBoardUncovered(page);

    await pz.settings();
    await sheet.getByLabel('Difficulty').selectOption({ label: 'Easy' });
    await sheet.getByRole('button', { name: 'New puzzle' }).tap();
    await expect(page.getByTestId('puzzle-title')).toHaveAttribute('data-title', /Generated easy \d+/, {
      timeout: 60_000,
    });
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expectBoardUncovered(page);
  });
});

/** The board's centre is the board's own, not the settings sheet's over it. */
async function expectBoardUncovered(page: Page) {
  const frame = (await page.getByTestId('board-frame').boundingBox())!;
  const hit = (x: number, y: number) =>
    page.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-testid="board-frame"]'), [x, y]);
  await expect.poll(() => hit(frame.x + frame.width / 2, frame.y + frame.height / 2)).toBe(true);
  await expect.poll(() => hit(frame.x + frame.width / 2, frame.y + frame.height - 20)).toBe(true);
}

test('on a desktop, "Open puzzle" leaves the panel beside the board and the focus on the button', async ({ page }) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  const sheet = page.getByTestId('settings');
  await expect(sheet).toBeVisible();
  await pz.openLevel(STAR);
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Open puzzle' })).toBeFocused();
});

/** Each neighbour's direction from a cell, in degrees clockwise from east on screen. */
async function around(pz: PuzzlePage, c: { x: number; y: number }, steps: readonly (readonly [number, number])[]) {
  const centre = async (x: number, y: number) => {
    const b = (await pz.cell(x, y).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const o = await centre(c.x, c.y);
  const out: number[] = [];
  for (const [dx, dy] of steps) {
    const n = await centre(c.x + dx, c.y + dy);
    out.push((Math.atan2(n.y - o.y, n.x - o.x) * 180) / Math.PI);
  }
  return out;
}

test('the Horizontal layout is the Vertical one turned a quarter clockwise, each neighbour in its place', async ({
  page,
}) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  await pz.show();
  const level = await pz.openLevel(FIRST_PUZZLE);
  const STEPS = [
    [0, -2],
    [1, -1],
    [1, 1],
    [0, 2],
    [-1, 1],
    [-1, -1],
  ] as const;
  const has = (x: number, y: number) => level.cells.some((c) => c.x === x && c.y === y);
  const middle = level.cells.find((c) => STEPS.every(([dx, dy]) => has(c.x + dx, c.y + dy)))!;
  const vertical = await around(pz, middle, STEPS);
  await pz.orientation('Horizontal');
  await expect(pz.svg.locator('polygon[data-hx]').first()).toBeVisible();
  await pz.settled();
  const horizontal = await around(pz, middle, STEPS);
  // Up in the Vertical layout is right in the Horizontal one, up-right is down-right, and so on round the cell.
  horizontal.forEach((a, i) => {
    const turn = (((a - vertical[i]) % 360) + 360) % 360;
    expect(Math.abs(turn - 90), `neighbour ${STEPS[i].join(',')}`).toBeLessThan(3);
  });
});

test('"New puzzle" on each shape makes a board in a worker, the button busy meanwhile, that checks no-guess', async ({
  page,
}) => {
  const pz = new PuzzlePage(page);
  await pz.open();
  // The Editor's board: the one it opens on (the board of the game on screen).
  await pz.mode('Editor');
  const editorTiles = await pz.svg.locator('polygon[data-row]:not([data-kind="void"])').count();
  await pz.show();
  // Each puzzle is made in a worker of its own (the page's thread stays free).
  const made: string[] = [];
  page.on('worker', (w) => w.url().includes('puzzleGenerate') && made.push(w.url()));
  const check = page.getByTestId('puzzle-check');
  const button = page.getByRole('button', { name: 'New puzzle' });
  for (const shape of ['Hexagon', 'Rectangle', 'Editor\u2019s board']) {
    const before = await page.getByTestId('puzzle-title').getAttribute('data-title');
    await page.getByLabel('Shape').selectOption({ label: shape });
    await page.getByLabel('Difficulty').selectOption({ label: 'Medium' });
    await button.click();
    await expect(page.getByTestId('puzzle-title')).not.toHaveAttribute('data-title', before!);
    await expect(page.getByTestId('puzzle-title')).toHaveAttribute('data-title', /^Generated medium /);
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(made.length, 'workers started').toBeGreaterThan(0);
    made.length = 0;
    if (shape === 'Editor\u2019s board') await expect(pz.cells()).toHaveCount(editorTiles);
    await page.getByRole('button', { name: 'Check puzzle' }).click();
    await expect(check, shape).toHaveAttribute('data-verdict', 'no-guess');
  }
});

for (const locale of ['en-US', 'es-ES'])
  test.describe(`on a 360 x 640 touch phone, ${locale}`, () => {
    test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, locale });

    test('the status, the counters and "Mark black" keep to one row over the board', async ({ page }) => {
      const pz = new PuzzlePage(page);
      await pz.open();
      await (await pz.modeTab(/^(Puzzles|Puzles)$/)).click();
      await expect(pz.status()).toBeVisible();
      const bar = (await page.getByTestId('status-bar').boundingBox())!;
      expect(bar.height).toBeLessThanOrEqual(56);
      const button = (await page.getByRole('button', { name: /^(Mark black|Marcar negra)$/ }).boundingBox())!;
      expect(button.height).toBeGreaterThanOrEqual(44);
    });
  });
