// Builds a no-guess board off the page's thread, so the page never freezes; the page cancels by terminating it.
import { makeBoard } from '../../engine';
import { seededRandom } from '../../games/random';
import { generateNoGuess } from '../../games/minesweeper/solver/generate';
import type { NoGuessMessage, NoGuessRequest } from '../../games/minesweeper/solver/noGuess.protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<NoGuessRequest>) => {
  const { level, orientation, parity, wrap, mineCount, firstClick, seed, timeLimitMs } = e.data;
  const board = makeBoard(level, { orientation, parity, wrap });
  let shown = 0;
  const result = generateNoGuess(board, mineCount, firstClick, seededRandom(seed), {
    timeLimitMs,
    now: () => performance.now(),
    onProgress: (fraction) => {
      if (fraction - shown < 0.01) return;
      shown = fraction;
      scope.postMessage({ type: 'progress', fraction } satisfies NoGuessMessage);
    },
  });
  const done: NoGuessMessage = { type: 'done', mines: result.mines, ok: result.ok, reason: result.reason };
  scope.postMessage(done, [result.mines.buffer]);
};
