// Throwaway: a big board in Hero mode, for timings and a look.
import { test } from './fixtures';
import { HeroPage } from './hero.page';
import { encodeShare } from '../src/share';

const fps = (page: import('@playwright/test').Page) => page.evaluate(() => new Promise<number>((res) => { let k = 0; const s = performance.now(); const f = () => { k++; if (performance.now() - s < 1000) requestAnimationFrame(f); else res(k); }; requestAnimationFrame(f); }));

test('big board', async ({ page }) => {
  test.setTimeout(120_000);
  const n = 200;
  const level = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => ((r * 7 + c * 13) % 11 === 0 ? 1 : (r * 3 + c) % 17 === 0 ? 5 : 0)));
  const hero = new HeroPage(page);
  await hero.open(encodeShare({ mode: 'hero', orientation: 'pointy', parity: 'odd', hexSize: 8, level }));
  await page.waitForTimeout(500);
  await page.evaluate(() => { (window as any).lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).lt.push(Math.round(e.duration)); }).observe({ type: 'longtask' }); });
  const t0 = Date.now();
  await hero.click(2, 2);
  await page.getByTestId('path-length').filter({ hasText: /^\d\d+/ }).waitFor();
  console.log('long click to path ms', Date.now() - t0);
  console.log('walking fps', await fps(page), await fps(page), await fps(page));
  await page.evaluate(() => ((document.querySelector('.hero-layer') as HTMLElement).style.display = 'none'));
  console.log('walking fps, token hidden', await fps(page), await fps(page));
  console.log('long tasks', await page.evaluate(() => (window as any).lt));
  await page.screenshot({ path: '/tmp/hero-big.png' });
});
