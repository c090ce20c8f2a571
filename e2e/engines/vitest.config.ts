// The Firefox and WebKit runs of the browser flows (e2e/engines/*.flow.ts): `HEXLAB_ENGINE=firefox|webkit`, set by
// `npm run test:e2e:firefox` / `test:e2e:webkit`; with HEXLAB_BENCH, the rendering bench (*.benchflow.ts) instead,
// for `npm run bench:browser`. One worker runs every file in turn, sharing one browser.
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: {
    include: [process.env.HEXLAB_BENCH ? 'e2e/engines/*.benchflow.ts' : 'e2e/engines/*.flow.ts'],
    globalSetup: ['e2e/engines/globalSetup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
