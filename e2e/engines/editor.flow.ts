import { expect } from 'vitest';
import type { EnginePage } from './adapter';
import { choose, clickButton, domTiles, mode, open, SHOTS, tileCentre, tileHas, tileSelector, waitFor } from './app';
import { engineName, flow } from './engine';

flow('an Editor stroke paints every cell along a drag, and nothing else', async (page) => {
  await open(page);
  await mode(page, 'Editor');
  await choose(page, 'Paint with', 'Wall');
  // A fast drag: only the two ends and a middle point; the cells between must be painted all the same.
  const [from, via, to] = [await tileCentre(page, 6, 1), await tileCentre(page, 6, 6), await tileCentre(page, 6, 11)];
  await page.drag(from, to, { via: [via], steps: 1 });
  for (let col = 1; col <= 11; col++) await tileHas(page, 6, col, 'data-kind', 'wall');
  const walls = (await domTiles(page)).filter((t) => t.kind === 'wall');
  expect(walls.map((t) => `${t.row},${t.col}`).sort()).toEqual(
    Array.from({ length: 11 }, (_, i) => `6,${i + 1}`).sort(),
  );
});

/** How far apart two elements' centres are on screen, in CSS pixels (centres: Firefox widens an SVG shape's box by a
 * rough allowance for its stroke, different for the outline's and the tile's). */
const centreGap = (page: EnginePage, a: string, b: string) =>
  page.evaluate(
    (sa: string, sb: string) => {
      const ra = document.querySelector(sa)?.getBoundingClientRect();
      const rb = document.querySelector(sb)?.getBoundingClientRect();
      if (!ra || !rb || ra.width === 0 || rb.width === 0) return null;
      return Math.hypot(
        ra.left + ra.width / 2 - (rb.left + rb.width / 2),
        ra.top + ra.height / 2 - (rb.top + rb.height / 2),
      );
    },
    a,
    b,
  );

flow('the brush outline is drawn on the hovered tile, at fit and zoomed in', async (page) => {
  await open(page);
  await mode(page, 'Editor');
  const outline = '[data-testid="brush-outline"]';
  for (const zoomed of [false, true]) {
    if (zoomed) {
      await clickButton(page, 'Zoom in');
      await clickButton(page, 'Zoom in');
    }
    // The outline is drawn in the <svg> laid over the board (BoardView's pointerOverlay): it must sit on the tile.
    await page.hover(await tileCentre(page, 6, 6));
    await waitFor(
      page,
      'the brush outline on 6,6',
      (s: string) => document.querySelector(s)?.getAttribute('visibility') === 'visible',
      [outline],
    );
    expect(await centreGap(page, outline, tileSelector(6, 6))).toBeLessThan(1);
  }
  await page.screenshot(`${SHOTS}/${engineName()}-editor-outline-zoomed.png`);
});
