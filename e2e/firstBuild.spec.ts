// A first visit's first tap waits for no download: its board is built no-guess, in a Web Worker, and the
// builder's code and worker are asked for as the app starts (src/app/start.ts, ui/prefetch.ts prefetchFirstBuild),
// while the page hydrates, not at the tap. Here every request made after they have come is held back until the tap
// has been answered.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

const TILES = 'svg[data-testid="board"] polygon[data-row]';
const BUILDER = [/\/NoGuessRunner-[\w-]+\.js$/, /\/noGuess\.worker-[\w-]+\.js$/];

/** Whether the page has the builder's view and its worker's code (fetched in full). */
const builderCame = (page: Page) =>
  page.evaluate(
    (names) =>
      names.every((n) =>
        performance
          .getEntriesByType('resource')
          .some((e) => new RegExp(n).test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0),
      ),
    BUILDER.map((r) => r.source),
  );

for (const visit of [
  {
    what: "a phone's first visit",
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    middle: 4,
    phone: true,
  },
  { what: "a desktop's first visit", use: { viewport: { width: 1280, height: 800 } }, middle: 8, phone: false },
]) {
  test.describe(visit.what, () => {
    test.use({ firstVisit: true, ...visit.use });

    test('the builder of its no-guess board comes as the app starts: the first tap is answered with no request', async ({
      page,
    }) => {
      await page.goto('/');
      await page.locator('html[data-started]').waitFor({ state: 'attached' });
      // Asked for with the start, with no tap.
      await expect.poll(() => builderCame(page), { timeout: 30_000 }).toBe(true);
      // From now on nothing the page asks for comes until the tap has been answered.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const asked: string[] = [];
      await page.route('**/*', async (route) => {
        asked.push(new URL(route.request().url()).pathname);
        await held;
        await route.continue().catch(() => undefined);
      });
      const middle = page.locator(`${TILES}[data-row="${visit.middle}"][data-col="${visit.middle}"]`);
      if (visit.phone) await middle.tap();
      else await middle.click();
      await expect(middle).toHaveAttribute('data-state', 'revealed');
      await expect(page.getByTestId('game-status')).toHaveAttribute('data-status', /playing|won/);
      // What the tap asked for (a game's extras: the solver, the replay's code) was not what it waited for.
      expect(asked.filter((p) => BUILDER.some((r) => r.test(p)))).toEqual([]);
      release();
      await page.unrouteAll({ behavior: 'wait' });
    });
  });
}
