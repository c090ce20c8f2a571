// One provable hidden cell, with the simplest proof found and what a player needs to follow it: one clue alone (full,
// already done, or its together/apart shape), then two clues together (with the count that links them where the
// numbers alone explain it), then the count of blue cells still hidden alone, then a hard step: the smallest set of
// clues found (with the count where it takes part), in order from the cell outwards. Data, not sentences: the UI words
// it (ui/puzzle/hintWords.ts). Every clue a hint names proves it without the others (hintProof.ts, and its tests).
import { cheapestProof, countForces } from '../deduction';
import type { PuzzleBoard } from './board';
import { readableClues, remainingBlue, type Clue, type ClueRef } from './clues';
import { analyse, type Analysis, type Forced } from './exact';
import type { CellColor } from './level';
import { pairFindings, singleFindings } from './rules';
import { hiddenOf, needOf, smallestProof } from './hintProof';

export type { ClueRef } from './clues';

/** How one clue alone proves a cell: it has all its blue already, it needs every hidden cell, or its shape leaves one way. */
type OneClueWhy = 'done' | 'full' | 'shape';

export type HintReason =
  /** `need`: blue cells the clue still needs among its `hidden` hidden cells. */
  | { kind: 'clue'; clue: ClueRef; why: OneClueWhy; need: number; hidden: number }
  /**
   * Two clues: `clues[0]` bounds the blue among the hidden cells both share (`shared`), and `clues[1]`, which holds
   * the hinted cell, still needs `need`. `bound` says how (at least / at most `n` in the shared cells), or null when
   * the counts alone do not explain it (a together/apart mark takes part).
   */
  | {
      kind: 'pair';
      clues: [ClueRef, ClueRef];
      shared: number[];
      need: number;
      bound: { at: 'least' | 'most'; n: number } | null;
    }
  /** The count of blue cells still hidden (`left` of `hidden` hidden cells), alone (no clues) or with `clues`. */
  | { kind: 'count'; left: number; hidden: number; clues: ClueRef[] }
  /** A hard step: these clues (the smallest set found, from the cell outwards) together. */
  | { kind: 'several'; clues: ClueRef[] };

export interface Hint {
  cell: number;
  color: CellColor;
  reason: HintReason;
}

const colorOf = (f: Forced): CellColor => (f.blue ? 'blue' : 'black');

/** The clues a hint names (the count names none). */
export function hintClues(r: HintReason): ClueRef[] {
  if (r.kind === 'clue') return [r.clue];
  return r.clues;
}

/** A hint for the position where the cells with `revealed[c] = 1` are shown; null when nothing can be proven. */
export function hintFor(board: PuzzleBoard, revealed: Uint8Array): Hint | null {
  const clues = readableClues(board, revealed);
  const left = remainingBlue(board, revealed);
  // The ladder of proofs, cheapest first (src/games/deduction); each rung words its own step.
  const proof = cheapestProof<Hint>([
    () =>
      singleFindings(board, revealed, clues)
        ?.slice(0, 1)
        .map((f) => oneClue(board, revealed, clues, f)) ?? null,
    () => {
      const explained = pairFindings(board, revealed, clues).map((f) => twoClues(board, revealed, clues, f));
      const bound = explained.find((h) => h.reason.kind === 'pair' && h.reason.bound);
      return bound ? [bound] : explained.slice(0, 1);
    },
    () => countAlone(board, revealed, left),
    () => hardSteps(analyse(board, revealed, clues, null), (forced) => hardStep(board, revealed, clues, forced, null)),
    () => hardSteps(analyse(board, revealed, clues, left), (forced) => hardStep(board, revealed, clues, forced, left)),
  ]);
  return proof?.found[0] ?? null;
}

/** A hard step's hint, when the exact search proves something; null on a contradiction. */
function hardSteps(a: Analysis, word: (forced: Forced[]) => Hint): Hint[] | null {
  if (!a.ok) return null;
  return a.forced.length ? [word(a.forced)] : [];
}

function oneClue(board: PuzzleBoard, revealed: Uint8Array, clues: Clue[], f: Forced): Hint {
  const c = clues[f.clues[0]];
  const hidden = hiddenOf(c, revealed).length;
  const need = needOf(c, board, revealed);
  const why: OneClueWhy = need === 0 ? 'done' : need === hidden ? 'full' : 'shape';
  return { cell: f.cell, color: colorOf(f), reason: { kind: 'clue', clue: c.ref, why, need, hidden } };
}

/**
 * Two clues, ordered so the second holds the cell, and the count that links them when the numbers alone explain the
 * step: the first needs at least n blue in the shared cells, which is all the second needs (the rest of the second's
 * cells are black), or it can take at most n there, which leaves the second's other cells all blue.
 */
function twoClues(board: PuzzleBoard, revealed: Uint8Array, clues: Clue[], f: Forced): Hint {
  const [i, j] = f.clues;
  const color = colorOf(f);
  const holds = (k: number) => hiddenOf(clues[k], revealed).includes(f.cell);
  const [a, b] = holds(j) && !holds(i) ? [i, j] : [j, i];
  const A = hiddenOf(clues[a], revealed);
  const B = hiddenOf(clues[b], revealed);
  const shared = A.filter((u) => B.includes(u));
  const needA = needOf(clues[a], board, revealed);
  const needB = needOf(clues[b], board, revealed);
  const onlyA = A.length - shared.length;
  const onlyB = B.length - shared.length;
  let bound: { at: 'least' | 'most'; n: number } | null = null;
  if (!shared.includes(f.cell) && holds(b)) {
    const least = needA - onlyA;
    const most = Math.min(needA, shared.length);
    if (color === 'black' && least > 0 && least >= needB) bound = { at: 'least', n: least };
    else if (color === 'blue' && needB - most >= onlyB) bound = { at: 'most', n: most };
  }
  const reason: HintReason = {
    kind: 'pair',
    clues: [clues[a].ref, clues[b].ref],
    shared,
    need: needB,
    bound,
  };
  return { cell: f.cell, color, reason };
}

/** A step of several clues, or of clues and the count: the forced cell with the smallest proof (of the first few). */
function hardStep(
  board: PuzzleBoard,
  revealed: Uint8Array,
  clues: Clue[],
  forced: Forced[],
  left: number | null,
): Hint {
  let best: { f: Forced; set: number[] } | null = null;
  for (const f of forced.slice(0, 6)) {
    const set = smallestProof(board, revealed, clues, f, left);
    if (!best || set.length < best.set.length) best = { f, set };
    if (set.length <= 3) break;
  }
  const { f, set } = best as { f: Forced; set: number[] };
  const refs = set.map((k) => clues[k].ref);
  if (left === null) return { cell: f.cell, color: colorOf(f), reason: { kind: 'several', clues: refs } };
  const hidden = revealed.reduce((n, s) => n + (s ? 0 : 1), 0);
  return { cell: f.cell, color: colorOf(f), reason: { kind: 'count', left, hidden, clues: refs } };
}

/** No blue cell left hidden (every hidden cell is black), or only blue ones. */
function countAlone(board: PuzzleBoard, revealed: Uint8Array, left: number): Hint[] {
  let first = -1;
  let hidden = 0;
  for (let c = 0; c < board.size; c++)
    if (!revealed[c]) {
      hidden++;
      if (first < 0) first = c;
    }
  const all = countForces(left, hidden);
  if (all === null) return [];
  return [{ cell: first, color: all ? 'blue' : 'black', reason: { kind: 'count', left, hidden, clues: [] } }];
}
