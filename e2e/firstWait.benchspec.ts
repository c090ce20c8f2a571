// What a first visit on a slow phone waits for: on Lighthouse's mobile profile (150 ms round trip, 1.6 Mbps
// down, 750 kbps up, CPU 4x slower, through CDP), a phone's first visit (390 x 844, touch), the build served gzipped as
// a host would (vite preview does not compress): when the board is painted (first contentful paint: it is in the
// HTML), when the app runs (<html data-started>), and when a tap on a tile made as soon as the board shows is answered
// (the tile revealed and painted; the tap is kept until the app runs, docs/first-screen.md, "Taps before the app runs"). Beside it a
// bare React 19 app (createRoot and one button) built by the same Vite and served the same way: its button painted,
// running, and a tap on the button answered. Also the files the app waited for, with their gzipped sizes.
// `npx playwright test -c e2e/playwright.bench.config.ts e2e/firstWait.benchspec.ts` (WAIT_ROUNDS fresh visits, 5).
// WAIT_ALSO=<dir>[,<dir>...] also visits other builds of the app (say, one of an earlier commit, `npx vite build
// --outDir <dir>`) in the same rounds, each a row of its own: before and after, measured back to back.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { test, type Browser, type Page } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the Playwright config
import { freePort } from './free-port.mjs';

const ROUNDS = Number(process.env.WAIT_ROUNDS ?? 5);
const ROOT = resolve(import.meta.dirname, '..');
/** The app as the bench config builds it (playwright.bench.config.ts, its second web server). */
const APP = join(ROOT, '.e2e-dist/bench-app');
const BARE = join(ROOT, 'node_modules/.cache/hexlab-bare-bench');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** A static server that sends text gzipped (level 9, as a host's precompressed files), HTTP/1.1, no caching. */
function gzipServer(dir: string, port: number): Promise<Server> {
  const cache = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split(/[?#]/)[0];
    let file = path.endsWith('/') ? `${path}index.html` : path;
    let body: Buffer;
    try {
      body = readFileSync(join(dir, file));
    } catch {
      file = '/index.html';
      body = readFileSync(join(dir, file));
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
    if (!type.startsWith('image/png')) {
      if (!cache.has(file)) cache.set(file, gzipSync(body, { level: 9 }));
      body = cache.get(file)!;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/** A bare React 19 app, createRoot and one button, marked started as the app is (its first commit). */
async function buildBare() {
  mkdirSync(BARE, { recursive: true });
  writeFileSync(
    join(BARE, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />' +
      '<title>bare</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(BARE, 'main.jsx'),
    "import { useLayoutEffect, useState } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      'function App() {\n  const [n, setN] = useState(0);\n' +
      "  useLayoutEffect(() => { document.documentElement.dataset.started = ''; }, []);\n" +
      '  return <button style={{ fontSize: 40, padding: 40 }} data-n={n} onClick={() => setN(n + 1)}>{n}</button>;\n}\n' +
      "createRoot(document.getElementById('root')).render(<App />);\n",
  );
  await build({
    root: BARE,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: join(BARE, 'dist'), emptyOutDir: true, modulePreload: { polyfill: false } },
  });
}

/** In the page from its start: when it starts (data-started) and its first contentful paint. */
const watchStart = () => {
  const w = window as unknown as { startedAt?: number; fcpAt?: number; tapAt?: number; hxBenchPainted?: () => void };
  new PerformanceObserver((l) => {
    const fcp = l.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) return;
    w.fcpAt = fcp.startTime;
    w.hxBenchPainted?.();
  }).observe({ type: 'paint', buffered: true });
  // (<html> is not there yet when this runs: the document is watched.)
  new MutationObserver((_, o) => {
    if (!document.documentElement?.hasAttribute('data-started')) return;
    w.startedAt = performance.now();
    o.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-started'] });
  // When the page got the tap (before index.html's script, which listens on the document).
  addEventListener('pointerdown', (e) => void (w.tapAt ??= e.timeStamp), true);
};

/** Waits until `sel` has `attr` = `value`, then for the frame that paints it; resolves to that time. */
const answeredAt = ([sel, attr, value]: [string, string, string]) =>
  new Promise<number>((done) => {
    const painted = () => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
    const check = () => {
      const el = document.querySelector(sel);
      if (el?.getAttribute(attr) !== value) return false;
      painted();
      return true;
    };
    if (check()) return;
    const o = new MutationObserver(() => check() && o.disconnect());
    o.observe(document.documentElement, { attributes: true, subtree: true, childList: true });
  });

interface Visit {
  painted: number;
  started: number;
  tapAt: number;
  answered: number;
  files: { name: string; kB: number; start: number; end: number }[];
  after: { name: string; kB: number; start: number; end: number }[];
}

async function visit(browser: Browser, url: string, target: string, answer: [string, string, string]): Promise<Visit> {
  const context = await browser.newContext(PHONE);
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 204800,
    uploadThroughput: 93750,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Told at the first contentful paint (the board from the HTML; the bare app's button once it runs).
  let painted!: () => void;
  const paint = new Promise<void>((r) => (painted = r));
  await page.exposeFunction('hxBenchPainted', () => painted());
  await page.addInitScript(watchStart);
  await page.goto(url, { waitUntil: 'commit' });
  await paint;
  // The tap, as soon as what it taps is there.
  const box = (await page.locator(target).boundingBox())!;
  const answered = page.evaluate(answeredAt, answer);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const answeredTime = await answered;
  await page.locator('html[data-started]').waitFor({ state: 'attached', timeout: 60_000 });
  const got = await page.evaluate((answered) => {
    const w = window as unknown as { startedAt: number; fcpAt: number; tapAt: number };
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.responseEnd <= w.startedAt && /\.(js|css)$/.test(new URL(e.name).pathname))
      .map((e) => ({
        name: new URL(e.name).pathname,
        kB: e.encodedBodySize / 1000,
        start: e.startTime,
        end: e.responseEnd,
      }));
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    files.unshift({ name: '/ (index.html)', kB: nav.encodedBodySize / 1000, start: 0, end: nav.responseEnd });
    // What came between the start and the answer (the tap's own code).
    const after = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.responseEnd > w.startedAt && e.responseEnd <= answered)
      .map((e) => ({
        name: new URL(e.name).pathname,
        kB: e.encodedBodySize / 1000,
        start: e.startTime,
        end: e.responseEnd,
      }));
    return { painted: w.fcpAt, started: w.startedAt, tapAt: w.tapAt, files, after };
  }, answeredTime);
  await context.close();
  return { ...got, answered: answeredTime };
}

test("a phone's first visit on Lighthouse's mobile profile: board painted, app running, a first tap answered", async ({
  browser,
}) => {
  await buildBare();
  const appPort = freePort() as number;
  const barePort = freePort() as number;
  const servers = [await gzipServer(APP, appPort), await gzipServer(join(BARE, 'dist'), barePort)];
  try {
    const also = (process.env.WAIT_ALSO ?? '').split(',').filter(Boolean);
    const alsoPorts = also.map(() => freePort() as number);
    for (const [i, dir] of also.entries()) servers.push(await gzipServer(resolve(dir), alsoPorts[i]));
    const runs: Record<string, Visit[]> = { hexlab: [], bare: [], ...Object.fromEntries(also.map((d) => [d, []])) };
    const tile = 'svg[data-testid="board"] polygon[data-row="4"][data-col="4"]';
    const app = (port: number) => visit(browser, `http://127.0.0.1:${port}/`, tile, [tile, 'data-state', 'revealed']);
    for (let round = 0; round < ROUNDS; round++) {
      runs.hexlab.push(await app(appPort));
      for (const [i, dir] of also.entries()) runs[dir].push(await app(alsoPorts[i]));
      runs.bare.push(await visit(browser, `http://127.0.0.1:${barePort}/`, 'button', ['button', 'data-n', '1']));
    }
    const row = (what: string, vs: Visit[]) => ({
      app: what,
      'painted (FCP), ms': Math.round(median(vs.map((v) => v.painted))),
      'running (data-started), ms': Math.round(median(vs.map((v) => v.started))),
      'tap reached the page, ms': Math.round(median(vs.map((v) => v.tapAt))),
      'tap answered (painted), ms': Math.round(median(vs.map((v) => v.answered))),
      'JS + CSS before running, kB gz': Math.round(
        median(vs.map((v) => v.files.filter((f) => f.name !== '/ (index.html)').reduce((n, f) => n + f.kB, 0))),
      ),
    });
    console.log(
      `\nA phone's first visit, Lighthouse's mobile profile, served gzipped (median of ${ROUNDS} fresh visits):`,
    );
    console.table([
      row('Hexlab', runs.hexlab),
      ...also.map((dir) => row(`Hexlab built in ${dir}`, runs[dir])),
      row('bare React 19 (createRoot, one button)', runs.bare),
    ]);
    // The files of the median visit (by start), in the order they came.
    const byStart = [...runs.hexlab].sort((a, b) => a.started - b.started)[Math.floor(ROUNDS / 2)];
    console.log('What Hexlab waited for before it ran (the median visit), each with its gzipped size and arrival:');
    console.table(
      [...byStart.files]
        .sort((a, b) => a.end - b.end)
        .map((f) => ({
          file: f.name,
          'kB gz': Number(f.kB.toFixed(2)),
          'asked, ms': Math.round(f.start),
          'arrived, ms': Math.round(f.end),
        })),
    );
    console.log('Then, until the tap was answered (the median visit):');
    console.table(
      byStart.after.map((f) => ({
        file: f.name,
        'kB gz': Number(f.kB.toFixed(2)),
        'asked, ms': Math.round(f.start),
        'arrived, ms': Math.round(f.end),
      })),
    );
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  } finally {
    await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  }
});
