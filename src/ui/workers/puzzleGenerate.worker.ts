// Generates a puzzle off the page's thread (a hard one, graded in its band, takes about a second, up to 3 s), so the
// page never freezes; the page cancels by ending the worker. The same options give the same level as generatePuzzle
// on the page; a date (`{ daily }`) gives that day's daily puzzle (null for a date that does not exist).
import { generatePuzzle } from '../../games/puzzle/generate';
import { dailyPuzzle } from '../../games/puzzle/daily';
import type { GenerateRequest } from './puzzleGenerate.client';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<GenerateRequest>) =>
  scope.postMessage('daily' in e.data ? (dailyPuzzle(e.data.daily)?.level ?? null) : generatePuzzle(e.data));
