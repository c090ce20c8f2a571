// The taps made before the app runs: the prerendered board is painted about a second before the app runs on
// a slow phone; a tap on a tile or a control meanwhile is kept, shown pressed, and takes effect once the app runs
// (docs/first-screen.md, "Taps before the app runs"). The app's code is held back here until the test lets it come, on Lighthouse's
// mobile profile (CDP throttling).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const TILES = 'svg[data-testid="board"] polygon[data-row]';
/** The first screen's file: the loader asks for it with the page and runs it after the first paint (scripts/prerender.ts). */
const ENTRY = /\/assets\/app-[\w-]+\.js$/;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * Opens a first visit on a slow phone's network and CPU with the app's code held back: resolves once the page has asked
 * for it and painted the board; `release` lets the code come.
 */
async function openHeld(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 204800,
    uploadThroughput: 93750,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked!: () => void;
  const askedFor = new Promise<void>((r) => (asked = r));
  await page.route(ENTRY, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await askedFor;
  // The first screen picked (index.html's last script leaves one board, the window's, in #root) and shown.
  await expect(page.locator('#hx-phone')).toHaveCount(0);
  await expect(page.locator(TILES).first()).toBeVisible();
  expect(await page.locator('html').getAttribute('data-started'), 'the app does not run yet').toBeNull();
  return release;
}

const tile = (page: Page, row: number, col: number) => page.locator(`${TILES}[data-row="${row}"][data-col="${col}"]`);

const VISITS = [
  { what: "a desktop's first visit", use: { viewport: { width: 1280, height: 800 } }, middle: 8, phone: false },
  { what: "a phone's first visit", use: PHONE, middle: 4, phone: true },
];

for (const visit of VISITS) {
  test.describe(visit.what, () => {
    test.use({ firstVisit: true, ...visit.use });
    const tap = (page: Page, row: number, col: number) =>
      visit.phone ? tile(page, row, col).tap() : tile(page, row, col).click();

    test('a tile flagged and a tile revealed before the app runs are, once it runs; each looked pressed meanwhile', async ({
      page,
    }) => {
      const release = await openHeld(page);
      const flagMode = page.getByRole('button', { name: 'Flag mode' });
      // A flag: a right click on a desktop, Flag mode then a tap on a phone (a control kept too).
      if (visit.phone) {
        await flagMode.tap();
        await expect(flagMode).toHaveAttribute('data-kept');
        await tap(page, 1, 1);
        await flagMode.tap();
      } else await tile(page, 1, 1).click({ button: 'right' });
      await expect(tile(page, 1, 1)).toHaveAttribute('data-kept');
      await tap(page, visit.middle, visit.middle);
      await expect(tile(page, visit.middle, visit.middle)).toHaveAttribute('data-kept');
      await expect(tile(page, visit.middle, visit.middle)).toHaveAttribute('data-state', 'hidden');
      // It looks pressed: drawn otherwise than the untouched tile beside it (the phone's screen draws hidden tiles
      // raised, which once hid the press).
      const fill = (row: number, col: number) => tile(page, row, col).evaluate((e) => getComputedStyle(e).fill);
      expect(await fill(visit.middle, visit.middle)).not.toBe(await fill(visit.middle, visit.middle + 1));
      // ... and only it: a touch screen's browser draws no tap highlight (a translucent box) over it.
      expect(
        await page
          .getByTestId('board')
          .evaluate((e) => getComputedStyle(e).getPropertyValue('-webkit-tap-highlight-color')),
      ).toBe('rgba(0, 0, 0, 0)');
      release();
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      await expect(tile(page, 1, 1)).toHaveAttribute('data-state', 'flagged');
      await expect(tile(page, visit.middle, visit.middle)).toHaveAttribute('data-state', 'revealed');
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', /playing|won/);
      if (visit.phone) await expect(flagMode).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('[data-kept]')).toHaveCount(0);
      // A press on the board closes the first visit's guide, a kept one as any other.
      await expect(page.getByTestId('first-visit')).toBeHidden();
      // The app answers from then on: another tap reveals at once.
      const other = tile(page, visit.middle - 2, visit.middle + 2);
      if ((await other.getAttribute('data-state')) === 'hidden') {
        await tap(page, visit.middle - 2, visit.middle + 2);
        await expect(other).not.toHaveAttribute('data-state', 'hidden');
      }
    });

    test('New game then a tile before the app runs: a new game, the tile revealed in it', async ({ page }) => {
      const release = await openHeld(page);
      // The seed the sheet shows (on a phone in its closed drawer) is the game's: a new game has another.
      const seed = page.getByLabel('Seed', { exact: true });
      const first = await seed.inputValue();
      const newGame = page.getByRole('button', { name: 'New game' });
      await (visit.phone ? newGame.tap() : newGame.click());
      await expect(newGame).toHaveAttribute('data-kept');
      await tap(page, visit.middle, visit.middle);
      release();
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      await expect(seed).not.toHaveValue(first);
      await expect(tile(page, visit.middle, visit.middle)).toHaveAttribute('data-state', 'revealed');
      await expect(page.locator('[data-kept]')).toHaveCount(0);
    });
  });
}

test.describe("a phone's mode button", () => {
  test.use({ firstVisit: true, ...PHONE });

  test('tapped before the app runs, opens the six modes once it runs, and a tap on one shows it', async ({ page }) => {
    const release = await openHeld(page);
    const modes = page.getByRole('banner').getByRole('button', { name: 'Minesweeper', exact: true });
    await modes.tap();
    await expect(modes).toHaveAttribute('data-kept');
    await expect(modes).toHaveAttribute('aria-expanded', 'false');
    release();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await expect(modes).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-kept]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Hero' }).tap();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hero', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.locator('.mode-hero svg[data-testid="board"]')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('a press made before the app runs and released after', () => {
  test.use({ firstVisit: true, viewport: { width: 1280, height: 800 } });

  test('reveals its tile: the press is kept until it is released', async ({ page }) => {
    const release = await openHeld(page);
    const box = (await tile(page, 8, 8).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await page.mouse.up();
    await expect(tile(page, 8, 8)).toHaveAttribute('data-state', 'revealed');
    await expect(page.locator('[data-kept]')).toHaveCount(0);
  });
});
