// npm run audit: builds the app, serves the build as it is deployed, and runs Lighthouse (mobile profile, its default)
// on it with Debian's Chromium: RUNS times (default 3) from a cold cache, and RUNS times as a second visit (the service
// worker installed and its precache filled by a first visit). It prints every run, the median of each score and of
// FCP, LCP, TBT and CLS against Hexlab's goals, the audits that fell short, and the machine's load average before and
// after. A benchmark, not a test: it is not part of `npm test`, and its figures mean something on a quiet machine.
// Ports: AUDIT_PORT (the server, default 4174) and CHROME_PORT (Chromium's debugging port, default: a free one).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { build, preview } from 'vite';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, chromiumArgs } from '../e2e/chromium-path.mjs';

const port = Number(process.env.AUDIT_PORT ?? 4174);
// Each run's Chromium gets a free port of its own unless CHROME_PORT names one (a port reused at once after the last
// Chromium was stopped can still refuse connections).
const chromePort = process.env.CHROME_PORT ? Number(process.env.CHROME_PORT) : undefined;
/** AUDIT_SAVE: a folder to keep each run's whole Lighthouse report in (JSON), to read why a figure is what it is. */
const SAVE = process.env.AUDIT_SAVE;
if (SAVE) mkdirSync(SAVE, { recursive: true });
/** AUDIT_VISITS: which visits to run, `cold`, `warm` or both (the default). */
const VISITS = (process.env.AUDIT_VISITS ?? 'cold,warm').split(',');
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const SCORE_GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
/** Metric goals in milliseconds (CLS unitless), per visit: the most each median may be. */
const METRIC_GOALS = {
  cold: { 'first-contentful-paint': 1200, 'largest-contentful-paint': 2000, 'cumulative-layout-shift': 0 },
  warm: { 'largest-contentful-paint': 1000, 'cumulative-layout-shift': 0 },
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const SHORT = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const showMetric = (id, v) => (id === 'cumulative-layout-shift' ? v.toFixed(3) : `${Math.round(v)} ms`);

/** The elements an accessibility or SEO audit blames, as Lighthouse names them (a few). */
const where = (audit) =>
  (audit.details?.items ?? [])
    .flatMap((item) => [item.node, item.tapTarget, item.subItems?.items?.[0]?.relatedNode].filter(Boolean))
    .map((node) => node.selector || node.snippet)
    .slice(0, 4);

/** One Lighthouse run in its own Chromium; a warm run first visits once, so the service worker and its cache are there. */
async function audit(url, warm) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromium.executablePath,
    chromeFlags: chromiumArgs,
    port: chromePort,
  });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(SCORE_GOALS) };
    if (warm) {
      // The first visit: the service worker installs and precaches the app. Lighthouse keeps storage when told to.
      await lighthouse(url, { ...flags, disableStorageReset: true, onlyCategories: ['performance'] });
    }
    const result = await lighthouse(url, { ...flags, disableStorageReset: warm });
    if (!result) throw new Error('Lighthouse returned no result.');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const before = load();
await build({ logLevel: 'warn' });
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true } });
const url = `http://127.0.0.1:${port}/`;
let unmet = 0;
try {
  for (const visit of VISITS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await audit(url, visit === 'warm');
      runs.push(lhr);
      if (SAVE) writeFileSync(`${SAVE}/${visit}-${i + 1}.json`, JSON.stringify(lhr));
      const scores = Object.keys(SCORE_GOALS).map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`);
      const metrics = METRICS.map((m) => `${SHORT[m]} ${showMetric(m, lhr.audits[m].numericValue)}`);
      console.log(`${visit} run ${i + 1}: ${scores.join(', ')}; ${metrics.join(', ')} (load ${load()})`);
    }
    const lhr = runs[0];
    console.log(
      `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${url}, ${visit} visit, median of ${RUNS}:`,
    );
    for (const [id, goal] of Object.entries(SCORE_GOALS)) {
      const score = median(runs.map((r) => Math.round(r.categories[id].score * 100)));
      const met = score >= goal;
      unmet += met ? 0 : 1;
      console.log(
        `  ${lhr.categories[id].title.padEnd(16)} ${String(score).padStart(3)}  (goal ${goal === 100 ? '' : '>= '}${goal}: ${met ? 'met' : 'NOT met'})`,
      );
    }
    for (const m of METRICS) {
      const value = median(runs.map((r) => r.audits[m].numericValue));
      const goal = METRIC_GOALS[visit][m];
      const met = goal === undefined || value <= goal + (m === 'cumulative-layout-shift' ? 0.0005 : 0);
      unmet += met ? 0 : 1;
      console.log(
        `  ${lhr.audits[m].title.padEnd(26)} ${showMetric(m, value).padStart(9)}${goal === undefined ? '' : `  (goal <= ${showMetric(m, goal)}: ${met ? 'met' : 'NOT met'})`}`,
      );
    }
    // What fell short in the last run, so a low score says why.
    const last = runs.at(-1);
    for (const id of Object.keys(SCORE_GOALS)) {
      for (const ref of last.categories[id].auditRefs) {
        const a = last.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) {
          console.log(`    ${id}: ${a.score.toFixed(2)} ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
          for (const node of where(a)) console.log(`         at ${node}`);
        }
      }
    }
    console.log('');
  }
} finally {
  await new Promise((resolve) => server.httpServer.close(resolve));
}
console.log(
  `Load average (1, 5, 15 min): ${before} before, ${load()} after. ${unmet ? `${unmet} goal(s) not met.` : 'Every goal met.'}`,
);
