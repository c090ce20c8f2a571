// The Lab's code for a newcomer: reading the code leaves the board at a size whose labels read, and the
// code gets a tall box of its own, on a laptop and on a phone.
import { test, expect } from './fixtures';
import { LabPage } from './lab.page';
import type { Page } from '@playwright/test';

/** The board's tile labels' font size in screen pixels (the SVG's own units times its scale on screen). */
const labelPx = (page: Page) =>
  page.getByTestId('board').evaluate((svg) => {
    const text = svg.querySelector<SVGTextElement>('text[data-label-for]');
    if (!text) return 0;
    return parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0);
  });

/** The code box as the window shows it: its height, the part of it inside the window, and its font. */
const codeBox = (page: Page) =>
  page.getByTestId('code').evaluate((pre) => {
    const r = pre.getBoundingClientRect();
    return {
      height: r.height,
      shown: Math.min(r.bottom, innerHeight) - Math.max(r.top, 0),
      width: r.width,
      font: getComputedStyle(pre).fontFamily,
      sideways: pre.scrollWidth > pre.clientWidth,
    };
  });

test('at 1280 x 800 the code opens in a tall pane beside a board whose labels stay readable', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const lab = new LabPage(page);
  await lab.openLab();
  await expect(lab.svg.locator('text[data-label-for]').first()).toBeVisible();
  const folded = await labelPx(page);
  await lab.codePane({ settings: false });
  await expect(page.getByTestId('code')).toBeVisible();
  // The board re-fits beside the pane: wait for its labels to settle, then read them.
  await expect.poll(() => labelPx(page)).toBeGreaterThanOrEqual(11);
  expect(await labelPx(page)).toBeGreaterThan(folded * 0.8);
  const box = await codeBox(page);
  expect(box.height, 'the code box against the window').toBeGreaterThanOrEqual(0.6 * 800);
  expect(box.shown, 'the code box is whole in the window').toBeGreaterThanOrEqual(box.height - 1);
  expect(box.width).toBeGreaterThanOrEqual(480);
  expect(box.font).toMatch(/mono/i);
  expect(box.sideways, 'long lines wrap in the pane').toBe(false);
  // Pane and board side by side, neither covering the other; the page itself does not scroll.
  const frame = (await page.getByTestId('board-frame').boundingBox())!;
  const pane = (await page.getByTestId('lab-reading').boundingBox())!;
  expect(frame.x + frame.width).toBeLessThanOrEqual(pane.x);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollHeight <= innerHeight && document.documentElement.scrollWidth <= innerWidth,
    ),
  ).toBe(true);
  // The settings come back as a drawer over the pane, and the board keeps its size.
  const before = await labelPx(page);
  await lab.settings();
  await lab.tool('ring');
  await expect(page.getByTestId('code')).toContainText('function ring');
  expect(await labelPx(page)).toBeCloseTo(before, 1);
  // Escape puts the drawer away, as on a phone, and the pane is whole again.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings')).toBeHidden();
  await expect(page.getByTestId('code')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the code in the settings sheet is a tall monospace box, and the page never scrolls sideways', async ({
    page,
  }) => {
    const lab = new LabPage(page);
    await lab.openLab();
    await lab.settings();
    await page.getByTestId('code').scrollIntoViewIfNeeded();
    const box = await codeBox(page);
    expect(box.height).toBeGreaterThanOrEqual(0.45 * 844);
    expect(box.shown).toBeGreaterThanOrEqual(box.height - 1);
    expect(box.width).toBeGreaterThanOrEqual(320);
    expect(box.font).toMatch(/mono/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
