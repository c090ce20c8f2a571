// The screen around the board: at five window sizes, in both themes and every mode, the board and its
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
          // A phone's header is one slim row: the mode in use is a button that opens the six tabs.
          const slim = size.phone;
          if (slim) await page.getByRole('button', { name: mode, exact: true, expanded: false }).click();
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
          if (slim) {
            await page.keyboard.press('Escape');
            await expect(page.getByRole('tab', { name: mode })).toBeHidden();
          }
          // A touch-only screen shows no keyboard legend; a desktop does.
          await expect(panel.getByTestId('key-legend')).toHaveCount(size.phone ? 0 : 1);
          expect(await fitted(page), `${mode}: the board is fitted to its frame`).toBe(true);
        }
      });
    });
  }
}

// A phone's header: one row of at most 56 px, the mode in use a button that opens the six modes, one menu
// for the rest; the board frame keeps most of the screen, with a first-visit card too. Found by attributes, not names,
// so the same checks read both languages.
const IDS = ['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle'] as const;
const modeButton = (page: Page) => page.locator('header button[aria-controls="mode-tabs"]');
const menuButton = (page: Page) => page.locator('header button[aria-controls="header-menu"]');
const tabOf = (page: Page, id: string) => page.locator(`[role="tab"][data-mode="${id}"]`);

/** Two taps: the mode button, then the mode in its list; the mode's board shows. */
async function twoTaps(page: Page, id: string) {
  await modeButton(page).tap();
  await expect(modeButton(page)).toHaveAttribute('aria-expanded', 'true');
  for (const other of IDS) await expect(tabOf(page, other), `${other} is in the list`).toBeVisible();
  await tabOf(page, id).tap();
  await expect(tabOf(page, id)).toHaveAttribute('aria-selected', 'true');
  await expect(modeButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#mode-panel [data-testid="board"]')).toBeVisible({ timeout: 15_000 });
}

const frameShare = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('#mode-panel [data-testid="board-frame"]')!.getBoundingClientRect().height / innerHeight,
  );

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
])
  for (const locale of ['en-US', 'es-ES'])
    for (const theme of ['light', 'dark'] as const)
      test.describe(`a phone's header, ${size.width} x ${size.height}, ${locale}, ${theme}`, () => {
        test.use({ viewport: size, hasTouch: true, isMobile: true, locale, colorScheme: theme });

        test('one row of at most 56 px; every mode two taps from any other, its board at least 55% of the height', async ({
          page,
        }) => {
          await new BoardPage(page).open();
          const header = page.getByRole('banner');
          expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
          await expect(modeButton(page)).toHaveAccessibleName(/^(Minesweeper|Buscaminas)$/);
          // From each mode to the next (and from the last back to the first): the list opened from any mode holds all six.
          for (const id of [...IDS.slice(1), IDS[0]]) {
            await twoTaps(page, id);
            await expect(modeButton(page)).toHaveAccessibleName((await tabOf(page, id).textContent())!);
            expect((await header.boundingBox())!.height, `${id}: the header`).toBeLessThanOrEqual(56);
            expect(await frameShare(page), `${id}: the board frame's share of the height`).toBeGreaterThanOrEqual(0.55);
          }
          // The menu holds the rest, each at least 44 px: Daily, Daily puzzle, Statistics, My boards, Share, Help, Settings, Language.
          await menuButton(page).tap();
          const menu = page.locator('#header-menu');
          await expect(menu.locator('button:has(.button-label)').filter({ visible: true })).toHaveCount(7);
          for (const box of await menu.locator('button, select').filter({ visible: true }).all())
            expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
          await expect(menu.getByTestId('language')).toBeVisible();
        });

        test.describe('with a first-visit card', () => {
          test.use({ firstVisit: true });
          test('the card is a line or two beside Got it and More, over no tile or control, the board at least 45%', async ({
            page,
          }) => {
            await new BoardPage(page).open();
            const card = page.getByTestId('first-visit');
            for (const id of IDS) {
              if (id !== 'minesweeper') await twoTaps(page, id);
              await expect(card).toBeVisible();
              expect(await frameShare(page), `${id}: the board frame's share with the card`).toBeGreaterThanOrEqual(
                0.45,
              );
              const seen = await page.evaluate(() => {
                const c = document.querySelector('[data-testid="first-visit"]')!.getBoundingClientRect();
                const line = document.querySelector('.first-visit-line')!;
                const lh = parseFloat(getComputedStyle(line).lineHeight);
                const over = [
                  ...document.querySelectorAll(
                    '#mode-panel [data-testid="board-frame"], #mode-panel button, #mode-panel select, header button',
                  ),
                ]
                  .filter((el) => el.checkVisibility({ visibilityProperty: true }))
                  .map((el) => [el, el.getBoundingClientRect()] as const)
                  .filter(
                    ([, r]) =>
                      r.width > 0 && r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom,
                  )
                  .map(([el]) => el.outerHTML.slice(0, 60));
                return { lines: Math.round(line.getBoundingClientRect().height / lh), over };
              });
              expect(seen.lines, `${id}: the card's lines`).toBeLessThanOrEqual(2);
              expect(seen.over, `${id}: what the card covers`).toEqual([]);
              await expect(card.locator('button')).toHaveCount(2);
              // "More" shows the whole rules; "Got it" puts the card away.
              const more = card.locator('button[aria-expanded]');
              await more.tap();
              await expect(more).toHaveAttribute('aria-expanded', 'true');
              await expect(card.locator('li').first()).toBeVisible();
              await card.locator('button.primary').tap();
              await expect(card).toHaveCount(0);
              expect(await frameShare(page), `${id}: the board frame's share without it`).toBeGreaterThanOrEqual(0.55);
            }
          });
        });

        test('the menus work by keyboard: arrows move, Enter picks, Escape shuts, the focus goes back', async ({
          page,
        }) => {
          await new BoardPage(page).open();
          const mode = modeButton(page);
          await mode.focus();
          await page.keyboard.press('Enter');
          await expect(mode).toHaveAttribute('aria-expanded', 'true');
          await expect(tabOf(page, 'minesweeper')).toBeFocused();
          await page.keyboard.press('ArrowDown');
          await expect(tabOf(page, 'lab')).toBeFocused();
          await page.keyboard.press('End');
          await expect(tabOf(page, 'puzzle')).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(mode).toHaveAttribute('aria-expanded', 'false');
          await expect(mode).toBeFocused();
          await expect(tabOf(page, 'minesweeper')).toHaveAttribute('aria-selected', 'true');
          await page.keyboard.press('Enter');
          await page.keyboard.press('ArrowUp');
          await expect(tabOf(page, 'puzzle')).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(tabOf(page, 'puzzle')).toHaveAttribute('aria-selected', 'true');
          await expect(mode).toHaveAttribute('aria-expanded', 'false');
          await expect(mode).toBeFocused();

          const menu = menuButton(page);
          await menu.focus();
          await page.keyboard.press('Enter');
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          const items = page.locator('#header-menu').locator('button, select').filter({ visible: true });
          await expect(items.first()).toBeFocused();
          await page.keyboard.press('ArrowDown');
          await expect(items.nth(1)).toBeFocused();
          await page.keyboard.press('End');
          await expect(page.getByTestId('language')).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(menu).toHaveAttribute('aria-expanded', 'false');
          await expect(menu).toBeFocused();
          // An item opens what it opens; closed, its dialog gives the focus back to the menu's button.
          await page.keyboard.press('Enter');
          // Daily, Daily puzzle, then Statistics.
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('ArrowDown');
          await expect(page.locator('#header-menu .stats-button')).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(page.getByTestId('stats')).toBeVisible();
          await expect(menu).toHaveAttribute('aria-expanded', 'false');
          await expect(page.getByTestId('stats')).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('stats')).toBeHidden();
          await expect(menu).toBeFocused();
        });
      });

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
      // (In the header's menu on a phone: its state is read while the menu is shut.)
      await expect(page.getByRole('button', { name: 'Settings', exact: true, includeHidden: true })).toHaveAttribute(
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
      // (In the header's menu on a phone: its state is read while the menu is shut.)
      await expect(page.getByRole('button', { name: 'Settings', exact: true, includeHidden: true })).toHaveAttribute(
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
