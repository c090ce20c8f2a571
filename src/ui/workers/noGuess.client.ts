import type { NoGuessDone, NoGuessMessage, NoGuessRequest } from '../../games/minesweeper/solver/noGuess.protocol';

export type { NoGuessDone, NoGuessRequest } from '../../games/minesweeper/solver/noGuess.protocol';

const spawn = () => new Worker(new URL('./noGuess.worker.ts', import.meta.url), { type: 'module' });

/** A worker started ahead of the first no-guess board, its code fetched and run; dropped if it fails to start. */
let warm: Worker | null = null;

/**
 * The worker index.html's script started before the app ran, on a first visit (scripts/prerender.ts, entryLoader),
 * taken over once: the page's script drops it if it fails to start.
 */
function takeEarly(): Worker | null {
  const page = globalThis as { hxNoGuessWorker?: Worker | null };
  const early = page.hxNoGuessWorker ?? null;
  page.hxNoGuessWorker = null;
  return early;
}

/**
 * Starts a worker for the next no-guess board now (its code comes while the page hydrates, when the network is idle),
 * so a first click waits for no download and no worker start (main.tsx, on a first visit). The one index.html started
 * is taken rather than a second.
 */
export function warmNoGuessWorker(): void {
  if (warm) return;
  const worker = takeEarly() ?? spawn();
  worker.addEventListener('error', () => {
    if (warm === worker) warm = null;
    worker.terminate();
  });
  warm = worker;
}

/**
 * Make a no-guess board in a Web Worker (the one started ahead, if any). `cancel()` stops the worker at once and
 * settles the promise as not ok, so a caller awaiting it is never left hanging. A crashed worker rejects with the
 * browser's message, if any.
 */
export function runNoGuessInWorker(
  request: NoGuessRequest,
  onProgress?: (fraction: number) => void,
): { promise: Promise<NoGuessDone>; cancel(): void } {
  const worker = warm ?? takeEarly() ?? spawn();
  warm = null;
  let finish: (r: NoGuessDone) => void = () => {};
  const promise = new Promise<NoGuessDone>((resolve, reject) => {
    finish = (r) => {
      worker.terminate();
      resolve(r);
    };
    worker.onmessage = (e: MessageEvent<NoGuessMessage>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress?.(m.fraction);
      else finish({ mines: m.mines, ok: m.ok, reason: m.reason });
    };
    worker.onerror = (e) => {
      worker.terminate();
      // The browser's own words (it may have none): the mines catalogue says what failed, in the reader's language.
      reject(new Error(e.message));
    };
  });
  worker.postMessage(request);
  return { promise, cancel: () => finish({ mines: new Uint8Array(0), ok: false, reason: { kind: 'cancelled' } }) };
}
