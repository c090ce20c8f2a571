import { test } from './fixtures';
import { ProximityPage } from './proximity.page';

test('screens', async ({ page }) => {
  const px = new ProximityPage(page);
  await px.start();
  await page.getByLabel('Players').selectOption('3');
  await px.seat(2, 'Human');
  await px.seat(3, 'Human');
  for (const [r, c] of [[6, 6], [6, 7], [5, 6], [7, 6], [6, 5], [5, 7], [7, 7]]) await px.click(r, c);
  const c = await px.screenCentre(5, 5);
  await page.mouse.move(c.x, c.y);
  await page.screenshot({ path: '/tmp/prox-light.png' });
  await px.orientation('Vertical');
  await px.seat(2, 'Computer (hard)');
  await px.seat(3, 'Computer (easy)');
  await px.click(6, 6);
  await page.waitForTimeout(200);
  await page.screenshot({ path: '/tmp/prox-vertical.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(3000);
  await page.screenshot({ path: '/tmp/prox-narrow.png', fullPage: true });
});
