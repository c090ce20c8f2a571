// Checks a puzzle off the page's thread (checkLevel, step by step as cells are revealed) and grades a no-guess one
// (gradePuzzle), so the page never freezes; the page cancels by ending the worker. GLPK (WebAssembly) is loaded here,
// and only here, as the exact engine for the steps our own search finds hard (games/puzzle/ilp.ts): it never reaches
// the page's own files.
import GLPK from 'glpk.js/node';
import { parseLevel } from '../../games/puzzle/level';
import { buildPuzzle } from '../../games/puzzle/board';
import { checkLevel } from '../../games/puzzle/check';
import type { PuzzleCheckMessage, PuzzleCheckRequest } from '../../games/puzzle/check.protocol';
import { gradePuzzle } from '../../games/puzzle/grade';
import { forcedByIlp } from '../../games/puzzle/ilp';
import type { Constraints } from '../../games/puzzle/satClues';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// Loading starts with the worker; a GLPK that fails to load leaves the check exact, only slower on hard steps.
const glpkReady = GLPK().catch(() => null);

scope.onmessage = async (e: MessageEvent<PuzzleCheckRequest>) => {
  const read = parseLevel(e.data.text);
  if (!read.ok) return scope.postMessage({ type: 'unreadable' } satisfies PuzzleCheckMessage);
  const glpk = await glpkReady;
  const deep = glpk ? (c: Constraints) => forcedByIlp(glpk, c) : undefined;
  const board = buildPuzzle(read.level);
  let shown = -1;
  const result = checkLevel(board, {
    onProgress: (done, total) => {
      // At most a hundred messages a check.
      const step = Math.floor((done / Math.max(1, total)) * 100);
      if (step === shown) return;
      shown = step;
      scope.postMessage({ type: 'progress', done, total } satisfies PuzzleCheckMessage);
    },
    deep,
  });
  if (result.verdict === 'stopped') return;
  if (result.verdict !== 'no-guess') return scope.postMessage({ type: 'done', result } satisfies PuzzleCheckMessage);
  // A no-guess puzzle is graded by the reasoning its solve needs (the checker's own proofs, so it gets a grade).
  const grade = gradePuzzle(board, { deep })?.grade ?? null;
  scope.postMessage({ type: 'done', result: { ...result, grade } } satisfies PuzzleCheckMessage);
};
