// Generates a puzzle off the page's thread (a hard one, graded in its band, takes about a second, up to 3 s), so the
// page never freezes; the page cancels by ending the worker. The same options give the same level as generatePuzzle
// on the page.
import { generatePuzzle, type GenerateOptions } from '../../games/puzzle/generate';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<GenerateOptions>) => scope.postMessage(generatePuzzle(e.data));
