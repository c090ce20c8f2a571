// The longest main-thread task a page has run (the Long Tasks API), for the benchmarks that give a task limit.
import type { Page } from '@playwright/test';

/** Before the page loads: note every long task's duration in `window.longest`. */
export const watchLongTasks = (page: Page): Promise<unknown> =>
  page.addInitScript(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });

/** The longest task so far, in ms; `reset` starts counting afresh. */
export const longestTask = (page: Page, reset = false): Promise<number> =>
  page.evaluate((r) => {
    const w = window as unknown as { longest: number };
    const was = w.longest;
    if (r) w.longest = 0;
    return was;
  }, reset);
