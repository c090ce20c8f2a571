// The engine a run uses (HEXLAB_ENGINE, chosen by the npm script), started once per run, and `flow`: a test that
// gets a page in a fresh session and fails on any page error, unhandled rejection or console error.
import { appendFileSync } from 'node:fs';
import { inject, test, expect } from 'vitest';
import type { Engine, EngineName, EnginePage, Viewport } from './adapter';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: EngineName;
    baseURL: string;
    driverPort: number;
    /** where the worker notes the process id of each browser it launches, for globalSetup to stop at the end */
    pidFile: string;
  }
}

async function start(): Promise<Engine> {
  const name = inject('engine');
  const base = inject('baseURL');
  const launched = (pid: number) => appendFileSync(inject('pidFile'), `${pid}\n`);
  if (name === 'webkit') return (await import('./webkit')).webkitEngine(base, inject('driverPort'));
  return (await import('./puppeteer')).launchPuppeteer(name, base, launched);
}

/** One engine per run: the test files share the worker (isolate: false), so it lives on globalThis. */
export function engine(): Promise<Engine> {
  const g = globalThis as { hexlabEngine?: Promise<Engine> };
  if (!g.hexlabEngine) {
    g.hexlabEngine = start();
  }
  return g.hexlabEngine;
}

export const engineName = (): EngineName => inject('engine');

/**
 * WebKitWebDriver ends a session whose web page crashed or hung ("invalid session id"); MiniBrowser then logs
 * "WebProcess CRASHED" (test-results/engines/webkit-driver.log). WebKitGTK 2.50's web process aborted in a garbage
 * collection soon after a navigation, once the flows' scripts had read a control's `labels` (a live NodeList): a core
 * dump showed SIGABRT under JSC's allocator. records.flow.ts lost 4 runs in 6 that way; the scripts now find a control
 * through its <label>'s `control` (app.ts), and it lost none in 10. Should such a crash come back, the flow runs once
 * more in a new session, saying so; any other failure, and a second lost session, fail the test.
 */
const LOST_SESSION_RUNS = 2;
const lostSession = (e: unknown) =>
  e instanceof Error && /invalid session id|session deleted because of page crash or hang/i.test(e.message);

/** A browser test: a page in a fresh session (desktop-sized unless `viewport` says), closed afterwards; it fails on any error the page reported. */
export function flow(name: string, body: (page: EnginePage) => Promise<void>, timeout = 180_000, viewport?: Viewport) {
  test(
    name,
    async () => {
      for (let attempt = 1; ; attempt++) {
        const page = await (await engine()).newPage(viewport);
        try {
          await body(page);
          expect(await page.errors(), 'the page logged errors').toEqual([]);
          return;
        } catch (e) {
          if (attempt < LOST_SESSION_RUNS && lostSession(e)) {
            console.warn(
              `${name}: the browser lost its session (${(e as Error).message.split('\n')[0]}); running the flow again in a new one (run ${attempt + 1} of at most ${LOST_SESSION_RUNS})`,
            );
            continue;
          }
          // Report the page's errors with the failure: they are often its cause.
          const errors = await page.errors().catch(() => []);
          if (errors.length && e instanceof Error) e.message += `\npage errors:\n${errors.join('\n')}`;
          throw e;
        } finally {
          await page.close().catch(() => {});
        }
      }
    },
    timeout,
  );
}
