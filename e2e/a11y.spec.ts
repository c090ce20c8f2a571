import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { BoardPage } from './pages';

const MODES = ['Minesweeper', 'Lab', 'Editor', 'Hero', 'Proximity'] as const;

for (const scheme of ['light', 'dark'] as const) {
  for (const mode of MODES) {
    test(`axe finds no violations in ${mode} (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      const board = new BoardPage(page);
      await board.open();
      await board.mode(mode);
      await expect(page.getByRole('tab', { name: mode })).toHaveAttribute('aria-selected', 'true');
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        ),
      ).toEqual([]);
    });
  }
}

test('axe finds no violations on a board big enough to be drawn in blocks', async ({ page }) => {
  // axe walks all 2,500 tiles: on a busy machine that takes more than the default 30 s.
  test.slow();
  const board = new BoardPage(page);
  await board.open();
  await board.mode('Minesweeper');
  await board.rectangle(50, 50);
  await expect(board.svg.locator('svg.tile-chunk-svg')).toHaveCount(4);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
});

test('the board is reachable from the keyboard and shows a visible focus cursor', async ({ page }) => {
  const board = new BoardPage(page);
  await board.open();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await board.svg.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(board.svg).toBeFocused();
  await expect(page.getByTestId('cursor')).toBeVisible();
  await page.keyboard.press('d');
  await expect(page.getByTestId('cursor-description')).toContainText('Row 0, column 4');
});
