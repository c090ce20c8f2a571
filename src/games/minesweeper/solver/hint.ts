import { deducePosition } from './deduce';
import { solveExact } from './exact';
import { readPosition } from './position';
import { globalText, guessText } from './text';
import type { Deduction, Hint, Knowledge } from './types';

/**
 * One provable tile with its reasoning, else the safest guess. A safe tile is preferred: when only mines can be proven,
 * those mines are taken as known and the rules run again, because a player who flagged them needs the next safe tile,
 * not the same mine again.
 */
export function hint(k: Knowledge): Hint | null {
  const known = k.knownMines ? k.knownMines.slice() : new Uint8Array(k.board.size);
  let firstMine: Deduction | null = null;
  for (let round = 0; round < k.board.size; round++) {
    const pos = readPosition({ ...k, knownMines: known });
    if (!pos) break;
    const found = deducePosition(pos, k.counts, true);
    const safe = found.find((d) => !d.isMine);
    if (safe) return { kind: 'safe', tile: safe.tile, rule: safe.rule, uses: safe.uses, text: safe.text };
    if (found.length === 0) break;
    firstMine ??= found[0];
    for (const d of found) known[d.tile] = 1;
  }
  if (firstMine) return { kind: 'mine', tile: firstMine.tile, rule: firstMine.rule, uses: firstMine.uses, text: firstMine.text };
  return safestGuess(k);
}

function safestGuess(k: Knowledge): Hint | null {
  const pos = readPosition(k);
  const ex = pos && solveExact(pos);
  if (!ex) return null;
  let best = -1;
  for (let t = 0; t < k.board.size; t++) if (!Number.isNaN(ex.prob[t]) && (best < 0 || ex.prob[t] < ex.prob[best])) best = t;
  if (best < 0) return null;
  const comp = ex.componentOf[best];
  const uses = comp >= 0 ? ex.components[comp] : [];
  if (ex.certain[best] === 0) {
    // The thorough count was too big for deduce's budget but not for this unbounded one.
    return { kind: 'safe', tile: best, rule: 'global', uses, text: globalText(k.board, best, false, pos.minesLeft, !ex.local[best]) };
  }
  return { kind: 'guess', tile: best, probability: ex.prob[best], uses, text: guessText(k.board, best, ex.prob[best]) };
}
