// The prerendered first screens (docs/first-screen.md, "The first paint") in Firefox and WebKit: a desktop's first visit is painted
// before any of the app's code runs, hydrates the build's markup without a mismatch (React reports one as an
// error, which fails the flow), and so does each mode shown for the first time after it. A phone-sized window gets the
// phone's prerendered screen in #root, the desktop's dropped; these drivers have a mouse, not a touch-only screen, so
// it is held and replaced, without an error.
import { expect } from 'vitest';
import { mode, open, waitFor, type ModeName } from './app';
import { flow } from './engine';
import { PHONE } from './adapter';
import { codeOrder } from './codeOrder';

const MODES: ModeName[] = ['Lab', 'Editor', 'Hero', 'Proximity'];

flow("a desktop's first visit hydrates the prerendered first screen, then every mode's first visit", async (page) => {
  await open(page, '', { firstVisit: true });
  const first = await page.evaluate(() => ({
    prerendered: document.getElementById('root')?.hasAttribute('data-first-screen') ?? false,
    tiles: document.querySelectorAll('.mode-minesweeper svg[data-testid="board"] polygon[data-row]').length,
    held: document.documentElement.className,
  }));
  expect(first).toEqual({ prerendered: true, tiles: 256, held: '' });
  // The prerendered screen is painted before the app's code runs (scripts/prerender.ts, entryLoader).
  const order = await page.evaluate(codeOrder);
  expect(order.fcp, 'a first contentful paint is reported').not.toBeNull();
  expect(order.modules, "the app's code (the first screen is one file)").toBeGreaterThan(0);
  expect(order.runs, 'the app runs after the first contentful paint').toBeGreaterThan(order.fcp!);
  expect(await page.errors(), 'errors on the first screen').toEqual([]);
  for (const name of MODES) {
    await mode(page, name);
    await waitFor(
      page,
      `${name}'s first-visit card`,
      () => !!document.querySelector('[data-testid="first-visit"]'),
      [],
    );
    expect(await page.errors(), `errors in ${name}`).toEqual([]);
  }
});

flow(
  "a phone-sized window's first visit gets the phone's prerendered screen, then the app's own, without an error",
  async (page) => {
    await open(page, '', { firstVisit: true });
    const first = await page.evaluate(() => ({
      prerendered: document.getElementById('root')?.getAttribute('data-first-screen') ?? '',
      copies: document.querySelectorAll('header.app-header').length,
      phoneCopy: !!document.getElementById('hx-phone'),
      tiles: document.querySelectorAll('.mode-minesweeper svg[data-testid="board"] polygon[data-row]').length,
      held: document.documentElement.className,
    }));
    expect(first).toMatchObject({ copies: 1, phoneCopy: false, tiles: 81, held: '' });
    expect(first.prerendered).toMatch(/ 9x9 beginner /);
    expect(await page.errors(), 'errors on the first screen').toEqual([]);
  },
  180_000,
  PHONE,
);
