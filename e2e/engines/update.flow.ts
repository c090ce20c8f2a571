// A new version of Hexlab in Firefox and WebKit (e2e/update.spec.ts has Chromium's, with two tabs): the service worker
// offers a new version only when there is one, and its "Reload" brings the page up under it. Served from a copy of
// the run's build, on a port of this flow's own; "a new version" is the copy's sw.js changed while its server is down,
// as a deploy changes it. The Firefox flows once showed the offer with no new version deployed; this checks both sides.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject, expect } from 'vitest';
import type { EnginePage } from './adapter';
import { clickButton, prefetched, waitFor } from './app';
import { flow } from './engine';
import { updateCheck } from '../workers';
// @ts-expect-error plain ESM helper, also run on its own
import { serve } from './serve.mjs';
// @ts-expect-error plain ESM helper shared with the Playwright config
import { freePort } from '../free-port.mjs';

/**
 * Open the app at `url` and wait for the app itself, not only the prerendered screen. (Between two documents, as a
 * navigation swaps them, a page has no documentElement for a moment: Firefox's flow once failed on it.)
 */
async function open(page: EnginePage, url: string) {
  await page.goto(url);
  await waitFor(page, 'the app', () => document.documentElement?.hasAttribute('data-started'), []);
}

/** Ask the browser to look for a new version now; resolves to the state it leaves: 'none', or the new worker's. */
const checkForUpdate = (page: EnginePage) => page.evaluate(updateCheck);

const offered = () => document.querySelector('[data-testid="update-prompt"]')?.textContent ?? '';

flow('a new version is offered only when one is deployed, and its Reload brings the page up under it', async (page) => {
  const dir = mkdtempSync(join(tmpdir(), 'hexlab-update-'));
  const port = new URL(inject('baseURL')).port;
  cpSync(resolve(import.meta.dirname, '../../.e2e-dist', port), dir, { recursive: true });
  const at = freePort() as number;
  const url = `http://127.0.0.1:${at}/`;
  let server = await serve(dir, at);
  try {
    // First visit: the worker installs, and from the next load it serves the page.
    await open(page, url);
    await waitFor(page, 'the worker', () => navigator.serviceWorker.ready.then(() => true), []);
    await open(page, url);
    await waitFor(page, 'a page the worker serves', () => navigator.serviceWorker.controller !== null, []);

    // The same version: the browser finds nothing new, and nothing is offered.
    expect(await checkForUpdate(page)).toBe('none');
    expect(await page.evaluate(offered)).toBe('');

    // A new version is deployed (once the page has fetched what it fetches in idle time: a server stopped under a fetch
    // fails it).
    await prefetched(page);
    await server.close();
    appendFileSync(join(dir, 'sw.js'), '\n// the next version\n');
    server = await serve(dir, at);
    expect(['installing', 'waiting']).toContain(await checkForUpdate(page));
    await waitFor(page, 'the offer', () => !!document.querySelector('[data-testid="update-prompt"]'), []);
    expect(await page.evaluate(offered)).toContain('A new version of Hexlab is ready.');

    // Its Reload: the page reloads (a mark set on this page is gone) under the new version, with nothing more offered.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await clickButton(page, 'Reload');
    await waitFor(
      page,
      'the reloaded app',
      () => !(window as unknown as { kept?: boolean }).kept && document.documentElement?.hasAttribute('data-started'),
      [],
    );
    expect(await checkForUpdate(page)).toBe('none');
    expect(await page.evaluate(offered)).toBe('');
    await prefetched(page);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
