// The checker: can the puzzle be solved from what it shows, step by step, as SixCells' player decides it? Starting
// from the shown cells, every hidden cell that all readable clues (and the count of blue cells still hidden) force is
// revealed, with its clue, until everything is shown or nothing is forced. Cheap single-clue proofs go first; the exact
// search (exact.ts) settles the rest, so a cell is revealed only when no colouring gives it the other colour.
import { cheapestProof } from '../deduction';
import { clueHolds, lineHolds, type PuzzleBoard } from './board';
import { readableClues, remainingBlue } from './clues';
import { analyse, type DeepEngine, type Forced } from './exact';
import { singleFindings } from './rules';
import { Stopped } from './search';

export type CheckResult =
  | {
      verdict: 'no-guess';
      /** Reveal rounds (each reveals every cell the single clues prove, or else every cell the exact search does). */
      steps: number;
      /** Rounds that needed the exact search (more than one clue, or the count). */
      deepSteps: number;
    }
  | {
      verdict: 'needs-guess';
      /** 1 for each cell shown when deduction stops. */
      revealed: Uint8Array;
      /** Hidden cells no deduction reaches. */
      stuck: number[];
    }
  | {
      verdict: 'contradiction';
      /** Cells whose clue can't hold with the rest (a together/apart mark the solution does not have, first). */
      clues: number[];
      /** Line clues likewise (indices in level.lines). */
      lines: number[];
    }
  | { verdict: 'stopped' };

export interface CheckOptions {
  onProgress?(done: number, total: number): void;
  shouldStop?(): boolean;
  /** An exact engine for the questions our own search finds hard (the worker passes GLPK's, ilp.ts). */
  deep?: DeepEngine;
  /** Conflicts our CDCL search may meet on one question before the deep engine (or the plain search) takes over. */
  budget?: number;
}

/** The cells shown at the start. */
export function shownAtStart(board: PuzzleBoard): Uint8Array {
  return Uint8Array.from(board.level.cells, (c) => (c.shown ? 1 : 0));
}

/** The cells a round reveals: what single clues prove, else what the exact search proves; null on a contradiction. */
function provenNow(
  board: PuzzleBoard,
  revealed: Uint8Array,
  opts: CheckOptions,
): { forced: Forced[]; deep: boolean } | { contradiction: true } {
  const clues = readableClues(board, revealed);
  const proof = cheapestProof<Forced>([
    () => singleFindings(board, revealed, clues),
    () => {
      const a = analyse(board, revealed, clues, remainingBlue(board, revealed), opts);
      return a.ok ? a.forced : null;
    },
  ]);
  if (!proof) return { contradiction: true };
  return { forced: proof.found, deep: proof.rung > 0 };
}

function contradiction(board: PuzzleBoard): CheckResult {
  const clues: number[] = [];
  board.level.cells.forEach((_, id) => clueHolds(board, id) || clues.push(id));
  const lines: number[] = [];
  board.level.lines.forEach((_, i) => lineHolds(board, i) || lines.push(i));
  return { verdict: 'contradiction', clues, lines };
}

export function checkLevel(board: PuzzleBoard, opts: CheckOptions = {}): CheckResult {
  const revealed = shownAtStart(board);
  const total = board.size - revealed.reduce((a, b) => a + b, 0);
  let done = 0;
  let steps = 0;
  let deepSteps = 0;
  try {
    for (;;) {
      if (opts.shouldStop?.()) return { verdict: 'stopped' };
      opts.onProgress?.(done, total);
      if (done === total) return { verdict: 'no-guess', steps, deepSteps };
      const r = provenNow(board, revealed, opts);
      if ('contradiction' in r) return contradiction(board);
      if (r.forced.length === 0) {
        const stuck: number[] = [];
        revealed.forEach((s, c) => s || stuck.push(c));
        return { verdict: 'needs-guess', revealed, stuck };
      }
      for (const f of r.forced) {
        if (board.blue[f.cell] !== f.blue) return contradiction(board);
        if (!revealed[f.cell]) done++;
        revealed[f.cell] = 1;
      }
      steps++;
      if (r.deep) deepSteps++;
    }
  } catch (e) {
    if (e instanceof Stopped) return { verdict: 'stopped' };
    throw e;
  }
}
