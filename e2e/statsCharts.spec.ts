// The statistics' charts read well with 1, 5 and 500 games: no label written twice on an axis, no range of zero
// width, one game a single dot and a single bar between two different times. The games come in as a statistics
// file (the dialog's "Import statistics"); screenshots go to /tmp/daily-previews/ when HEXLAB_SHOTS is set.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';

test.describe.configure({ timeout: 90_000 });

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY = 86_400_000;

interface Game {
  at: number;
  category: string;
  won: boolean;
  ms: number;
  bv3s: number;
}

const file = (games: Game[]) => JSON.stringify({ format: 'hexlab-progress', version: 1, games, carried: {} });

/** `n` Beginner games over the days before NOW (all on NOW's day when `oneDay`), about a third of them lost. */
const games = (n: number, oneDay = false): Game[] =>
  Array.from({ length: n }, (_, i) => ({
    at: NOW.getTime() - (oneDay ? (n - i) * 60_000 : (n - 1 - i) * DAY + 1_000),
    category: 'beginner',
    won: i % 3 !== 1,
    ms: 6_000 + ((i * 7_919) % 40_000),
    bv3s: 0.5 + ((i * 31) % 200) / 100,
  }));

async function statsWith(page: Page, list: Game[]): Promise<Locator> {
  await page.clock.setFixedTime(NOW);
  await page.goto('/');
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  // (On a phone the header's buttons are in its menu, which the page object opens.)
  await (await new BoardPage(page).header('Statistics')).click();
  const dialog = page.getByTestId('stats');
  await expect(dialog).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'stats.json',
    mimeType: 'application/json',
    buffer: Buffer.from(file(list)),
  });
  await expect(dialog.getByRole('status')).toContainText('Imported');
  await expect(dialog.getByTestId('chart-time')).toBeVisible();
  return dialog;
}

/** Each chart's axis labels, in the order drawn. */
const labels = (chart: Locator) => chart.locator('text.chart-label').allTextContents();

async function shoot(page: Page, dialog: Locator, name: string) {
  if (!process.env.HEXLAB_SHOTS) return;
  await dialog.locator('.stats-charts').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/daily-previews/${name}.png` });
}

test('one game: a single dot and a single bar, no axis label written twice, a bar of a real range', async ({
  page,
}) => {
  const dialog = await statsWith(page, [
    { at: NOW.getTime() - 60_000, category: 'beginner', won: true, ms: 9_000, bv3s: 1.2 },
  ]);
  for (const id of ['chart-time', 'chart-bv3s', 'chart-spread']) {
    const chart = dialog.getByTestId(id);
    const texts = await labels(chart);
    expect(new Set(texts).size, `${id}: ${texts.join(' | ')}`).toBe(texts.length);
  }
  // The time chart: one day, written once; its value axis ends on a round time above the game's.
  expect(await labels(dialog.getByTestId('chart-time'))).toEqual(['10.0 s', '0.0 s', '11/28/26']);
  await expect(dialog.getByTestId('chart-time').locator('circle')).toHaveCount(1);
  // The spread: one bar, from 9.0 s to 10.0 s, not from 9.0 s to 9.0 s.
  const spread = dialog.getByTestId('chart-spread');
  await expect(spread.locator('rect.chart-bar')).toHaveCount(1);
  expect(await labels(spread)).toEqual(['1', '0', '9.0 s', '10.0 s']);
  const bar = (await spread.locator('rect.chart-bar').boundingBox())!;
  const plot = (await spread.boundingBox())!;
  expect(bar.width).toBeGreaterThan(10);
  expect(bar.width).toBeLessThan(plot.width / 2);
  await shoot(page, dialog, 'charts-1');
});

test('five games on five days and five on one day: the ends differ, or one day is written once', async ({ page }) => {
  let dialog = await statsWith(page, games(5));
  const time = await labels(dialog.getByTestId('chart-time'));
  expect(time.slice(2)).toEqual(['11/24/26', '11/28/26']);
  await expect(dialog.getByTestId('chart-time').locator('circle')).toHaveCount(5);
  for (const id of ['chart-time', 'chart-bv3s', 'chart-spread']) {
    const texts = await labels(dialog.getByTestId(id));
    expect(new Set(texts).size, `${id}: ${texts.join(' | ')}`).toBe(texts.length);
  }
  await shoot(page, dialog, 'charts-5');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shoot(page, dialog, 'charts-5-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.evaluate(() => indexedDB.deleteDatabase('hexlab-progress'));
  dialog = await statsWith(page, games(5, true));
  expect((await labels(dialog.getByTestId('chart-time'))).slice(2)).toEqual(['11/28/26']);
});

test('500 games: every game drawn, at most ten bars, labels distinct', async ({ page }) => {
  const dialog = await statsWith(page, games(500));
  await expect(dialog.getByTestId('chart-time').locator('circle')).toHaveCount(500);
  const bars = await dialog.getByTestId('chart-spread').locator('rect.chart-bar').count();
  expect(bars).toBeGreaterThan(3);
  expect(bars).toBeLessThanOrEqual(10);
  for (const id of ['chart-time', 'chart-bv3s', 'chart-spread']) {
    const texts = await labels(dialog.getByTestId(id));
    expect(new Set(texts).size, `${id}: ${texts.join(' | ')}`).toBe(texts.length);
  }
  await shoot(page, dialog, 'charts-500');
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one game’s charts fit the window, their labels distinct', async ({ page }) => {
    const dialog = await statsWith(page, games(1));
    for (const id of ['chart-time', 'chart-bv3s', 'chart-spread']) {
      const chart = dialog.getByTestId(id);
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const texts = await labels(chart);
      expect(new Set(texts).size, `${id}: ${texts.join(' | ')}`).toBe(texts.length);
    }
    await shoot(page, dialog, 'charts-1-phone');
  });
});
