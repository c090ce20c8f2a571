// Minesweeper's row of controls on a phone (difficulty, New game, Hint, Flag mode): every difficulty's name whole, in
// English and Spanish, on the narrowest phones we design for, and the row within the screen.
import { test, expect } from './fixtures';
import { MinesPage } from './mines.page';

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  for (const locale of ['en-US', 'es-ES']) {
    test.describe(`on a ${viewport.width} x ${viewport.height} phone in ${locale}`, () => {
      test.use({ viewport, hasTouch: true, isMobile: true, locale });

      test('the difficulty menu is wide enough for its longest name, and the row fits the screen', async ({ page }) => {
        await new MinesPage(page).open();
        const select = page.locator('.ms-controls select');
        await expect(select).toBeVisible();
        const sizes = await select.evaluate((el) => {
          // The same menu at its own width: as wide as its longest option needs.
          const twin = el.cloneNode(true) as HTMLSelectElement;
          twin.style.cssText = 'width:auto;max-width:none;flex:none;position:absolute;visibility:hidden';
          el.parentElement!.append(twin);
          const natural = twin.getBoundingClientRect().width;
          twin.remove();
          const row = el.parentElement!;
          return {
            width: el.getBoundingClientRect().width,
            natural,
            names: [...(el as HTMLSelectElement).options].map((o) => o.text),
            rowRight: Math.max(...[...row.children].map((c) => c.getBoundingClientRect().right)),
          };
        });
        expect(sizes.width, `room for ${sizes.names.join(', ')}`).toBeGreaterThanOrEqual(sizes.natural - 0.5);
        expect(sizes.rowRight).toBeLessThanOrEqual(viewport.width);
      });
    });
  }
}
