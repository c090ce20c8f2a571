// Issue 32: a new version of Hexlab, as a player meets it. The service worker offers a new version only when there
// is one, and only between games; one tab's "Reload" moves every tab to it but never reloads a tab with a game in
// progress, which reloads on its own "Reload" once its game is over. The build is copied to a folder of this spec's
// own, and "a new version" is that copy's sw.js changed, as a deploy changes it.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { MinesPage } from './mines.page';
import { updateCheck } from './workers';
// @ts-expect-error plain ESM helper
import { freePort } from './free-port.mjs';
// @ts-expect-error plain ESM helper
import { plainServer } from './plain-server.mjs';

/** The first click of the seeded games (as e2e/minesweeper.spec.ts): a zero that opens a patch, far from the end. */
const FIRST = { row: 6, col: 6 };

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

let server: Server;
let dir = '';
let base = '';
test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hexlab-update-'));
  cpSync(fileURLToPath(new URL(`../.e2e-dist/${process.env.E2E_PORT}/`, import.meta.url)), dir, { recursive: true });
  const port = freePort() as number;
  server = await plainServer(dir, port, '/');
  base = `http://127.0.0.1:${port}/`;
});
test.afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

/** Open the app and wait for the app itself, not only the prerendered screen. */
async function open(page: Page) {
  await page.goto(base);
  await page.getByTestId('board').waitFor();
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/** Ask the browser to look for a new version now; resolves to the state it leaves: 'none', or the new worker's. */
const checkForUpdate = (page: Page) => page.evaluate(updateCheck);

/** What the browser holds for this page: the worker in charge, and the one waiting (for a failure's message). */
const workers = (page: Page) =>
  page
    .evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      const state = (w: ServiceWorker | null | undefined) => w?.state ?? 'none';
      return `controller ${state(navigator.serviceWorker.controller)}, installing ${state(reg?.installing)}, waiting ${state(reg?.waiting)}, active ${state(reg?.active)}`;
    })
    .catch((e: Error) => `unreadable (${e.message.split('\n')[0]})`);

/** A mark that lives as long as the page: gone after a reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

test('a new version is offered only when there is one; its Reload moves every tab but never cuts a game short', async ({
  page,
  context,
}) => {
  test.slow(); // two tabs, a worker installed twice
  // First visit: the worker installs, and from the next load it serves the page.
  await open(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The same version: the browser finds nothing new, and nothing is offered.
  expect(await checkForUpdate(page)).toBe('none');
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toHaveCount(0);

  // A game in progress in this tab.
  const ms = new MinesPage(page);
  await ms.seeded(20, 4242);
  await ms.click(FIRST.row, FIRST.col);
  await expect(ms.status()).toHaveAttribute('data-status', 'playing');
  const revealed = await ms.svg.locator('polygon[data-state="revealed"]').count();
  await mark(page);

  // A new version is deployed, and another tab opens the app.
  appendFileSync(join(dir, 'sw.js'), '\n// the next version\n');
  const other = await context.newPage();
  const problems: string[] = [];
  other.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  other.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
  await open(other);
  expect(['installing', 'waiting']).toContain(await checkForUpdate(other));

  // The idle tab offers it; the tab with a game in progress does not, while its game goes on.
  const offer = other.getByTestId('update-prompt');
  await expect(offer).toContainText('A new version of Hexlab is ready.');
  await expect(prompt).toHaveCount(0);
  await mark(other);

  // The idle tab's Reload: it reloads into the new version; the playing tab keeps its game, and its page. Both tabs
  // have ended their idle-time fetching first: the new version takes over once the old one has no request in hand.
  await expect
    .poll(() => other.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting))
    .toBe(true);
  await page.locator('html[data-prefetched]').waitFor({ state: 'attached', timeout: 60_000 });
  await other.locator('html[data-prefetched]').waitFor({ state: 'attached', timeout: 60_000 });
  await other.getByRole('button', { name: 'Reload' }).click();
  await expect
    .poll(() => marked(other).catch(() => true), { timeout: 60_000, message: 'the idle tab reloaded' })
    .toBe(false)
    .catch(async (e: Error) => {
      throw new Error(`${e.message}\nidle tab: ${await workers(other)}\nplaying tab: ${await workers(page)}`);
    });
  await other.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(offer).toHaveCount(0);
  expect(await checkForUpdate(other)).toBe('none');
  expect(await marked(page)).toBe(true);
  await expect(ms.status()).toHaveAttribute('data-status', 'playing');
  await expect(ms.svg.locator('polygon[data-state="revealed"]')).toHaveCount(revealed);

  // Between games the playing tab offers the new version too, and its Reload reloads it at once.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await expect(ms.status()).toHaveAttribute('data-status', 'ready');
  await expect(prompt).toContainText('A new version of Hexlab is ready.');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => marked(page).catch(() => true), { timeout: 60_000, message: 'the tab reloaded' }).toBe(false);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(prompt).toHaveCount(0);
  expect(problems, 'the other tab logged errors').toEqual([]);
});
