// npm run audit: builds the app, serves the build, and runs Lighthouse (mobile profile, its default) on it with
// Debian's Chromium, then prints the four category scores against Hexlab's goals and every audit that fell short.
// A benchmark, not a test: it is not part of `npm test`. Ports: AUDIT_PORT (the server, default 4174) and
// CHROME_PORT (Chromium's debugging port, default 9222).
import { build, preview } from 'vite';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium, chromiumArgs } from '../e2e/chromium-path.mjs';

const port = Number(process.env.AUDIT_PORT ?? 4174);
const chromePort = Number(process.env.CHROME_PORT ?? 9222);
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 90 };

const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).');
  process.exit(1);
}

/** The elements an accessibility or SEO audit blames, as Lighthouse names them (a few). */
const where = (audit) =>
  (audit.details?.items ?? [])
    .flatMap((item) => [item.node, item.tapTarget, item.subItems?.items?.[0]?.relatedNode].filter(Boolean))
    .map((node) => node.selector || node.snippet)
    .slice(0, 4);

await build({ logLevel: 'info' });
const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true } });
const url = `http://127.0.0.1:${port}/`;
let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath: chromium.executablePath, chromeFlags: chromiumArgs, port: chromePort });
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GOALS) });
  if (!result) throw new Error('Lighthouse returned no result.');
  const { categories, audits } = result.lhr;
  console.log(`\nLighthouse ${result.lhr.lighthouseVersion}, ${result.lhr.configSettings.formFactor}, ${url}`);
  for (const [id, goal] of Object.entries(GOALS)) {
    const category = categories[id];
    const score = Math.round(category.score * 100);
    console.log(`${category.title.padEnd(16)} ${String(score).padStart(3)}  (goal ${goal === 100 ? '' : '>= '}${goal}: ${score >= goal ? 'met' : 'NOT met'})`);
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        console.log(`    ${audit.score.toFixed(2)} ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        for (const node of where(audit)) console.log(`         at ${node}`);
      }
    }
  }
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  console.log(`\n${metrics.map((m) => `${audits[m].title}: ${audits[m].displayValue}`).join('; ')}`);
} finally {
  await chrome?.kill();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
