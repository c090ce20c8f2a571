// Issue 32: the app served where a page's address carries a doubled slash, by a server that does not merge slashes.
// The service worker must be the app's own (sw.js beside index.html, for the app's folder), whatever the address.
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { SMALL_BOARD_LINK as link, workerRegistrations } from './hosts';
import { test, expect } from './fixtures';
import { EditorPage } from './editor.page';
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
});
