// What the page and the puzzle checker's worker say to each other (ui/workers/puzzleCheck.worker.ts and .client.ts).
import type { CheckResult } from './check';
import type { Grade } from './grade';

/** Check this level (its v1 text: the worker reads it and builds the board). */
export interface PuzzleCheckRequest {
  text: string;
}

/** The checker's answer, with a no-guess puzzle's grade (grade.ts); a cancel ends the worker, so 'stopped' never
 *  comes back. */
export type PuzzleCheckDone =
  | (Extract<CheckResult, { verdict: 'no-guess' }> & { grade: Grade | null })
  | Exclude<CheckResult, { verdict: 'stopped' | 'no-guess' }>;

export type PuzzleCheckMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: PuzzleCheckDone }
  /** the text did not read as a level (it did on the page: never, unless the two disagree) */
  | { type: 'unreadable' };
