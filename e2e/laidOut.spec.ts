// A board that is in the page is a board that is laid out. While a mode's code loads, the mode it replaces must not
// stay in the DOM hidden (React hides, rather than removes, what a suspended update replaces): its tiles, at display
// none, all report one empty box, and a reader that finds them there (a test, an assistive tool) reads every tile in
// one place and clicks where nothing is.
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { MODE_CHUNKS } from './modeChecks';
import { BoardPage } from './pages';

/** In the page: from now on, note every moment a board's tiles are in the DOM but not laid out (no box of their own). */
const watchBoards = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = ((window as unknown as { unlaid: string[] }).unlaid = []);
    const check = () => {
      for (const svg of document.querySelectorAll<SVGSVGElement>('svg[data-testid="board"]')) {
        const tiles = svg.querySelectorAll('polygon[data-row]');
        if (tiles.length === 0) continue;
        const a = tiles[0].getBoundingClientRect();
        const b = tiles[tiles.length - 1].getBoundingClientRect();
        const box = svg.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || (a.x === b.x && a.y === b.y))
          seen.push(`${tiles.length} tiles at one point, the board ${box.width} x ${box.height}`);
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'hidden', 'class'],
    });
  });

test.describe('while a mode loads its code', () => {
  for (const mode of ['Lab', 'Proximity'] as const) {
    test(`the board shown before ${mode} is gone or laid out, never in the DOM hidden, and ${mode}'s tiles each have their own place`, async ({
      page,
    }) => {
      const board = new BoardPage(page);
      // The mode's chunk is held until the test has looked at the page meanwhile.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let asked!: () => void;
      const requested = new Promise<void>((r) => (asked = r));
      await page.route(MODE_CHUNKS[mode], async (route: Route) => {
        asked();
        await held;
        await route.continue();
      });
      await board.open();
      await expect(page.locator('svg[data-testid="board"] polygon[data-row]').first()).toBeVisible();
      await watchBoards(page);
      await page.getByRole('tab', { name: mode }).click();
      await requested;
      // Meanwhile: whatever board is in the page is laid out.
      const during = await page.evaluate(() =>
        [...document.querySelectorAll<SVGSVGElement>('svg[data-testid="board"]')].map((s) => ({
          tiles: s.querySelectorAll('polygon[data-row]').length,
          width: s.getBoundingClientRect().width,
        })),
      );
      expect(
        during.filter((b) => b.tiles > 0 && b.width === 0),
        'boards in the DOM with tiles but no size',
      ).toEqual([]);
      release();
      await expect(
        page.getByRole('tabpanel', { name: mode }).locator('svg[data-testid="board"] polygon[data-row]').first(),
      ).toBeVisible();
      // The tiles of the mode's board, read at once: two neighbours are apart.
      const apart = await page.evaluate(() => {
        const at = (row: number, col: number) =>
          document
            .querySelector(`svg[data-testid="board"] polygon[data-row="${row}"][data-col="${col}"]`)!
            .getBoundingClientRect();
        const a = at(0, 3);
        const b = at(0, 4);
        return Math.hypot(a.x - b.x, a.y - b.y);
      });
      expect(apart, 'tiles (0, 3) and (0, 4), px apart').toBeGreaterThan(5);
      expect(
        await page.evaluate(() => (window as unknown as { unlaid: string[] }).unlaid),
        'moments a board was in the DOM but not laid out',
      ).toEqual([]);
    });
  }
});
