// Checks a puzzle off the page's thread (checkLevel, step by step as cells are revealed), so the page never freezes;
// the page cancels by ending the worker. GLPK (WebAssembly) is loaded here, and only here, as the exact engine for the
// steps our own search finds hard (games/puzzle/ilp.ts): it never reaches the page's own files.
import GLPK from 'glpk.js/node';
import { parseLevel } from '../../games/puzzle/level';
import { buildPuzzle } from '../../games/puzzle/board';
import { checkLevel } from '../../games/puzzle/check';
import type { PuzzleCheckMessage, PuzzleCheckRequest } from '../../games/puzzle/check.protocol';
import { forcedByIlp } from '../../games/puzzle/ilp';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// Loading starts with the worker; a GLPK that fails to load leaves the check exact, only slower on hard steps.
const glpkReady = GLPK().catch(() => null);

scope.onmessage = async (e: MessageEvent<PuzzleCheckRequest>) => {
  const read = parseLevel(e.data.text);
  if (!read.ok) return scope.postMessage({ type: 'unreadable' } satisfies PuzzleCheckMessage);
  const glpk = await glpkReady;
  let shown = -1;
  const result = checkLevel(buildPuzzle(read.level), {
    onProgress: (done, total) => {
      // At most a hundred messages a check.
      const step = Math.floor((done / Math.max(1, total)) * 100);
      if (step === shown) return;
      shown = step;
      scope.postMessage({ type: 'progress', done, total } satisfies PuzzleCheckMessage);
    },
    deep: glpk ? (c) => forcedByIlp(glpk, c) : undefined,
  });
  if (result.verdict === 'stopped') return;
  scope.postMessage({ type: 'done', result } satisfies PuzzleCheckMessage);
};
