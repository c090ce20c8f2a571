// Once per Firefox or WebKit run: build the app, serve it with `vite preview` (plus the page error collector) on
// E2E_PORT, and for WebKit start WebKitWebDriver on its own X display (xvfb-run), stopping them all afterwards.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EngineName } from './adapter';
// @ts-expect-error plain ESM helper, also run on its own
import { serve } from './serve.mjs';
// @ts-expect-error plain ESM helper shared with the Playwright config
import { freePort } from '../free-port.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

/** Wait until a URL answers (any HTTP status), or fail after `timeout`. */
async function answers(url: string, timeout: number) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeout} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Where the driver's and MiniBrowser's own output goes ("WebProcess CRASHED" when a page's process dies). */
const WEBKIT_LOG = 'test-results/engines/webkit-driver.log';

/** WebKitWebDriver under `xvfb-run -a`, in a process group of its own so that stopping it stops the display too. */
export async function startWebKitDriver(port: number): Promise<() => void> {
  mkdirSync('test-results/engines', { recursive: true });
  const log = openSync(WEBKIT_LOG, 'w');
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: ['ignore', log, log] },
  );
  const stop = () => {
    try {
      process.kill(-driver.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    await answers(`http://127.0.0.1:${port}/status`, 30_000);
  } catch (e) {
    stop();
    throw e;
  }
  return stop;
}

export default async function setup(project: TestProject) {
  const engine = (process.env.HEXLAB_ENGINE ?? 'firefox') as EngineName;
  // The app on E2E_PORT, or with HEXLAB_BENCH the rendering bench page (bench/browser) on BENCH_PORT.
  const bench = !!process.env.HEXLAB_BENCH;
  // Without a port given, one the OS says is free: a server left on a fixed port must not fail the run.
  const given = bench ? process.env.BENCH_PORT : process.env.E2E_PORT;
  const port = given ? Number(given) : (freePort() as number);
  const outDir = resolve(ROOT, '.e2e-dist', bench ? `bench-${port}` : String(port));
  const config = bench ? ['--config', 'bench/browser/vite.config.ts', '--emptyOutDir'] : [];
  // A production build, as users get and as the Chromium specs test: vitest sets NODE_ENV=test, which would otherwise
  // give Vite's build React's development copy (slower, and with development-only console warnings).
  execFileSync('npx', ['vite', 'build', ...config, '--logLevel', 'error', '--outDir', outDir], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const server = await serve(outDir, port, { config: bench ? 'bench/browser/vite.config.ts' : undefined });
  const stops: (() => unknown)[] = [() => server.close()];
  project.provide('engine', engine);
  project.provide('baseURL', `http://127.0.0.1:${port}/`);
  const driverPort = process.env.WEBDRIVER_PORT
    ? Number(process.env.WEBDRIVER_PORT)
    : given
      ? port + (bench ? 3 : 7)
      : (freePort() as number);
  project.provide('driverPort', driverPort);
  if (engine === 'webkit') stops.push(await startWebKitDriver(driverPort));
  // The worker that runs the flows notes the browser it launched here; whatever is still running at the end is stopped.
  const pidFile = join(tmpdir(), `hexlab-engines-${port}-${process.pid}.pids`);
  project.provide('pidFile', pidFile);
  stops.push(() => {
    if (!existsSync(pidFile)) return;
    for (const pid of readFileSync(pidFile, 'utf8').split('\n').filter(Boolean).map(Number)) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // It closed itself.
      }
    }
    rmSync(pidFile, { force: true });
  });
  return async () => {
    for (const stop of stops.reverse()) await stop();
  };
}
