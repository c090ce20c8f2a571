import type { AiRequest, MoveChoice } from '../../games/proximity';

/** A running AI request: its answer, and a way to drop it (e.g. on undo or a new game). */
export interface AiJob {
  readonly promise: Promise<MoveChoice>;
  cancel(): void;
}

/**
 * Ask the AI for a move in a Web Worker. Each request gets its own worker, ended when it answers or on cancel,
 * so a cancelled search stops at once instead of finishing in the background. A cancelled job's promise rejects
 * with an error named 'AbortError'.
 */
export function chooseMoveInWorker(request: AiRequest): AiJob {
  const worker = new Worker(new URL('./ai.worker.ts', import.meta.url), { type: 'module' });
  let settle: { resolve: (m: MoveChoice) => void; reject: (e: Error) => void } | null = null;
  const promise = new Promise<MoveChoice>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const finish = (outcome: MoveChoice | Error): void => {
    const s = settle;
    if (!s) return;
    settle = null;
    worker.terminate();
    if (outcome instanceof Error) s.reject(outcome);
    else s.resolve(outcome);
  };
  worker.onmessage = (event: MessageEvent<MoveChoice>) => finish(event.data);
  // The browser's own words (it may have none): the notice's catalogue says what failed, in the reader's language.
  worker.onerror = (event: ErrorEvent) => finish(new Error(event.message));
  worker.postMessage(request);
  return {
    promise,
    cancel: () => {
      const error = new Error('AI request cancelled');
      error.name = 'AbortError';
      finish(error);
    },
  };
}
