// Helpers for games by links: another player's window (a browser context of its own, so its own storage), the game's
// bar over the board, its link to send, and opening a link as a person pastes it into the address bar.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { GUIDES_SEEN } from './fixtures';

/**
 * Another player's window: a returning visitor in a context of its own, whose page and console errors are gathered in
 * `problems` (the test's own page fails on them through the fixtures; this one is checked by the test).
 */
export async function playerWindow(
  browser: Browser,
  problems: string[],
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript((seen) => {
    if (localStorage.getItem('hexlab:guides-seen') === null)
      localStorage.setItem('hexlab:guides-seen', JSON.stringify(seen));
  }, GUIDES_SEEN);
  const page = await context.newPage();
  page.on('pageerror', (err) => problems.push(`the other window's page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`the other window's console error: ${msg.text()}`);
  });
  return page;
}

/** The bar over the board of a game by links (`data-you`, `data-turn`, `data-moves`...). */
export const friendGame = (page: Page) => page.getByTestId('friend-game');

/** The link the game on this page asks to send. */
export const linkToSend = (page: Page) => page.getByLabel('Link to send').inputValue();

/** Open a link this window was sent, and wait for the app to run. */
export async function openLink(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}
