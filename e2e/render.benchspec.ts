// Rendering benchmark: Hexlab's board against react-hexgrid in the same run, same Chromium, same sizes.
import { test } from '@playwright/test';

type Bench = {
  mount(): Promise<{ ms: number; tiles: number }>;
  changeOne(i: number): Promise<{ script: number; frame: number }>;
  changeAll(round: number): Promise<number>;
  idle(): Promise<number>;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const n of [10_000, 62_500]) {
  test(`render ${n} tiles: Hexlab vs react-hexgrid`, async ({ browser }) => {
    const rows: Record<string, string | number>[] = [];
    for (const lib of ['hexlab', 'react-hexgrid']) {
      if (lib === 'react-hexgrid' && n > 10_000 && !process.env.BENCH_HEXGRID_LARGE) {
        rows.push({ lib, tiles: n, firstRenderMs: 'skipped (set BENCH_HEXGRID_LARGE=1)', idleFrameMs: '', oneTileScriptMs: '', oneTileFrameMs: '', allTilesMs: '' });
        continue;
      }
      const page = await browser.newPage();
      await page.goto(`/?lib=${lib === 'hexlab' ? 'hexlab' : 'hexgrid'}&n=${n}`);
      await page.waitForFunction(() => 'bench' in window);
      const mount = await page.evaluate(() => (window as unknown as { bench: Bench }).bench.mount());
      const one: number[] = [];
      const oneScript: number[] = [];
      for (let i = 0; i < 15; i++) {
        const r = await page.evaluate((k) => (window as unknown as { bench: Bench }).bench.changeOne(k * 37), i);
        one.push(r.frame);
        oneScript.push(r.script);
      }
      const idle: number[] = [];
      for (let i = 0; i < 10; i++) idle.push(await page.evaluate(() => (window as unknown as { bench: Bench }).bench.idle()));
      const all: number[] = [];
      for (let i = 0; i < 3; i++) all.push(await page.evaluate((k) => (window as unknown as { bench: Bench }).bench.changeAll(k + 1), i));
      rows.push({ lib, tiles: mount.tiles, firstRenderMs: mount.ms.toFixed(0), idleFrameMs: median(idle).toFixed(1), oneTileScriptMs: median(oneScript).toFixed(1), oneTileFrameMs: median(one).toFixed(1), allTilesMs: median(all).toFixed(0) });
      await page.close();
    }
    console.log(`\n${n} tiles (median of 15 one-tile changes, 3 all-tile changes):`);
    console.table(rows);
    const [ours, theirs] = rows;
    if (typeof theirs.firstRenderMs === 'string' && theirs.firstRenderMs.startsWith('skipped')) return;
    console.log(`first render: Hexlab ${ours.firstRenderMs} ms vs react-hexgrid ${theirs.firstRenderMs} ms (ratio ${(Number(ours.firstRenderMs) / Number(theirs.firstRenderMs)).toFixed(2)}); one tile to the next frame: ${ours.oneTileFrameMs} vs ${theirs.oneTileFrameMs} ms (script alone ${ours.oneTileScriptMs} vs ${theirs.oneTileScriptMs} ms)`);
  });
}
