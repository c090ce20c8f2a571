// A puzzle as it opens on the Puzzles mode's board, apart from the slice (a link's puzzle is opened by the link codec,
// which need not bring the puzzle's generator and hints with it).
import type { Level } from '../../games/puzzle/level';
import type { PuzzleCheckDone } from '../../games/puzzle/check.protocol';
import type { Hint } from '../../games/puzzle/hint';
import { buildPuzzle, type PuzzleBoard } from '../../games/puzzle/board';
import { startPlay, type PuzzlePlay } from '../../games/puzzle/play';
import { freshSeed } from '../freshSeed';

/** Why a text is not a level (parseLevel's problem), shown beside "Puzzle text" while the board stays. */
type PuzzleProblem = import('../../games/puzzle/level').LevelProblem;

export interface PuzzleState {
  /** the level on the board, its solution included */
  level: Level;
  /** its cells, neighbours and lines (dense cell ids = index in level.cells) */
  board: PuzzleBoard;
  /** what the player has found, the mistakes and the blue cells left */
  play: PuzzlePlay;
  /** a tap marks black rather than blue (the touch screen's right click) */
  markBlack: boolean;
  /** the cell "Hint" proved and why, 'none' when nothing could be proved; gone with the next mark */
  hint: Hint | 'none' | null;
  /** what "Check puzzle" said of this puzzle; gone when another puzzle opens */
  verdict: PuzzleCheckDone | null;
  /** the last text that could not be opened, and why */
  problem: PuzzleProblem | null;
  /** the line clue whose cells are lit (pointed at or tapped), or -1 */
  lit: number;
  /** the shown blue cell whose eighteen-cell area is lit (pointed at or tapped), or -1 */
  litCell: number;
  /** clues the player greyed out as done: one entry a cell (level.cells' order), then one a line clue; 1 done */
  done: Uint8Array;
  /** the last wrong mark (its cell, and the mistakes it made), while no other mark has come since */
  wrong: { cell: number; mistakes: number } | null;
  /** one more each time a puzzle opens (views that keep state for a puzzle start again) */
  opened: number;
  /** this attempt at the puzzle (a new one at each open and restart): a solve is counted once per attempt */
  attempt: string;
  /** the time spent: `before` ms, plus the time since `since` (ms since 1970) while the clock runs */
  clock: { before: number; since: number | null };
}

/** A new attempt's id. */
export const newAttempt = (now = Date.now()): string => `${now.toString(36)}-${freshSeed().toString(36)}`;

/** `level` on the board from its start (the `count`th puzzle opened). */
export function openedPuzzle(level: Level, count: number): PuzzleState {
  return {
    level,
    board: buildPuzzle(level),
    play: startPlay(level.cells),
    markBlack: false,
    hint: null,
    verdict: null,
    problem: null,
    lit: -1,
    litCell: -1,
    done: new Uint8Array(level.cells.length + level.lines.length),
    wrong: null,
    opened: count,
    attempt: newAttempt(),
    clock: { before: 0, since: null },
  };
}

/** The puzzle state once `level` is opened over `now` (a link's puzzle, a kept one, a text...). */
export const puzzleOpened = (now: PuzzleState, level: Level): PuzzleState => openedPuzzle(level, now.opened + 1);

/** The time spent on the puzzle at `at` (ms since 1970). */
export const puzzleElapsed = (p: Pick<PuzzleState, 'clock'>, at = Date.now()): number =>
  p.clock.before + (p.clock.since === null ? 0 : Math.max(0, at - p.clock.since));
