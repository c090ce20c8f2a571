// Throwaway: screenshots for the lab helper to look at. Not part of the suite.
import { test } from './fixtures';
import { BoardPage } from './pages';

const LABELS = ['offset', 'axial', 'cube', 'doubled', 'interlaced'];
const TOOLS = ['line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'fov'];
for (const [name, orient, scheme, size] of [
  ['h-light', 'Horizontal', 'light', { width: 1280, height: 860 }],
  ['v-dark', 'Vertical', 'dark', { width: 1280, height: 860 }],
  ['narrow', 'Horizontal', 'light', { width: 390, height: 800 }],
] as const) {
  test(`shot ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(size);
    const board = new BoardPage(page);
    await board.open();
    await board.mode('Lab');
    await board.orientation(orient);
    for (const l of LABELS) {
      await page.getByLabel('Tile labels').selectOption(l);
      await page.screenshot({ path: `/tmp/labshots/${name}-label-${l}.png`, fullPage: name === 'narrow' });
    }
    await page.getByLabel('Distance from the hovered tile').check();
    await board.tile(6, 6).hover({ position: await board.centre(6, 6) });
    await page.screenshot({ path: `/tmp/labshots/${name}-distance.png`, fullPage: name === 'narrow' });
    await page.getByLabel('Distance from the hovered tile').uncheck();
    await board.click(6, 6);
    for (const t of TOOLS) {
      await page.getByLabel('Tool').selectOption(t);
      await board.tile(4, 8).hover({ position: await board.centre(4, 8) });
      await page.screenshot({ path: `/tmp/labshots/${name}-tool-${t}.png`, fullPage: name === 'narrow' });
    }
  });
}
