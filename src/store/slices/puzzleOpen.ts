// A puzzle as it opens on the Puzzles mode's board, apart from the slice (a link's puzzle is opened by the link codec,
// which need not bring the puzzle's generator and hints with it).
import type { Level } from '../../games/puzzle/level';
import { buildPuzzle } from '../../games/puzzle/board';
import { startPlay } from '../../games/puzzle/play';
import type { PuzzleState } from '../state/puzzle';
import { freshSeed } from '../freshSeed';

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
