// The dailies' browsers: each test pins a date and starts from nothing stored, as a first visit on that day would.
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** Noon UTC on `date` (YYYY-MM-DD): the same day everywhere a test runs. */
export const at = (date: string) => new Date(`${date}T12:00:00Z`);

/** A fresh context (nothing stored) with its clock at noon UTC on `date`; its page fails the test on any error. */
export async function freshPage(
  browser: Browser,
  date: string,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() =>
    localStorage.setItem(
      'hexlab:guides-seen',
      JSON.stringify(['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle']),
    ),
  );
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console error: ${m.text()}`));
  await page.clock.setFixedTime(at(date));
  return { context, page };
}
