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
  const walk = async (label: string, prep: () => Promise<unknown>) => {
    await hero.click(2, 2);
    await page.waitForTimeout(800);
    await prep();
    console.log(label, await fps(page), await fps(page));
    await hero.click(100, 100);
    await page.waitForTimeout(300);
  };
  await walk('baseline', async () => 0);
  await walk('layer hidden', () => page.evaluate(() => ((document.querySelector('.hero-layer') as SVGElement).style.display = 'none')));
  await page.evaluate(() => ((document.querySelector('.hero-layer') as SVGElement).style.display = ''));
  await walk('no will-change', () => page.evaluate(() => ((document.querySelector('.hero-layer') as SVGElement).style.willChange = 'auto')));
  await walk('no :has rule', () => page.evaluate(() => { for (const sh of Array.from(document.styleSheets)) { const rules = Array.from(sh.cssRules); rules.forEach((r, i) => { if (r.cssText.includes(':has(')) sh.deleteRule(i); }); } }));
});
