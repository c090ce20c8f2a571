import { DETOUR_LEVEL } from '../src/games/hero/testing';
import { encodeShare } from '../src/share';
import { test, expect } from './fixtures';
import { HeroPage } from './hero.page';

// On this board the axial tutorial's recursive pathfinder walks 14 steps from (3, 0) to (3, 6); the shortest takes 7.
const link = encodeShare({
  mode: 'hero',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: DETOUR_LEVEL,
  hero: { tile: { row: 3, col: 0 }, target: { row: 3, col: 6 } },
});

test('the comparison table draws a row’s path on the board: picked, or for as long as the pointer is on the row', async ({
  page,
}) => {
  const hero = new HeroPage(page);
  await hero.open(link);
  await hero.settings();
  const table = page.getByTestId('compare-table');
  const tutorial = table.locator('tr[data-algorithm="tutorial"]');
  await tutorial.getByRole('button').click();
  await expect(tutorial.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  const drawn = page.getByTestId('compare-path');
  await expect(drawn).toHaveAttribute('data-algorithm', 'tutorial');
  await expect(drawn).toHaveAttribute('data-steps', '14');
  await expect(hero.svg.locator('polygon[data-compare-path]')).toHaveCount(15);
  await expect(hero.tile(3, 0)).toHaveAttribute('data-compare-path', '0');

  await table.locator('tr[data-algorithm="astar"] td').first().hover();
  await expect(drawn).toHaveAttribute('data-algorithm', 'astar');
  await expect(drawn).toHaveAttribute('data-steps', '7');
  await page.getByTestId('status-bar').hover();
  await expect(drawn).toHaveAttribute('data-algorithm', 'tutorial');
  await tutorial.getByRole('button').click();
  await expect(drawn).toHaveCount(0);
  await expect(hero.svg.locator('polygon[data-compare-path]')).toHaveCount(0);
});

test('Hero mode draws the collision box and test points on demand, and they go with the hero', async ({ page }) => {
  const hero = new HeroPage(page);
  await hero.open(link);
  await hero.settings();
  const probe = hero.hero.getByTestId('collision-probe');
  await expect(probe).toHaveCount(0);
  await page.getByLabel('Collision box and test points').check();
  await expect(probe).toHaveAttribute('data-fits', 'yes');
  const points = Number(await probe.getAttribute('data-points'));
  expect(points).toBeGreaterThanOrEqual(5);
  await expect(probe.locator('circle[data-free="yes"]')).toHaveCount(points);
  // A link shows the route; a click sets the hero walking it.
  await hero.click(3, 6);
  await hero.waitArrival(3, 6);
  // It comes to rest centred on the tile the hero stops on.
  const tile = await hero.screenCentre(3, 6);
  await expect
    .poll(async () => {
      const box = (await probe.locator('rect').boundingBox())!;
      return Math.hypot(box.x + box.width / 2 - tile.x, box.y + box.height / 2 - tile.y);
    })
    .toBeLessThan(2);
  await page.getByLabel('Collision box and test points').uncheck();
  await expect(probe).toHaveCount(0);
});
