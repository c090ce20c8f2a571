// Throwaway: screenshots for the hero helper to look at. Not part of the suite.
import { test } from './fixtures';
import { HeroPage } from './hero.page';
import { encodeShare } from '../src/share';

const level: number[][] = Array.from({ length: 9 }, (_, row) =>
  Array.from({ length: 11 }, (_, col) => (col === 5 && row <= 6 ? 1 : row === 2 && col >= 7 && col <= 8 ? 5 : row === 6 && col === 2 ? 9 : 0)),
);
const vertical = level[0].map((_, c) => level.map((l) => l[c]));

for (const [name, orientation, lv, scheme, size] of [
  ['h-light', 'pointy', level, 'light', { width: 1280, height: 860 }],
  ['v-dark', 'flat', vertical, 'dark', { width: 1280, height: 860 }],
  ['narrow', 'pointy', level, 'light', { width: 390, height: 800 }],
] as const) {
  test(`shot ${name}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(size);
    const hero = new HeroPage(page);
    await hero.open(encodeShare({ mode: 'hero', orientation, parity: 'odd', hexSize: 24, level: lv }));
    await page.getByLabel('Show the search on the board').check();
    const t = orientation === 'pointy' ? [1, 8] : [8, 1];
    await hero.click(t[0], t[1]);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/hero-${name}.png`, fullPage: name === 'narrow' });
    await page.getByLabel('Reset').count();
    await page.getByRole('button', { name: 'Reset' }).click();
    for (let i = 0; i < 12; i++) await page.getByRole('button', { name: 'Step' }).click();
    await page.getByLabel('Line of sight from the hero').check();
    await page.screenshot({ path: `/tmp/hero-${name}-step.png` });
    await page.getByLabel('Show the search on the board').uncheck();
    await page.getByLabel('Line of sight from the hero').uncheck();
    await page.getByLabel('Reachable tiles').check();
    await page.getByLabel('Distance from the hero').check();
    await page.screenshot({ path: `/tmp/hero-${name}-overlays.png` });
  });
}
