import { test, expect } from './fixtures';
import { ProximityPage } from './proximity.page';

test('end screens', async ({ page }) => {
  const px = new ProximityPage(page);
  await px.start({ rows: 5, cols: 6 });
  await page.getByLabel('Players').selectOption('4');
  await px.seat(1, 'Computer (easy)');
  await expect(px.status).toHaveAttribute('data-status', 'over', { timeout: 20_000 });
  await page.screenshot({ path: '/tmp/prox-over4.png' });
  await page.getByLabel('Players').selectOption('2');
  await px.seat(1, 'Human');
  await px.seed(12345);
  while (await px.waitForTurn(1)) {
    const tile = px.emptyTiles().last();
    const [row, col] = await Promise.all([tile.getAttribute('data-row'), tile.getAttribute('data-col')]);
    await px.click(Number(row), Number(col));
    await expect(px.tileAt(Number(row), Number(col))).toHaveAttribute('data-owner', /\d/);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: '/tmp/prox-end-dark.png' });
});
