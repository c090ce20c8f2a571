import type { GenerateOptions } from '../../games/puzzle/generate';
import type { Level } from '../../games/puzzle/level';

/** What the worker makes: a puzzle from options, or a date's daily puzzle. */
export type GenerateRequest = GenerateOptions | { daily: string };

/**
 * Generate a puzzle in a Web Worker (or a date's daily puzzle: null for a date that does not exist). `cancel()` ends the worker at once and settles the promise with null, so a
 * caller awaiting it is never left hanging. A crashed worker rejects with the browser's message, if any.
 */
export function generatePuzzleInWorker(options: GenerateRequest): { promise: Promise<Level | null>; cancel(): void } {
  const worker = new Worker(new URL('./puzzleGenerate.worker.ts', import.meta.url), { type: 'module' });
  let finish: (r: Level | null) => void = () => {};
  const promise = new Promise<Level | null>((resolve, reject) => {
    finish = (r) => {
      worker.terminate();
      resolve(r);
    };
    worker.onmessage = (e: MessageEvent<Level | null>) => finish(e.data);
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
  });
  worker.postMessage(options);
  return { promise, cancel: () => finish(null) };
}
