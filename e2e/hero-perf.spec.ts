// Throwaway: a big board in Hero mode, for timings and a look.
import { test } from './fixtures';
import { HeroPage } from './hero.page';
import { encodeShare } from '../src/share';

test('big board', async ({ page }) => {
  const n = 200;
  const level = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => ((r * 7 + c * 13) % 11 === 0 ? 1 : (r * 3 + c) % 17 === 0 ? 5 : 0)));
  const hero = new HeroPage(page);
  await hero.open(encodeShare({ mode: 'hero', orientation: 'pointy', parity: 'odd', hexSize: 8, level }));
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await hero.click(2, 2);
  await page.waitForTimeout(2500);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((nd) => [nd.id, nd]));
  (profile.samples ?? []).forEach((id, i) => {
    const nd = byId.get(id)!;
    const key = `${nd.callFrame.functionName || '(anon)'} ${nd.callFrame.url.split('/').pop()}:${nd.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
});
