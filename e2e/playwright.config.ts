import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the install script
import { findChromium, chromiumArgs } from './chromium-path.mjs';
// @ts-expect-error plain ESM helper
import { freePort } from './free-port.mjs';

const browser = findChromium() as { executablePath: string } | null;
// The port: E2E_PORT, else one the OS says is free, chosen once in the main process and handed to the workers (which
// load this file again) through the environment.
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const outDir = `.e2e-dist/${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous limits: the suite must pass on a busy machine (a whole game played twice took 31 s at a load of 24).
  // Nothing waits for these; each wait ends as soon as its condition holds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The app speaks the browser's language; the specs read English unless they switch (i18n.spec.ts).
    locale: 'en-US',
    launchOptions: { executablePath: browser?.executablePath, args: chromiumArgs },
    trace: 'off',
    // The built app registers a service worker; specs run without it (a cache between them would make them depend
    // on each other). offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx vite build --logLevel error --outDir ${outDir} && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: '..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
