// Issue 32: the app served where a page's address carries a doubled slash, by a server that does not merge slashes.
// The service worker must be the app's own (sw.js beside index.html, for the app's folder), whatever the address.
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SMALL_BOARD_LINK as link, workerRegistrations } from './workers';
import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';
import { switchAndPlay, type ModeName } from './modeChecks';
// @ts-expect-error plain ESM helper
import { freePort } from './free-port.mjs';
// @ts-expect-error plain ESM helper
import { plainServer } from './plain-server.mjs';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

let server: Server;
let origin = '';
test.beforeAll(async () => {
  // The build the tests run against, under /hexlab/, slashes as sent.
  const dist = fileURLToPath(new URL(`../.e2e-dist/${process.env.E2E_PORT}/`, import.meta.url));
  const port = freePort() as number;
  server = await plainServer(dist, port, '/hexlab/');
  origin = `http://127.0.0.1:${port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Every service worker registration of the origin: its scope and its script. */
const registrations = (page: import('@playwright/test').Page) => page.evaluate(workerRegistrations);

test.describe('when a link is opened at a doubled slash, on a server that does not merge slashes', () => {
  test('the board opens and the service worker is the app’s own: /hexlab/sw.js for /hexlab/', async ({ page }) => {
    const ed = new EditorPage(page);
    await page.goto(`${origin}/hexlab//?${link}`);
    await ed.svg.waitFor();
    await expect(ed.tiles()).toHaveCount(6);
    expect(await registrations(page)).toEqual([{ scope: `${origin}/hexlab/`, script: `${origin}/hexlab/sw.js` }]);
    // It controls the page at the doubled slash too (its scope is a prefix of that address): after a reload it serves it.
    await page.reload();
    await ed.svg.waitFor();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toBe(`${origin}/hexlab/sw.js`);
  });

  test('a page at the app’s plain address finds the same single worker', async ({ page }) => {
    const ed = new EditorPage(page);
    await page.goto(`${origin}/hexlab//?${link}`);
    await ed.svg.waitFor();
    await registrations(page);
    await page.goto(`${origin}/hexlab/?${link}`);
    await ed.svg.waitFor();
    expect(await registrations(page)).toEqual([{ scope: `${origin}/hexlab/`, script: `${origin}/hexlab/sw.js` }]);
  });

  test('after one visit the app opens offline at the doubled slash, and every mode plays', async ({
    page,
    context,
  }) => {
    test.slow(); // every mode, on a shared machine
    const ed = new EditorPage(page);
    await page.goto(`${origin}/hexlab//`);
    await ed.svg.waitFor();
    await registrations(page);
    await page.reload();
    await page.locator('html[data-prefetched]').waitFor({ state: 'attached', timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Offline, the page at // asks for its files at //assets/…: the worker answers them from what it keeps at /assets/
    // (public/sw-slashes.js). Before, the page stayed unstyled and never started.
    await context.setOffline(true);
    await page.reload();
    await page.locator('html[data-started]').waitFor({ state: 'attached' });
    await expect(ed.tiles().first()).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg'))).not.toBe('');
    for (const mode of ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'] satisfies ModeName[])
      await switchAndPlay(page, mode);
  });
});
