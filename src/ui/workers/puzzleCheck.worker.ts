// Checks a puzzle off the page's thread (checkLevel, step by step as cells are revealed), so the page never freezes;
// the page cancels by ending the worker.
import { parseLevel } from '../../games/puzzle/level';
import { buildPuzzle } from '../../games/puzzle/board';
import { checkLevel } from '../../games/puzzle/check';
import type { PuzzleCheckMessage, PuzzleCheckRequest } from '../../games/puzzle/check.protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<PuzzleCheckRequest>) => {
  const read = parseLevel(e.data.text);
  if (!read.ok) return scope.postMessage({ type: 'unreadable' } satisfies PuzzleCheckMessage);
  let shown = -1;
  const result = checkLevel(buildPuzzle(read.level), {
    onProgress: (done, total) => {
      // At most a hundred messages a check.
      const step = Math.floor((done / Math.max(1, total)) * 100);
      if (step === shown) return;
      shown = step;
      scope.postMessage({ type: 'progress', done, total } satisfies PuzzleCheckMessage);
    },
  });
  if (result.verdict === 'stopped') return;
  scope.postMessage({ type: 'done', result } satisfies PuzzleCheckMessage);
};
