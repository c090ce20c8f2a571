import { test, expect } from './fixtures';
import { BoardPage } from './pages';
import { switchAndPlay, type ModeName } from './modeChecks';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

test.describe('after one visit', () => {
  test('Hexlab loads and plays every mode with the network off', async ({ page, context }) => {
    test.setTimeout(180_000);
    const board = new BoardPage(page);
    await board.open();
    // The service worker has installed (precaching the app, every mode and every worker) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await board.svg.waitFor();
    await expect(page.getByRole('heading', { name: 'Hexlab' })).toBeVisible();
    for (const mode of ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'] satisfies ModeName[])
      await switchAndPlay(page, mode);
    // Nothing came from the network: a reload offline still shows the last mode.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Proximity' })).toHaveAttribute('aria-selected', 'true');
    await expect(board.tiles().first()).toBeVisible();
  });

  test('the app can be installed: its manifest names it, with icons at 192 and 512 pixels and a maskable one', async ({
    page,
    request,
  }) => {
    await new BoardPage(page).open();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href!, page.url()).href;
    const manifest = await (await request.get(manifestUrl)).json();
    expect(manifest).toMatchObject({
      name: 'Hexlab',
      short_name: 'Hexlab',
      display: 'standalone',
      start_url: '.',
      scope: '.',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const response = await request.get(new URL(icon.src, manifestUrl).href);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
});
