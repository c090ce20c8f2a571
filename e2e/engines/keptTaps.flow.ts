// The taps made before the app runs (docs/first-screen.md, "Taps before the app runs"), in Firefox and WebKit (e2e/keptTaps.spec.ts
// has Chromium's): with the app's code held back by a server of the flow's own (e2e/plain-server.mjs, `hold`), a
// right click on a tile, New game and a click on another tile, made on the prerendered board, each look pressed, and
// take effect, in order, once the code has come and the app runs.
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { inject, expect } from 'vitest';
import { clickButton, clickTile, prefetched, rightClickTile, tileHas, tileSelector, waitFor } from './app';
import { flow } from './engine';
// @ts-expect-error plain ESM helper
import { withCollector } from './collector.mjs';
// @ts-expect-error plain ESM helper shared with the Playwright config
import { freePort } from '../free-port.mjs';
// @ts-expect-error plain ESM helper
import { plainServer } from '../plain-server.mjs';

/** The first screen's file: the page asks for it after its first contentful paint (scripts/prerender.ts). */
const ENTRY = /\/assets\/app-[\w-]+\.js$/;

/** The seed the settings sheet shows: a new game has another. */
const seed = () => (document.querySelector('input[max="4294967295"]') as HTMLInputElement | null)?.value ?? '';
const kept = (s: string) => document.querySelector(s)?.hasAttribute('data-kept') ?? false;

flow('New game, a flag and a tile clicked before the app runs are played once it runs', async (page) => {
  const dist = resolve(import.meta.dirname, '../../.e2e-dist', new URL(inject('baseURL')).port);
  const at = freePort() as number;
  const server = (await plainServer(dist, at, '/', { html: withCollector, hold: ENTRY })) as Server & {
    release(): void;
    asked: Promise<void>;
  };
  try {
    // The page's load event waits for the app's code, which index.html asks for as a modulepreload and the server
    // holds: the navigation ends once the code is let come. WebDriver (WebKit) answers no other command while a
    // navigation it was asked for is loading, so there the page is sent on its way from a script.
    const url = `http://127.0.0.1:${at}/`;
    const navigated =
      page.engine === 'webkit' ? page.evaluate((to: string) => void location.assign(to), url) : page.goto(url);
    await server.asked;
    await waitFor(
      page,
      'the prerendered board, the app not running',
      () =>
        document.querySelectorAll('svg[data-testid="board"] polygon[data-row]').length === 256 &&
        !document.documentElement.hasAttribute('data-started'),
      [],
    );
    const first = await page.evaluate(seed);
    expect(first).not.toBe('');
    await clickButton(page, 'New game');
    await waitFor(page, 'New game to look pressed', () => !!document.querySelector('button.primary[data-kept]'), []);
    await rightClickTile(page, 1, 1);
    await waitFor(page, 'the flagged tile to look pressed', kept, [tileSelector(1, 1)]);
    await clickTile(page, 8, 8);
    await waitFor(page, 'the clicked tile to look pressed', kept, [tileSelector(8, 8)]);
    expect(
      await page.evaluate((s: string) => document.querySelector(s)?.getAttribute('data-state'), tileSelector(8, 8)),
    ).toBe('hidden');
    server.release();
    await navigated;
    await waitFor(page, 'the app to run', () => document.documentElement.hasAttribute('data-started'), [], 60_000);
    // A new game (another seed), the tile flagged in it and the other revealed.
    await tileHas(page, 8, 8, 'data-state', 'revealed');
    await tileHas(page, 1, 1, 'data-state', 'flagged');
    await waitFor(
      page,
      'the new game',
      (was: string) => (document.querySelector('input[max="4294967295"]') as HTMLInputElement | null)?.value !== was,
      [first],
    );
    expect(await page.evaluate(() => document.querySelectorAll('[data-kept]').length)).toBe(0);
    expect(await page.errors()).toEqual([]);
    await prefetched(page);
  } finally {
    server.release();
    await new Promise((done) => server.close(done));
  }
});
