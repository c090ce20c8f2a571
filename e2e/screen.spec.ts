// The screen around the board (issue 16): at five window sizes, in both themes and every mode, the board and its
// status line are in view together with nothing scrolling, the board has the largest share of the window, and all
// five tabs show uncut. Then touch: Flag mode, the hero's pad, the Lab's tap, no key legends, 44 px targets; and the
// first-visit guides.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';

const MODES = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity', 'Puzzles'] as const;
const SIZES = [
  { width: 1280, height: 800, phone: false },
  { width: 1920, height: 1080, phone: false },
  { width: 390, height: 844, phone: true },
  { width: 360, height: 640, phone: true },
  { width: 844, height: 390, phone: true },
] as const;

// Tests start as returning visitors (e2e/fixtures.ts): the first-visit guides were dismissed before.
type Box = { x: number; y: number; width: number; height: number };
const inside = (b: Box | null, w: number, h: number) =>
  !!b && b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5;

/** Every tile's box lies inside the board frame: the board is fitted to it. */
async function fitted(page: Page) {
  return page.evaluate(() => {
    const f = document.querySelector('[data-testid="board-frame"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('[data-testid="board"] polygon[data-row]')].every((t) => {
      const r = t.getBoundingClientRect();
      return r.left >= f.left - 1 && r.top >= f.top - 1 && r.right <= f.right + 1 && r.bottom <= f.bottom + 1;
    });
  });
}

for (const size of SIZES) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${size.width} x ${size.height}, ${theme}`, () => {
      test.use({
        viewport: { width: size.width, height: size.height },
        colorScheme: theme,
        hasTouch: size.phone,
        isMobile: size.phone,
      });

      test('every mode: board and status in view, no scrolling, the tabs uncut, the board the largest part', async ({
        page,
      }) => {
        const board = new BoardPage(page);
        await board.open();
        const { width: W, height: H } = size;
        for (const mode of MODES) {
          await board.mode(mode);
          const panel = page.getByRole('tabpanel', { name: mode });
          const frame = panel.getByTestId('board-frame');
          const status = panel.getByTestId('status-bar');
          await expect(status).toBeVisible();
          expect(inside(await frame.boundingBox(), W, H), `${mode}: the board frame is in the window`).toBe(true);
          expect(inside(await status.boundingBox(), W, H), `${mode}: the status line is in the window`).toBe(true);
          const scroll = await page.evaluate(() => ({
            w: document.scrollingElement!.scrollWidth,
            h: document.scrollingElement!.scrollHeight,
            iw: innerWidth,
            ih: innerHeight,
          }));
          expect(scroll.w, `${mode}: nothing scrolls sideways`).toBeLessThanOrEqual(scroll.iw);
          expect(scroll.h, `${mode}: the page does not scroll`).toBeLessThanOrEqual(scroll.ih);
          const f = (await frame.boundingBox())!;
          // (A 360 x 640 phone's Hero has its pad under the board, in two rows there, and the header above.)
          const least = size.phone ? 0.45 : 0.5;
          expect((f.width * f.height) / (W * H), `${mode}: the board's share of the window`).toBeGreaterThanOrEqual(
            least,
          );
          for (const m of MODES) {
            const tab = page.getByRole('tab', { name: m });
            await expect(tab).toBeVisible();
            expect(inside(await tab.boundingBox(), W, H), `the ${m} tab is in the window`).toBe(true);
            expect(
              await tab.evaluate((el) => el.scrollWidth <= el.clientWidth),
              `the ${m} tab's label is not cut`,
            ).toBe(true);
          }
          await expect(page.locator('[role="tab"][data-mode]')).toHaveCount(MODES.length);
          // A touch-only screen shows no keyboard legend; a desktop does.
          await expect(panel.getByTestId('key-legend')).toHaveCount(size.phone ? 0 : 1);
          expect(await fitted(page), `${mode}: the board is fitted to its frame`).toBe(true);
        }
      });
    });
  }
}

test.describe('the settings sheet', () => {
  test('on a desktop it sits beside the board, and the board re-fits as it closes and opens', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    const button = page.getByRole('button', { name: 'Settings', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const sheet = page.getByTestId('settings');
    await expect(sheet.getByRole('spinbutton', { name: 'Mines' })).toBeVisible();
    const frame = page.getByTestId('board-frame');
    const open = (await frame.boundingBox())!;
    const tileOpen = (await board.tile(6, 6).boundingBox())!;
    await board.settings(false);
    await expect.poll(async () => (await frame.boundingBox())!.width).toBeGreaterThan(open.width + 100);
    // Wider but not taller: the fitted board keeps its height-bound size and moves to the new centre, all of it in view.
    await expect.poll(() => fitted(page)).toBe(true);
    await expect.poll(async () => (await board.tile(6, 6).boundingBox())!.x).toBeGreaterThan(tileOpen.x + 50);
    await board.settings(true);
    await expect.poll(async () => (await frame.boundingBox())!.width).toBeCloseTo(open.width, 0);
    await expect.poll(() => fitted(page)).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('it is a drawer, closed until asked for, that Done closes', async ({ page }) => {
      const board = new BoardPage(page);
      await board.open();
      await expect(page.getByRole('button', { name: 'Settings', exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page.getByTestId('settings')).toBeHidden();
      const sheet = await board.settings();
      // Its controls work from the drawer: a new mine count starts a new game.
      await sheet.getByRole('spinbutton', { name: 'Mines' }).fill('12');
      await expect(page.getByTestId('mines-left')).toHaveText('12');
      await sheet.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByTestId('settings')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Settings', exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });
});

test.describe('touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Flag mode: while pressed a tap flags, and a tap on a flag takes it off; released, a tap reveals', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    const flag = page.getByRole('button', { name: 'Flag mode' });
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await flag.tap();
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await page.touchscreen.tap(...xy(await board.screenCentre(3, 5)));
    await expect(board.tile(3, 5)).toHaveAttribute('data-state', 'flagged');
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'ready');
    await page.touchscreen.tap(...xy(await board.screenCentre(3, 5)));
    await expect(board.tile(3, 5)).toHaveAttribute('data-state', 'hidden');
    await flag.tap();
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await page.touchscreen.tap(...xy(await board.screenCentre(6, 6)));
    await expect(board.tile(6, 6)).toHaveAttribute('data-state', 'revealed');
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', 'playing');
  });

  test('the hero pad moves the hero a tile a tap, in both layouts, and walks while held', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await board.mode('Hero');
    const hero = page.getByTestId('hero');
    const at = async () => [Number(await hero.getAttribute('data-x')), Number(await hero.getAttribute('data-y'))];
    for (const name of [
      'Move west',
      'Move north-west',
      'Move north-east',
      'Move east',
      'Move south-east',
      'Move south-west',
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(hero).toHaveAttribute('data-x', /\d/);
    const [x0, y0] = await at();
    await page.getByRole('button', { name: 'Move east', exact: true }).tap();
    await expect.poll(async () => (await at())[0]).toBeGreaterThan(x0 + 10);
    await expect.poll(async () => (await at())[1]).toBeCloseTo(y0, 0);
    // Held, a button walks on like a held key, past the next tile.
    const [x1] = await at();
    const pad = (await page.getByRole('button', { name: 'Move west', exact: true }).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: pad.x + pad.width / 2, y: pad.y + pad.height / 2 }],
    });
    await expect.poll(async () => (await at())[0], { timeout: 10_000 }).toBeLessThan(x1 - 80);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // The vertical layout has north and south instead of west and east.
    await board.settings();
    await board.orientation('Vertical');
    await board.settings(false);
    for (const name of [
      'Move north',
      'Move north-east',
      'Move south-east',
      'Move south',
      'Move south-west',
      'Move north-west',
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Move west', exact: true })).toHaveCount(0);
    await expect(hero).toHaveAttribute('data-y', /\d/);
    const [, y2] = await at();
    await page.getByRole('button', { name: 'Move north', exact: true }).tap();
    await expect.poll(async () => (await at())[1]).toBeLessThan(y2 - 10);
  });

  test('in the Lab a tap shows what hover shows, and the coordinates speak of the tapped tile', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await board.mode('Lab');
    await page.touchscreen.tap(...xy(await board.screenCentre(5, 5)));
    await expect(board.tile(5, 5)).toHaveAttribute('data-hover', '');
    await expect(board.svg.locator('polygon[data-neighbor]')).toHaveCount(6);
    await expect(page.getByTestId('status-tile')).toHaveText('5, 5');
    await expect(page.getByTestId('status-selected')).toHaveText('5, 5');
    await board.settings();
    await expect(page.getByTestId('coords-card')).toContainText('The tapped tile');
    await expect(page.getByTestId('coords-card')).not.toContainText('keyboard');
  });

  test('a wide board on an upright phone is offered "Turn to fit": the vertical layout, transposed, with bigger tiles', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    await expect(page.getByRole('button', { name: 'Turn to fit' })).toHaveCount(0);
    await board.settings();
    await page.getByLabel('Difficulty').selectOption({ label: 'Expert' });
    await board.settings(false);
    await expect(board.tiles()).toHaveCount(16 * 30);
    const before = (await board.tile(0, 0).boundingBox())!.width;
    await page.getByRole('button', { name: 'Turn to fit' }).tap();
    // Turned: 30 rows of 16, each tile where the transposed levelData puts it, and bigger.
    await expect(board.tile(29, 15)).toBeVisible();
    await expect(board.tile(15, 29)).toHaveCount(0);
    await expect.poll(async () => (await board.tile(0, 0).boundingBox())!.width).toBeGreaterThan(before * 1.25);
    await expect(page.getByRole('button', { name: 'Turn to fit' })).toHaveCount(0);
    await board.settings();
    await expect(page.getByLabel('Orientation')).toHaveValue('flat');
  });

  test('controls are at least 44 x 44 CSS pixels', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    const sheet = await board.settings();
    const small = await page.evaluate(() => {
      const found: string[] = [];
      const targets = document.querySelectorAll(
        'header button, [data-testid="status-bar"] button, [data-testid="settings"] button, [data-testid="settings"] select, [data-testid="settings"] input:not([type="checkbox"]), [data-testid="settings"] .check, .board-zoom button',
      );
      for (const el of targets) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        const wide = el.matches('button') ? r.width >= 44 : true;
        if (r.height < 44 || !wide)
          found.push(
            `${el.tagName} ${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}: ${Math.round(r.width)} x ${Math.round(r.height)}`,
          );
      }
      return found;
    });
    expect(small).toEqual([]);
    await expect(sheet.getByLabel('No guessing')).toBeVisible();
  });
});

test.describe('first visit', () => {
  test.use({ firstVisit: true });
  test("each mode's guide shows once, stays gone after Got it, and Help keeps it", async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    const guide = page.getByTestId('first-visit');
    await expect(guide).toContainText('How to play');
    await expect(guide).toContainText('six neighbours');
    await guide.getByRole('button', { name: 'Got it' }).click();
    await expect(guide).toHaveCount(0);
    await board.mode('Lab');
    await expect(guide).toContainText('What this shows');
    await guide.getByRole('button', { name: 'Got it' }).click();
    await page.reload();
    await board.svg.waitFor();
    await board.mode('Minesweeper');
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(guide).toHaveCount(0);
    await board.mode('Lab');
    await expect(guide).toHaveCount(0);
    await board.mode('Hero');
    await expect(guide).toContainText('How to play');
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    for (const id of ['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle'])
      await expect(help.getByTestId(`help-${id}`)).toBeVisible();
    await expect(help.getByTestId('help-minesweeper')).toContainText('six neighbours');
    await expect(help.getByTestId('help-lab')).toContainText('What this shows');
  });
});

const xy = (p: { x: number; y: number }) => [p.x, p.y] as const;
