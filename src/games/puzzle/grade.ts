// A puzzle's grade by the reasoning its solve needs, as Tatham's puzzles, HoDoKu and the Hexcells solvers' "clues
// combined" measure it: a solve is played from the start, each step taking the cheapest reasoning that proves
// something (one clue alone; two clues together; three or more; the count of blue cells still hidden) and revealing
// every cell it proves, until all is shown. The grade comes from the hardest step and how many steps went past one
// clue. Only a puzzle solved without a guess gets one. The steps reuse the checker's proofs (rules.ts, exact.ts).
import { cheapestProof, countForces } from '../deduction';
import type { PuzzleBoard } from './board';
import { shownAtStart } from './check';
import { readableClues, remainingBlue } from './clues';
import { analyse, type Analysis, type ExactOptions, type Forced } from './exact';
import { pairFindings, singleFindings } from './rules';

export type Grade = 'easy' | 'medium' | 'hard';

/** The reasoning a step needs: 1 one clue (or the count alone: all hidden cells one colour), 2 two clues together,
 *  3 three or more clues, 4 the count of blue cells still hidden with clues. */
export type StepLevel = 1 | 2 | 3 | 4;

export interface Grading {
  grade: Grade;
  /** The hardest step's level. */
  hardest: StepLevel;
  /** Steps past one clue (level 2 and up). */
  hardSteps: number;
  /** Steps of three or more clues, or of the count (level 3 and up). */
  deepSteps: number;
  /** All steps (each reveals every cell its level proves). */
  steps: number;
}

/**
 * Easy: one clue at a time, with at most one step of two clues. Hard: at least two steps of three or more clues or
 * of the count. Medium: between.
 */
export function gradeOf(hardest: StepLevel, hardSteps: number, deepSteps: number): Grade {
  if (hardest <= 2 && hardSteps <= 1) return 'easy';
  return deepSteps >= 2 ? 'hard' : 'medium';
}

/** The cells the cheapest reasoning proves now, and its level; null on a contradiction or when nothing is proven. */
function cheapestStep(
  board: PuzzleBoard,
  revealed: Uint8Array,
  opts: ExactOptions,
): { level: StepLevel; forced: Forced[] } | null {
  const clues = readableClues(board, revealed);
  const left = remainingBlue(board, revealed);
  const proof = cheapestProof<Forced>([
    () => singleFindings(board, revealed, clues),
    () => byCountAlone(revealed, left),
    () => pairFindings(board, revealed, clues),
    () => provenBy(analyse(board, revealed, clues, null, opts)),
    () => provenBy(analyse(board, revealed, clues, left, opts)),
  ]);
  if (!proof || proof.found.length === 0) return null;
  return { level: RUNG_LEVELS[proof.rung], forced: proof.found };
}

/** Each rung's level: one clue, the count alone, two clues, three or more, the count with clues. */
const RUNG_LEVELS: readonly StepLevel[] = [1, 1, 2, 3, 4];

/** Every hidden cell, when the count alone decides them all. */
function byCountAlone(revealed: Uint8Array, left: number): Forced[] {
  const hidden: number[] = [];
  revealed.forEach((s, c) => s || hidden.push(c));
  const all = countForces(left, hidden.length);
  return all === null ? [] : hidden.map((cell) => ({ cell, blue: all, clues: [] }));
}

const provenBy = (a: Analysis): Forced[] | null => (a.ok ? a.forced : null);

/** The grade of a puzzle, or undefined when its solve needs a guess (or its clues contradict its solution). */
export function gradePuzzle(board: PuzzleBoard, opts: ExactOptions = {}): Grading | undefined {
  const revealed = shownAtStart(board);
  let hidden = revealed.reduce((n, s) => n + (s ? 0 : 1), 0);
  let hardest: StepLevel = 1;
  let hardSteps = 0;
  let deepSteps = 0;
  let steps = 0;
  while (hidden > 0) {
    const step = cheapestStep(board, revealed, opts);
    if (!step) return undefined;
    for (const f of step.forced) {
      if (board.blue[f.cell] !== f.blue) return undefined;
      if (!revealed[f.cell]) hidden--;
      revealed[f.cell] = 1;
    }
    steps++;
    if (step.level > hardest) hardest = step.level;
    if (step.level >= 2) hardSteps++;
    if (step.level >= 3) deepSteps++;
  }
  return { grade: gradeOf(hardest, hardSteps, deepSteps), hardest, hardSteps, deepSteps, steps };
}
