// Throwaway: a big board in Hero mode, for timings and a look.
import { test } from './fixtures';
import { HeroPage } from './hero.page';
import { encodeShare } from '../src/share';

const fps = (page: import('@playwright/test').Page) => page.evaluate(() => new Promise<number>((res) => { let k = 0; const s = performance.now(); const f = () => { k++; if (performance.now() - s < 1000) requestAnimationFrame(f); else res(k); }; requestAnimationFrame(f); }));

test('big board', async ({ page }) => {
  const n = 200;
  const level = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => ((r * 7 + c * 13) % 11 === 0 ? 1 : (r * 3 + c) % 17 === 0 ? 5 : 0)));
  const hero = new HeroPage(page);
  await hero.open(encodeShare({ mode: 'lab', orientation: 'pointy', parity: 'odd', hexSize: 8, level }));
  console.log('lab idle fps', await fps(page));
  await hero.mode('Hero');
  await page.waitForTimeout(500);
  console.log('hero idle fps', await fps(page));
  let t0 = Date.now();
  await hero.click(90, 90);
  await page.getByTestId('path-length').filter({ hasText: /\d/ }).waitFor();
  console.log('short click to path ms', Date.now() - t0);
  console.log('walking fps', await fps(page));
  t0 = Date.now();
  await hero.click(2, 2);
  await page.getByTestId('path-length').filter({ hasText: /^\d\d+/ }).waitFor();
  console.log('long click to path ms (no inspector)', Date.now() - t0);
  console.log('walking fps', await fps(page));
});
