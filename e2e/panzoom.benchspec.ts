// Pan and zoom benchmark: a wheel gesture over a big board, Hexlab's board against the same polygons zoomed by
// rewriting the SVG's viewBox on every wheel event (the usual way, and Hexlab's own before viewport.ts moved a
// transform during gestures). Frames are read from a requestAnimationFrame loop in the page.
import { test, type Browser } from '@playwright/test';

const LIBS = ['hexlab', 'plain'] as const;
const NOTCHES = 12;
const NOTCH_MS = 30;
const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

type Frames = { ts: number[]; halt?: boolean };

async function gesture(browser: Browser, lib: (typeof LIBS)[number], n: number) {
  const page = await browser.newPage();
  await page.goto(`/?lib=${lib}&n=${n}`);
  await page.waitForFunction(() => 'bench' in window);
  await page.evaluate(() => (window as unknown as { bench: { mount(): Promise<unknown> } }).bench.mount());
  // A board left on screen for a while: its layers are rastered and its primers in (TileLayer.tsx).
  await page.waitForTimeout(2000);
  const box = (await page.getByTestId('board').boundingBox())!;
  await page.evaluate(() => {
    const w = window as unknown as { frames: Frames };
    w.frames = { ts: [] };
    const tick = (t: number) => {
      w.frames.ts.push(t);
      if (!w.frames.halt) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.waitForTimeout(100);
  // Six notches in, six out, 30 ms apart, as a hand on a wheel gives them: sent from the page on a timer, so each comes
  // when it is due (or as soon as the page is free) and no notch waits for the previous one to be drawn, as
  // Playwright's mouse.wheel would (it waits for the browser's acknowledgement). The gesture is done when the page
  // has drawn a frame after its last notch.
  const [start, end] = await page.evaluate(
    ([notches, gap, x, y]) =>
      new Promise<[number, number]>((done) => {
        const svg = document.querySelector('svg[data-testid="board"]')!;
        const t0 = performance.now();
        let i = 0;
        const notch = () => {
          svg.dispatchEvent(
            new WheelEvent('wheel', {
              deltaY: i < notches / 2 ? -60 : 40,
              clientX: x,
              clientY: y,
              bubbles: true,
              cancelable: true,
            }),
          );
          if (++i < notches) setTimeout(notch, gap);
          else requestAnimationFrame(() => done([t0, performance.now()]));
        };
        notch();
      }),
    [NOTCHES, NOTCH_MS, box.x + box.width / 2, box.y + box.height / 2],
  );
  await page.waitForTimeout(1500);
  const r = await page.evaluate(
    ([start, end]) => {
      const w = window as unknown as { frames: Frames };
      w.frames.halt = true;
      const ts = w.frames.ts;
      const gaps = (a: number, z: number) => ts.flatMap((t, i) => (i > 0 && t > a && t <= z ? [t - ts[i - 1]] : []));
      return { during: gaps(start, end), after: gaps(end, end + 1500) };
    },
    [start, end],
  );
  await page.close();
  return {
    gestureMs: end - start,
    frameMs: median(r.during),
    worstMs: Math.max(...r.during),
    afterWorstMs: Math.max(...r.after),
  };
}

for (const n of [10_000, 62_500]) {
  test(`pan and zoom ${n} tiles: a wheel gesture, Hexlab vs viewBox zoom`, async ({ browser }) => {
    const runs = new Map<string, Awaited<ReturnType<typeof gesture>>[]>(LIBS.map((lib) => [lib, []]));
    for (let i = 0; i < RUNS; i++) for (const lib of LIBS) runs.get(lib)!.push(await gesture(browser, lib, n));
    const rows = LIBS.map((lib) => {
      const rs = runs.get(lib)!;
      const m = (k: keyof (typeof rs)[number]) => median(rs.map((r) => r[k])).toFixed(0);
      return {
        lib: lib === 'plain' ? 'viewBox zoom' : lib,
        gestureMs: m('gestureMs'),
        gestureRuns: rs.map((r) => r.gestureMs.toFixed(0)).join(' '),
        medianFrameMs: m('frameMs'),
        worstFrameMs: m('worstMs'),
        worstFrameAfterMs: m('afterWorstMs'),
      };
    });
    console.log(
      `\n${n} tiles, ${NOTCHES} wheel notches sent ${NOTCH_MS} ms apart (medians of ${RUNS} fresh pages): time until the last notch is drawn, frames during it, and the worst frame in the 1.5 s after (Hexlab settles the view into the viewBox then)`,
    );
    console.table(rows);
  });
}
