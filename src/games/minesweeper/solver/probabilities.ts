import { solveExact } from './exact';
import { readPosition } from './position';
import type { Knowledge } from './types';

/** The exact mine probability of every hidden floor tile (1 for proven mines); NaN for revealed tiles, walls and contradictions. */
export function probabilities(k: Knowledge): Float64Array {
  const pos = readPosition(k);
  const ex = pos && solveExact(pos);
  if (!pos || !ex) return new Float64Array(k.board.size).fill(NaN);
  for (let t = 0; t < k.board.size; t++) if (pos.mine[t]) ex.prob[t] = 1;
  return ex.prob;
}

/** After a loss: whether any tile was provably safe before the fatal click (if none, the click was a forced guess). */
export function classifyLoss(k: Knowledge, clicked: number): { forcedGuess: boolean; safeTiles: number[] } {
  const pos = readPosition(k);
  const ex = pos && solveExact(pos);
  if (!ex) return { forcedGuess: false, safeTiles: [] };
  const safeTiles: number[] = [];
  for (let t = 0; t < k.board.size; t++) if (ex.certain[t] === 0) safeTiles.push(t);
  return { forcedGuess: safeTiles.length === 0 && ex.certain[clicked] !== 1, safeTiles };
}
