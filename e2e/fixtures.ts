// Every Playwright test fails on a page error or a console error: import `test` and `expect` from here.
// Tests start as returning visitors, who have dismissed each mode's first-visit guide (it takes room above the board);
// `test.use({ firstVisit: true })` starts as a new one.
import { test as base, expect } from '@playwright/test';

export const GUIDES_SEEN = ['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle'];

export const test = base.extend<{ failOnPageErrors: void; firstVisit: boolean; returningVisitor: void }>({
  firstVisit: [false, { option: true }],
  returningVisitor: [
    async ({ page, firstVisit }, use) => {
      if (!firstVisit) {
        await page.addInitScript((seen) => {
          if (localStorage.getItem('hexlab:guides-seen') === null)
            localStorage.setItem('hexlab:guides-seen', JSON.stringify(seen));
        }, GUIDES_SEEN);
      }
      await use();
    },
    { auto: true },
  ],
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
      });
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
