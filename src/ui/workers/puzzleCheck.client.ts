import type { PuzzleCheckDone, PuzzleCheckMessage } from '../../games/puzzle/check.protocol';

/**
 * Check a puzzle (its v1 text) in a Web Worker. `cancel()` ends the worker at once and settles the promise with
 * null, so a caller awaiting it is never left hanging. A crashed worker rejects with the browser's message, if any.
 */
export function checkPuzzleInWorker(
  text: string,
  onProgress?: (done: number, total: number) => void,
): { promise: Promise<PuzzleCheckDone | null>; cancel(): void } {
  const worker = new Worker(new URL('./puzzleCheck.worker.ts', import.meta.url), { type: 'module' });
  let finish: (r: PuzzleCheckDone | null) => void = () => {};
  const promise = new Promise<PuzzleCheckDone | null>((resolve, reject) => {
    finish = (r) => {
      worker.terminate();
      resolve(r);
    };
    worker.onmessage = (e: MessageEvent<PuzzleCheckMessage>) => {
      const m = e.data;
      if (m.type === 'progress') onProgress?.(m.done, m.total);
      else finish(m.type === 'done' ? m.result : null);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
  });
  worker.postMessage({ text });
  return { promise, cancel: () => finish(null) };
}
