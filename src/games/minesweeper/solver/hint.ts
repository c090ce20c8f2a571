import { proofOf, simplest, type Citations } from '../../deduction';
import { deduce, deducePosition } from './deduce';
import { solveExact } from './exact';
import { readPosition } from './position';
import { globalReason, guessReason, overFlaggedReason, wrongFlagReason } from './text';
import type { Deduction, Hint, Knowledge } from './types';

/** What a hint's words name and the board lights: its proof's citations, or what an unproven hint looks at. */
export const citationsOf = (h: Hint): Citations => h.proof ?? h.seen;

/**
 * One provable tile with its proof record (the least reasoning found: src/games/deduction), else the safest guess.
 * Flags are the player's claims, not knowledge: a hint never points at a flagged tile, except to say that a flag is
 * wrong (the numbers prove its tile safe, or a number has more flags than mines). A safe tile is preferred: when only
 * mines can be proven, those mines are taken as known and the rules run again, because a player who flagged them
 * needs the next safe tile, not the same mine again.
 */
export function hint(k: Knowledge): Hint | null {
  const flagged = k.flagged ?? new Uint8Array(k.board.size);
  const over = overFlagged(k, flagged);
  if (over) return over;
  const known = k.knownMines ? k.knownMines.slice() : new Uint8Array(k.board.size);
  let firstMine: Deduction | undefined;
  for (let round = 0; round < k.board.size; round++) {
    const pos = readPosition({ ...k, knownMines: known });
    if (!pos) break;
    const found = deducePosition(pos, k.counts, true);
    const wrong = found.find((d) => !d.isMine && flagged[d.tile]);
    if (wrong)
      return { kind: 'wrong-flag', tile: wrong.tile, proof: wrong.proof, why: wrongFlagReason(wrong.tile, wrong.why) };
    const safe = simplest(found.filter((d) => !d.isMine));
    if (safe) return { kind: 'safe', tile: safe.tile, proof: safe.proof, why: safe.why };
    if (found.length === 0) break;
    firstMine ??= simplest(found.filter((d) => !flagged[d.tile]));
    for (const d of found) known[d.tile] = 1;
  }
  if (firstMine) return { kind: 'mine', tile: firstMine.tile, proof: firstMine.proof, why: firstMine.why };
  return safestGuess(k, flagged);
}

/**
 * A revealed number with more flags around it than its count contradicts them: a flag there that is not a proven
 * mine is wrong (a proven safe one first).
 */
function overFlagged(k: Knowledge, flagged: Uint8Array): Hint | null {
  const { board } = k;
  let proven: Map<number, boolean> | null = null;
  for (let t = 0; t < board.size; t++) {
    if (!k.revealed[t]) continue;
    const around: number[] = [];
    for (let d = 0; d < 6; d++) {
      const u = board.neighbors[t * 6 + d];
      if (u >= 0 && flagged[u]) around.push(u);
    }
    if (around.length <= k.counts[t]) continue;
    proven ??= new Map(deduce(k).map((d) => [d.tile, d.isMine]));
    const doubtful = around.find((u) => proven?.get(u) === false) ?? around.find((u) => !proven?.get(u));
    if (doubtful === undefined) continue;
    return {
      kind: 'wrong-flag',
      tile: doubtful,
      proof: null,
      seen: { cites: [t], over: around },
      why: overFlaggedReason(t, k.counts[t], around.length, doubtful),
    };
  }
  return null;
}

function safestGuess(k: Knowledge, flagged: Uint8Array): Hint | null {
  const pos = readPosition(k);
  const ex = pos && solveExact(pos);
  if (!ex) return null;
  let best = -1;
  for (let t = 0; t < k.board.size; t++) {
    if (flagged[t] || Number.isNaN(ex.prob[t])) continue;
    if (best < 0 || ex.prob[t] < ex.prob[best]) best = t;
  }
  if (best < 0) return null;
  const comp = ex.componentOf[best];
  const uses = comp >= 0 ? ex.components[comp] : [];
  if (ex.certain[best] === 0) {
    // The thorough count was too big for deduce's budget but not for this unbounded one.
    return {
      kind: 'safe',
      tile: best,
      proof: proofOf(best, 0, 'exhaustive', [], uses, !ex.local[best]),
      why: globalReason(best, false, pos.minesLeft, !ex.local[best]),
    };
  }
  if (ex.certain[best] === 1) return null;
  const seen = { cites: [], over: uses };
  return {
    kind: 'guess',
    tile: best,
    probability: ex.prob[best],
    proof: null,
    seen,
    why: guessReason(best, ex.prob[best]),
  };
}
