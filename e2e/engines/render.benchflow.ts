// The rendering bench in Firefox and WebKit (informative: WebKitGTK rasterises in software here, and neither is the
// engine the board's performance goals are set in). The same bench page and measures as e2e/render.benchspec.ts:
// the first render of 10,000 tiles, Hexlab beside react-hexgrid, and a one-tile change on a mounted Hexlab board.
import { waitFor } from './app';
import type { EnginePage } from './adapter';
import { engineName, flow } from './engine';

type Bench = {
  mount(): Promise<{ ms: number; tiles: number }>;
  changeOne(i: number): Promise<{ script: number; work: number; gap: number }>;
  idle(): Promise<number>;
};
const N = 10_000;
/** First renders, each on a newly loaded page, the libraries taking turns. */
const MOUNTS = 3;
/** As in the Chromium bench: a board is left this long after mounting before its one-tile changes are timed. */
const SETTLE_MS = 300;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function load(page: EnginePage, lib: 'hexlab' | 'hexgrid') {
  await page.goto(`/?lib=${lib}&n=${N}`);
  await waitFor(page, 'the bench page', () => 'bench' in window, []);
}

flow(
  `render ${N.toLocaleString('en')} tiles and change one`,
  async (page) => {
    const mounts = { hexlab: [] as number[], hexgrid: [] as number[] };
    let tiles = 0;
    for (let round = 0; round < MOUNTS; round++) {
      for (const lib of ['hexlab', 'hexgrid'] as const) {
        await load(page, lib);
        const r = await page.evaluate(() => (window as unknown as { bench: Bench }).bench.mount());
        mounts[lib].push(r.ms);
        if (lib === 'hexlab') tiles = r.tiles;
      }
    }
    await load(page, 'hexlab');
    await page.evaluate(() => (window as unknown as { bench: Bench }).bench.mount());
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const one = { script: [] as number[], work: [] as number[], gap: [] as number[] };
    for (let i = 0; i < 15; i++) {
      const r = await page.evaluate((k: number) => (window as unknown as { bench: Bench }).bench.changeOne(k * 37), i);
      one.script.push(r.script);
      one.work.push(r.work);
      one.gap.push(r.gap);
    }
    const idle: number[] = [];
    for (let i = 0; i < 10; i++)
      idle.push(await page.evaluate(() => (window as unknown as { bench: Bench }).bench.idle()));

    const f = (x: number) => x.toFixed(1);
    console.log(
      `\n${engineName()}, ${tiles} tiles: first render Hexlab ${median(mounts.hexlab).toFixed(0)} ms (${Math.min(...mounts.hexlab).toFixed(0)}-${Math.max(...mounts.hexlab).toFixed(0)}), ` +
        `react-hexgrid ${median(mounts.hexgrid).toFixed(0)} ms (${Math.min(...mounts.hexgrid).toFixed(0)}-${Math.max(...mounts.hexgrid).toFixed(0)}), median of ${MOUNTS} page loads each; ` +
        `one tile: script ${f(median(one.script))} ms, rendering work in its frame ${f(median(one.work))} ms (worst ${f(Math.max(...one.work))}), next frame after ${f(median(one.gap))} ms (idle frame ${f(median(idle))} ms), median of 15`,
    );
  },
  900_000,
);
