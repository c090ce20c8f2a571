import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the install script
import { findChromium, chromiumArgs } from './chromium-path.mjs';

const browser = findChromium() as { executablePath: string } | null;
const port = Number(process.env.BENCH_PORT ?? 4190);

// `npm run bench:browser`: rendering benchmarks in Chromium against a production build (not timed unit tests).
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.benchspec\.ts/,
  outputDir: '../test-results/bench',
  workers: 1,
  timeout: 600_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1200, height: 900 },
    // The app registers a service worker; a bench page is always a first visit.
    serviceWorkers: 'block',
    launchOptions: { executablePath: browser?.executablePath, args: chromiumArgs },
  },
  webServer: [
    {
      command: `npx vite build --config bench/browser/vite.config.ts --logLevel error --outDir ../../.e2e-dist/bench --emptyOutDir && npx vite preview --config bench/browser/vite.config.ts --outDir ../../.e2e-dist/bench --host 127.0.0.1 --port ${port} --strictPort`,
      cwd: '..',
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // The app itself, for the benchmarks that open real links (bounded.benchspec.ts), one port up.
    {
      command: `npx vite build --logLevel error --outDir .e2e-dist/bench-app --emptyOutDir && npx vite preview --outDir .e2e-dist/bench-app --host 127.0.0.1 --port ${port + 1} --strictPort`,
      cwd: '..',
      url: `http://127.0.0.1:${port + 1}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
