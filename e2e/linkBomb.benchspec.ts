// A decompression bomb in a link: 120,000 characters whose packed field unpacks to about a billion, in the
// board's mask, the revealed tiles, the flags or the replay. Each is refused with a message; this prints how long
// that took from the start of navigation, and the longest main-thread task meanwhile (goal: within 1 s of work).
// `npx playwright test -c e2e/playwright.bench.config.ts e2e/linkBomb.benchspec.ts` (BOMB_ROUNDS fresh pages each).
import { test, expect } from '@playwright/test';
import { BOMB_LINKS } from './linkBombs';
import { longestTask, watchLongTasks } from './longTasks';

const ROUNDS = Number(process.env.BOMB_ROUNDS ?? 3);
const app = `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 4190) + 1}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

test('link bombs: each field of a 120,000-character bomb is refused with a message within 1 s of work', async ({
  browser,
}) => {
  const html = await (await fetch(`${app}/`)).text();
  const reasons = new Set<string>();
  const rows: { field: string; refusedMs: number; longestTaskMs: number }[] = [];
  for (const [field, query] of BOMB_LINKS) {
    const refused: number[] = [];
    const longest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const page = await browser.newPage();
      // Node's server refuses a request line this long (as many servers would); the page itself takes it.
      await page.route(
        (url) => url.search.length > 10_000,
        (route) => route.fulfill({ contentType: 'text/html', body: html }),
      );
      await watchLongTasks(page);
      await page.goto(`${app}/?${query}`);
      // Refused with a message (each field's reason is printed below).
      await expect(page.getByRole('alert')).toContainText('Showing your board instead', { timeout: 60_000 });
      refused.push(await page.evaluate(() => performance.now()));
      reasons.add(`${field}: ${(await page.getByRole('alert').innerText()).split('.')[0]}`);
      longest.push(await longestTask(page));
      await page.close();
    }
    rows.push({ field, refusedMs: Math.round(median(refused)), longestTaskMs: Math.round(median(longest)) });
  }
  console.log(`\nA 120,000-character link bomb in each field (median of ${ROUNDS} fresh pages):`);
  console.table(rows);
  console.log([...reasons].join('\n'));
});
