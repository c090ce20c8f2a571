import type { StateCreator } from 'zustand';
import { puzzleFirstBoard } from '../puzzleFirstBoard';
import { parseLevel, type Level } from '../../games/puzzle/level';
import { hintFor } from '../../games/puzzle/hint';
import { generatePuzzle } from '../../games/puzzle/generate';
import { freshSeed } from '../freshSeed';
import { markCell, resumePlay, startPlay } from '../../games/puzzle/play';
import { newAttempt, openedPuzzle, puzzleOpened } from './puzzleOpen';
import type { AppState, BoardReset, ModePart } from '../state/app';
import type { KeptProgress, PuzzleKept, PuzzleSlice, PuzzleState } from '../state/puzzle';
import { FIRST_PUZZLE } from '../../games/puzzle/builtIn';
import { createPuzzleEditSlice } from './puzzleEditSlice';

function firstLevel(): Level {
  const read = parseLevel(FIRST_PUZZLE);
  if (!read.ok) throw new Error('The built-in puzzle is not a level');
  return read.level;
}

/** The puzzle draws its own board, from its level: a new board on screen changes nothing here. */
const puzzleForBoard: BoardReset = () => ({});

/** The player's progress `kept` on the puzzle `p` shows (its level), as a patch of it, at `now`. */
function progressPatch(p: PuzzleState, kept: KeptProgress, now: number): Partial<PuzzleState> {
  const play = resumePlay(kept.level.cells, kept.revealed, kept.mistakes);
  const running = kept.started && !play.solved;
  return {
    play,
    hint: null,
    wrong: null,
    done: kept.done && kept.done.length === p.done.length ? kept.done : p.done,
    attempt: kept.attempt || p.attempt,
    clock: { before: kept.ms, since: running ? now : null },
  };
}

/** The puzzle the mode shows when it first loads: the one the player left (progress kept), else the first built-in. */
function firstPuzzle(stored: PuzzleKept): PuzzleState {
  const kept = stored.load();
  if (!kept) return openedPuzzle(firstLevel(), 0);
  const fresh = openedPuzzle(kept.level, 0);
  return { ...fresh, ...progressPatch(fresh, kept, Date.now()) };
}

const createPuzzleSlice =
  (kept: PuzzleKept): StateCreator<AppState, [], [], PuzzleSlice> =>
  (set, get) => {
    const patch = (p: Partial<PuzzleState>) => set((s) => ({ puzzle: { ...s.puzzle, ...p } }));
    const open = (level: Level) => set((s) => ({ puzzle: puzzleOpened(s.puzzle, level) }));
    // What the player does is kept by the keeper the app attaches from outside (persist/modeKeeping.ts, from the part's `keep`): the
    // slice only reads, as it is made, the puzzle the player left.
    return {
      puzzle: firstPuzzle(kept),
      puzzleOpenText: (text) => {
        const read = parseLevel(text);
        if (read.ok) open(read.level);
        else patch({ problem: read.problem });
        return read.ok;
      },
      puzzleOpen: open,
      puzzleNew: (difficulty, seed = freshSeed()) => open(generatePuzzle({ shape: 'hexagon', difficulty, seed })),
      puzzleMark: (cell, color) => {
        const { level, play, clock } = get().puzzle;
        if (play.solved || cell < 0 || cell >= level.cells.length || play.revealed[cell]) return;
        const next = markCell(play, level.cells, cell, color);
        // The clock starts at the first mark and stops at the solve.
        const now = Date.now();
        const since = clock.since ?? now;
        patch({
          play: next,
          hint: null,
          wrong: next.mistakes > play.mistakes ? { cell, mistakes: next.mistakes } : null,
          clock: next.solved ? { before: clock.before + (now - since), since: null } : { ...clock, since },
        });
      },
      puzzleResume: (kept) => {
        const { puzzle } = get();
        if (kept.level === puzzle.level) patch(progressPatch(puzzle, kept, Date.now()));
      },
      puzzleSetMarkBlack: (on) => patch({ markBlack: on }),
      puzzleHint: () => {
        const { board, play } = get().puzzle;
        if (!play.solved) patch({ hint: hintFor(board, play.revealed) ?? 'none' });
      },
      puzzleSetVerdict: (verdict) => patch({ verdict }),
      puzzleLight: (line) => {
        if (get().puzzle.lit !== line) patch({ lit: line });
      },
      puzzleLightCell: (cell) => {
        if (get().puzzle.litCell !== cell) patch({ litCell: cell });
      },
      puzzleToggleDone: (index) => {
        const done = get().puzzle.done.slice();
        if (index < 0 || index >= done.length) return;
        done[index] = done[index] ? 0 : 1;
        patch({ done });
      },
      puzzleRestart: () => {
        const { level } = get().puzzle;
        patch({
          play: startPlay(level.cells),
          hint: null,
          wrong: null,
          done: new Uint8Array(level.cells.length + level.lines.length),
          attempt: newAttempt(),
          clock: { before: 0, since: null },
        });
      },
    };
  };

/** The Puzzles mode's part of the store, wired with what it reads as it joins (persist/puzzleKept.ts: the browser's). */
export const puzzlePartWith = (kept: PuzzleKept): ModePart<'puzzle'> => ({
  mode: 'puzzle',
  // The Edit tab's slice comes with it (puzzleEditSlice.ts).
  create: (...a) => ({ ...createPuzzleSlice(kept)(...a), ...createPuzzleEditSlice(kept)(...a) }),
  forBoard: puzzleForBoard,
  firstBoard: puzzleFirstBoard,
  // A link shares the puzzle (the level, its solution included) and nothing else (no board: the puzzle draws its own,
  // nor Minesweeper's game), and opens it afresh, in the Play tab (the editor keeps its draft).
  link: {
    alone: true,
    toLink: ({ puzzle }) => ({ level: puzzle.level }),
    fromLink: ({ puzzle, puzzleEdit }, { level }) => ({
      puzzle: puzzleOpened(puzzle, level),
      puzzleEdit: { ...puzzleEdit, tab: 'play', stroke: null },
    }),
    changed: (s, prev) => s.puzzle?.level !== prev.puzzle?.level,
  },
});
