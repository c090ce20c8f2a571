// The app served where a page's address carries a doubled slash, by a server that does not merge slashes
// (e2e/plain-server.mjs, under /hexlab/), in Firefox and WebKit (e2e/hosts.spec.ts has Chromium's): the board opens,
// and the service worker is the app's own, /hexlab/sw.js for /hexlab/, not //sw.js for the page's doubled path (which
// such a server answers with the page itself); and after one visit, the page opens there with the server gone.
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { inject, expect } from 'vitest';
import { SMALL_BOARD_LINK as link, workerRegistrations as registrations } from '../workers';
import { boardReady, mode, prefetched, waitFor } from './app';
import { flow } from './engine';
// @ts-expect-error plain ESM helper
import { withCollector } from './collector.mjs';
// @ts-expect-error plain ESM helper shared with the Playwright config
import { freePort } from '../free-port.mjs';
// @ts-expect-error plain ESM helper
import { plainServer } from '../plain-server.mjs';

flow('a link at a doubled slash opens its board, and the service worker is the app’s own', async (page) => {
  const dist = resolve(import.meta.dirname, '../../.e2e-dist', new URL(inject('baseURL')).port);
  const at = freePort() as number;
  const origin = `http://127.0.0.1:${at}`;
  const server: Server = await plainServer(dist, at, '/hexlab/', { html: withCollector });
  try {
    await page.goto(`${origin}/hexlab//?${link}`);
    await boardReady(page, 6);
    expect(await page.evaluate(registrations)).toEqual([
      { scope: `${origin}/hexlab/`, script: `${origin}/hexlab/sw.js` },
    ]);
    // It serves the page at the doubled slash too (its scope is a prefix of that address) once the page is loaded again.
    await page.goto(`${origin}/hexlab//?${link}`);
    await boardReady(page, 6);
    expect(
      await waitFor(page, 'a page the worker serves', () => navigator.serviceWorker.controller?.scriptURL, []),
    ).toBe(`${origin}/hexlab/sw.js`);
    await prefetched(page);
    // With the server gone, as offline: the worker answers the page, and its files asked for at //assets/… from what
    // it keeps at /assets/… (public/sw-slashes.js). Before, the page stayed unstyled and never started.
    await new Promise((done) => server.close(done));
    await page.goto(`${origin}/hexlab//?${link}`);
    await boardReady(page, 6);
    await mode(page, 'Lab');
  } finally {
    await new Promise((done) => server.close(done));
  }
});
