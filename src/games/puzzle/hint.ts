// One provable hidden cell, with the simplest proof found and what a player needs to follow it: one clue alone (full,
// already done, or its together/apart shape), then two clues together (with the count that links them where the
// numbers alone explain it), then the count of blue cells still hidden alone, then a hard step: the smallest set of
// clues found (with the count where it takes part), in order from the cell outwards. Each hint carries its proof record
// (src/games/deduction), the same Minesweeper's hints carry: the rung, the clues it cites in the order its words name
// them, the cells it reasons over. Data, not sentences: the UI words it (ui/puzzle/hintWords.ts). Every clue a hint
// cites proves it without the others (hintProof.ts, and its tests).
import { cheapestProof, countForces, proofOf, simplest, type Proof } from '../deduction';
import type { PuzzleBoard } from './board';
import { clueSlot, readableClues, remainingBlue, type Clue } from './clues';
import { analyse, type Analysis, type Forced } from './exact';
import type { CellColor } from './level';
import { pairFindings, singleFindings } from './rules';
import { hiddenOf, needOf, smallestProof } from './hintProof';

export type { ClueRef } from './clues';

/** How one clue alone proves a cell: it has all its blue already, it needs every hidden cell, or its shape leaves one way. */
type OneClueWhy = 'done' | 'full' | 'shape';

/** What the words need besides the proof record, by its rung (`kind` is the proof's rung). */
type HintReason =
  /** One clue: `need` blue cells it still needs among its `hidden` hidden cells. */
  | { kind: 'one'; why: OneClueWhy; need: number; hidden: number }
  /**
   * Two clues: the first cited bounds the blue among the hidden cells both share (the proof's `over`), and the second,
   * which holds the hinted cell, still needs `need`. `bound` says how (at least / at most `n` in the shared cells), or
   * null when the counts alone do not explain it (a together/apart mark takes part).
   */
  | { kind: 'two'; need: number; bound: { at: 'least' | 'most'; n: number } | null }
  /** The count of blue cells still hidden alone (`left` of `hidden` hidden cells). */
  | { kind: 'count'; left: number; hidden: number }
  /** A hard step: the clues cited (the smallest set found, from the cell outwards) together, with `left` blue cells
   *  still hidden when the count takes part (else null). */
  | { kind: 'several'; left: number | null };

/** A hinted cell and its colour (its proof record's cell and value, by the puzzles' names), its proof, its words' data. */
export interface Hint {
  cell: number;
  color: CellColor;
  /** Its proof record: the rung (`reason.kind`), the clues cited by slot (clueSlot), the shared cells of two clues. */
  proof: Proof;
  reason: HintReason;
}

const colorOf = (f: Forced): CellColor => (f.blue ? 'blue' : 'black');

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
      const bound = explained.find((h) => h.reason.kind === 'two' && h.reason.bound);
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
  const proof = proofOf(f.cell, f.blue, 'one', [clueSlot(c.ref)]);
  return { cell: f.cell, color: colorOf(f), proof, reason: { kind: 'one', why, need, hidden } };
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
  const proof = proofOf(f.cell, f.blue, 'two', [clueSlot(clues[a].ref), clueSlot(clues[b].ref)], shared);
  return { cell: f.cell, color, proof, reason: { kind: 'two', need: needB, bound } };
}

/** A step of several clues, or of clues and the count: the forced cell with the simplest proof (of the first few). */
function hardStep(
  board: PuzzleBoard,
  revealed: Uint8Array,
  clues: Clue[],
  forced: Forced[],
  left: number | null,
): Hint {
  const found: Hint[] = [];
  for (const f of forced.slice(0, 6)) {
    const cites = smallestProof(board, revealed, clues, f, left).map((k) => clueSlot(clues[k].ref));
    found.push(severalClues(revealed, f, cites, left));
    if (cites.length <= 3) break;
  }
  return simplest(found) as Hint;
}

/** A hard step's hint: the clues `cites` together, with the count when `left` is given (alone when it cites none). */
function severalClues(revealed: Uint8Array, f: Forced, cites: number[], left: number | null): Hint {
  const color = colorOf(f);
  if (left === null || cites.length) {
    const proof = proofOf(f.cell, f.blue, 'several', cites, [], left !== null);
    return { cell: f.cell, color, proof, reason: { kind: 'several', left } };
  }
  const hidden = revealed.reduce((n, s) => n + (s ? 0 : 1), 0);
  return { cell: f.cell, color, proof: proofOf(f.cell, f.blue, 'count', []), reason: { kind: 'count', left, hidden } };
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
  const proof = proofOf(first, all, 'count', []);
  return [{ cell: first, color: all ? 'blue' : 'black', proof, reason: { kind: 'count', left, hidden } }];
}
