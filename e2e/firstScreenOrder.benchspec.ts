// What a first visit waits for on a slow network: when the first screen's file, the texts its hydration
// waits for and the code of the parts hydrated later (src/ui/lazyPart.tsx, hydratedPart) have arrived, counted from the
// start of navigation, on Chromium's throttled network. index.html asks for start-up's code (src/app/boot.ts, one
// chunk) and the English texts beside the first screen's file (scripts/prerender.ts, firstWaits); src/app/start.ts
// asks for the parts (a hydrated first screen, once the app runs). The hydration waits for the texts and start-up.
// `npx playwright test -c e2e/playwright.bench.config.ts e2e/firstScreenOrder.benchspec.ts` (ORDER_ROUNDS fresh pages).
import { test } from '@playwright/test';

const ROUNDS = Number(process.env.ORDER_ROUNDS ?? 3);
const app = `http://127.0.0.1:${Number(process.env.BENCH_PORT ?? 4190) + 1}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Chromium's network throttling: round trip in ms, throughput in bytes a second. */
const NETWORKS = {
  'slow 4G': { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  '3G': { latency: 300, downloadThroughput: 700e3 / 8, uploadThroughput: 700e3 / 8 },
};
const WINDOWS = [
  { name: '1280 x 800', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  { name: '390 x 844 touch', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];
/** The files each time is taken from (the texts: the four namespaces the first screen shows, ui/shell/firstPaint.ts). */
const FILES = {
  app: /\/assets\/app-/,
  texts: /\/assets\/(shell|minesweeper|messages|progress)-[\w-]+\.js$/,
  parts: /\/assets\/(shellParts|boardExtras|MinesweeperPanel|LayoutPanel)-[\w-]+\.js$/,
  startUp: /\/assets\/startUp-[\w-]+\.js$/,
};

test("a first visit's files on a slow network: the first screen's, its texts, then the parts hydrated later", async ({
  browser,
}) => {
  const rows: Record<string, string | number>[] = [];
  for (const [network, conditions] of Object.entries(NETWORKS))
    for (const { name, ...use } of WINDOWS) {
      const times: Record<keyof typeof FILES, number[]> = { app: [], texts: [], parts: [], startUp: [] };
      for (let round = 0; round < ROUNDS; round++) {
        const context = await browser.newContext(use);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
        await page.goto(`${app}/`);
        // Every part's file has come (each part is then hydrated: prerender.spec.ts).
        const ends = await page.waitForFunction(
          (files) => {
            const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const end = (source: string) => {
              const got = res.filter((e) => new RegExp(source).test(e.name) && e.responseEnd > 0);
              return got.length ? Math.max(...got.map((e) => e.responseEnd)) : null;
            };
            const found = Object.fromEntries(Object.entries(files).map(([k, source]) => [k, end(source)]));
            return Object.values(found).every((v) => v !== null) && found;
          },
          Object.fromEntries(Object.entries(FILES).map(([k, re]) => [k, re.source])),
          { timeout: 60_000 },
        );
        const got = (await ends.jsonValue()) as Record<keyof typeof FILES, number>;
        for (const k of Object.keys(times) as (keyof typeof FILES)[]) times[k].push(got[k]);
        await context.close();
      }
      rows.push({
        network,
        window: name,
        'first screen file, ms': Math.round(median(times.app)),
        'texts, ms': Math.round(median(times.texts)),
        "start-up's code, ms": Math.round(median(times.startUp)),
        // The hydration can begin once the first screen's file, its texts and start-up's code are all in.
        'the hydration can begin, ms': Math.round(
          median(times.texts.map((t, i) => Math.max(t, times.startUp[i], times.app[i]))),
        ),
        'parts hydrated later, ms': Math.round(median(times.parts)),
      });
    }
  console.log(`\nA first visit's files, from the start of navigation (median of ${ROUNDS} fresh pages each):`);
  console.table(rows);
});
