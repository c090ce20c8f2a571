// The code a game fetches at its first click (the solver, the link codec) arrives without asking again for a module
// the page has already run: the entry chunk, run from the page's <script>, was once preloaded a second time by a lazy
// chunk's preload list, and Firefox logged it as failing to load. index.html's loader asks for the entry itself, as a
// modulepreload, before it runs it (scripts/prerender.ts, entryLoader); that one preload is the only one. Any <link> or
// <script> that fails to load fails every flow (collector.mjs).
import { expect } from 'vitest';
import { clickTile, open, tileHas, waitFor } from './app';
import { flow } from './engine';

flow("a game's first click fetches its code, and no module the page already ran is asked for again", async (page) => {
  await open(page);
  await clickTile(page, 6, 6);
  await tileHas(page, 6, 6, 'data-state', 'revealed');
  // The solver is among what the first click fetches; once it is in, so are the preloads that came with it.
  await waitFor(
    page,
    'the solver chunk',
    () => performance.getEntriesByType('resource').some((e) => /\/solver-[^/]+\.js$/.test(e.name)),
    [],
  );
  const again = await page.evaluate(() => {
    const scripts = new Set([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src));
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    const fetched = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => scripts.has(u));
    const preloaded = preloads.filter((h) => scripts.has(h));
    return {
      preloadedTwice: preloaded.filter((h, i) => preloaded.indexOf(h) !== i),
      fetchedTwice: fetched.filter((u, i) => fetched.indexOf(u) !== i),
    };
  });
  expect(again, 'modules the page ran from a <script> and asked for again').toEqual({
    preloadedTwice: [],
    fetchedTwice: [],
  });
});
