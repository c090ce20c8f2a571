// The prerendered first screen (README, "The first paint") in Firefox and WebKit: a desktop's first visit hydrates
// the build's markup without a mismatch (React reports one as an error, which fails the flow), and so does each mode
// shown for the first time after it.
import { expect } from 'vitest';
import { mode, open, waitFor, type ModeName } from './app';
import { flow } from './engine';

const MODES: ModeName[] = ['Lab', 'Editor', 'Hero', 'Proximity'];

flow("a desktop's first visit hydrates the prerendered first screen, then every mode's first visit", async (page) => {
  await open(page, '', { firstVisit: true });
  const first = await page.evaluate(() => ({
    prerendered: document.getElementById('root')?.hasAttribute('data-first-screen') ?? false,
    tiles: document.querySelectorAll('.mode-minesweeper svg[data-testid="board"] polygon[data-row]').length,
    held: document.documentElement.className,
  }));
  expect(first).toEqual({ prerendered: true, tiles: 256, held: '' });
  expect(await page.errors(), 'errors on the first screen').toEqual([]);
  for (const name of MODES) {
    await mode(page, name);
    await waitFor(page, `${name}'s first-visit card`, () => !!document.querySelector('[data-testid="first-visit"]'), []);
    expect(await page.errors(), `errors in ${name}`).toEqual([]);
  }
});
