// The first paint before the JavaScript (README, "The first paint"): the build prerenders a desktop's first visit into
// index.html; the app hydrates it when the visitor's first screen is that one, and anyone else never sees its board.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const TILES = 'svg[data-testid="board"] polygon[data-row]';
const MODES = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'] as const;

/** Counts the painted tiles (a nonzero box each) and whether the main area is shown, as the page is now. */
const painted = (page: Page) =>
  page.evaluate((sel) => {
    const tiles = [...document.querySelectorAll(sel)];
    const main = document.querySelector('.app-main > #mode-panel');
    return {
      tiles: tiles.length,
      boxed: tiles.filter((t) => {
        const r = t.getBoundingClientRect();
        return r.width > 0 && r.height > 0;
      }).length,
      shown: !!main && getComputedStyle(main).visibility === 'visible',
    };
  }, TILES);

/**
 * What the page shows once its HTML is parsed and its stylesheet applied (DOMContentLoaded: the app's module has run
 * by then, but it renders only once its texts have come, so `started` is still false): the prerendered screen as the
 * inline script left it. Also records every prerendered tile the app later removed.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { firstPaint?: unknown; removedTiles: number };
    w.removedTiles = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('.app-main > #mode-panel');
      const frame = document.querySelector('[data-testid="board-frame"]')?.getBoundingClientRect();
      w.firstPaint = {
        started: document.documentElement.hasAttribute('data-started'),
        tiles: document.querySelectorAll(sel).length,
        shown: !!main && getComputedStyle(main).visibility === 'visible',
        app: getComputedStyle(document.getElementById('root')!).visibility === 'visible',
        frame: frame ? { width: Math.round(frame.width), height: Math.round(frame.height) } : null,
      };
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.removedNodes) if (n instanceof Element) w.removedTiles += n.matches(sel) ? 1 : n.querySelectorAll(sel).length;
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  }, TILES);
  return {
    seen: () => page.evaluate(() => (window as unknown as { firstPaint: { started: boolean; tiles: number; shown: boolean; app: boolean; frame: { width: number; height: number } | null } }).firstPaint),
    removed: () => page.evaluate(() => (window as unknown as { removedTiles: number }).removedTiles),
  };
}

/** Every console message about hydration (React reports a mismatch as an error or a warning). */
function hydrationMessages(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did not match|#418|#423|#425/i.test(m.text())) seen.push(`${m.type()}: ${m.text()}`);
  });
  return seen;
}

test.describe('with JavaScript off', () => {
  test('the header, the mode tabs and the first board are painted from the HTML alone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('header.app-header')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hexlab' })).toBeVisible();
    for (const name of MODES) await expect(page.getByRole('tab', { name })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Minesweeper' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('status-bar')).toBeVisible();
    await expect(page.getByTestId('board-frame')).toBeVisible();
    // Intermediate, 16 x 16, every tile hidden and drawn where the frame shows it.
    expect(await painted(page)).toEqual({ tiles: 256, boxed: 256, shown: true });
    await expect(page.locator(`${TILES}[data-state="hidden"]`)).toHaveCount(256);
    const frame = (await page.getByTestId('board-frame').boundingBox())!;
    const board = (await page.getByTestId('board').boundingBox())!;
    expect(board.width).toBeGreaterThan(0.8 * frame.width);
    await context.close();
  });
});

test.describe("a desktop's first visit", () => {
  test.use({ firstVisit: true, viewport: { width: 1280, height: 800 } });

  test('shows the prerendered board before any script, hydrates it without a mismatch, and plays', async ({ page }) => {
    const messages = hydrationMessages(page);
    const first = await watchFirstPaint(page);
    await page.goto('/');
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    expect(await first.seen()).toMatchObject({ started: false, tiles: 256, shown: true, app: true });
    // Hydrated, not replaced: the prerendered tiles are the ones the game plays on.
    await page.locator(`${TILES}[data-row="8"][data-col="8"]`).click();
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', /playing|won/);
    expect(await first.removed()).toBe(0);
    expect(messages).toEqual([]);
  });

  for (const name of MODES.slice(1)) {
    test(`then ${name}'s first visit shows no hydration warning`, async ({ page }) => {
      const messages = hydrationMessages(page);
      await page.goto('/');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      await page.getByRole('tab', { name }).click();
      await expect(page.locator(`.mode-${name.toLowerCase()} ${TILES}`).first()).toBeVisible();
      await expect(page.getByTestId('first-visit')).toBeVisible();
      expect(messages).toEqual([]);
    });
  }
});

test.describe('anyone whose first board is another', () => {
  const cases: { what: string; url?: string; viewport?: { width: number; height: number }; firstVisit: boolean; locale?: string }[] = [
    { what: 'a returning player', firstVisit: false },
    { what: "a phone's first visit", firstVisit: true, viewport: { width: 390, height: 844 } },
    { what: 'a link', firstVisit: true, url: '/?daily=2026-01-02' },
    { what: 'a Spanish reader', firstVisit: true, locale: 'es-ES' },
  ];
  for (const c of cases) {
    test.describe(c.what, () => {
      test.use({ firstVisit: c.firstVisit, viewport: c.viewport ?? { width: 1280, height: 800 }, locale: c.locale ?? 'en-US' });
      test('never sees the prerendered board, whose frame keeps its place until the board comes', async ({ page }) => {
        const messages = hydrationMessages(page);
        const first = await watchFirstPaint(page);
        await page.goto(c.url ?? '/');
        await page.locator('html[data-started]').waitFor({ state: 'attached' });
        const seen = await first.seen();
        expect(seen).toMatchObject({ started: false, tiles: 256, shown: false, app: c.locale === undefined });
        expect(seen.frame?.width).toBeGreaterThan(0);
        await expect(page.locator(TILES).first()).toBeVisible();
        expect(await painted(page)).toMatchObject({ shown: true });
        expect(messages).toEqual([]);
      });
    });
  }
});
