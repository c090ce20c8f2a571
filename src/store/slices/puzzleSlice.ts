import type { StateCreator } from 'zustand';
import { parseLevel, type Level } from '../../games/puzzle/level';
import type { PuzzleCheckDone } from '../../games/puzzle/check.protocol';
import { hintFor, type Hint } from '../../games/puzzle/hint';
import { generatePuzzle, type Difficulty } from '../../games/puzzle/generate';
import { freshSeed } from '../freshSeed';
import { buildPuzzle, type PuzzleBoard } from '../../games/puzzle/board';
import { markCell, startPlay, type PuzzlePlay } from '../../games/puzzle/play';
import type { AppState, ModePart } from '../index';
import type { BoardReset } from '../types';
import { FIRST_PUZZLE } from './puzzleLevels';
import { createPuzzleEditSlice } from './puzzleEditSlice';

/** Why a text is not a level (parseLevel's problem), shown beside "Puzzle text" while the board stays. */
export type PuzzleProblem = Extract<ReturnType<typeof parseLevel>, { ok: false }>['problem'];

export interface PuzzleSlice {
  puzzle: {
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
    /** one more each time a puzzle opens (views that keep state for a puzzle start again) */
    opened: number;
  };
  /** Open a v1 text: on the board if it is a level, else the problem is kept and the board stays. */
  puzzleOpenText(text: string): boolean;
  /** Play this level from its start. */
  puzzleOpen(level: Level): void;
  /** Generate a no-guess puzzle on a hexagon at this difficulty (a fresh seed unless given), and play it. */
  puzzleNew(difficulty: Difficulty, seed?: number): void;
  /** Mark hidden cell `cell` (a dense id) blue or black. */
  puzzleMark(cell: number, color: 'blue' | 'black'): void;
  /** Switch "Mark black" on or off. */
  puzzleSetMarkBlack(on: boolean): void;
  /** Find one cell the shown clues prove, and show it with its reasons. */
  puzzleHint(): void;
  /** Keep the checker's verdict for the puzzle on the board. */
  puzzleSetVerdict(verdict: PuzzleCheckDone | null): void;
  /** Light the cells of line clue `line` (-1: none). */
  puzzleLight(line: number): void;
  /** Start the same puzzle again. */
  puzzleRestart(): void;
}

function opened(level: Level, count: number): PuzzleSlice['puzzle'] {
  return {
    level,
    board: buildPuzzle(level),
    play: startPlay(level.cells),
    markBlack: false,
    hint: null,
    verdict: null,
    problem: null,
    lit: -1,
    opened: count,
  };
}

function firstLevel(): Level {
  const read = parseLevel(FIRST_PUZZLE);
  if (!read.ok) throw new Error('The built-in puzzle is not a level');
  return read.level;
}

/** The puzzle draws its own board, from its level: a new board on screen changes nothing here. */
const puzzleForBoard: BoardReset = () => ({});

const createPuzzleSlice: StateCreator<AppState, [], [], PuzzleSlice> = (set, get) => {
  type Pz = PuzzleSlice['puzzle'];
  const patch = (p: Partial<Pz>) => set((s) => ({ puzzle: { ...s.puzzle, ...p } }));
  const open = (level: Level) => set((s) => ({ puzzle: opened(level, s.puzzle.opened + 1) }));
  return {
    puzzle: opened(firstLevel(), 0),
    puzzleOpenText: (text) => {
      const read = parseLevel(text);
      if (read.ok) open(read.level);
      else patch({ problem: read.problem });
      return read.ok;
    },
    puzzleOpen: open,
    puzzleNew: (difficulty, seed = freshSeed()) => open(generatePuzzle({ shape: 'hexagon', difficulty, seed })),
    puzzleMark: (cell, color) => {
      const { level, play } = get().puzzle;
      const next = markCell(play, level.cells, cell, color);
      if (next !== play) patch({ play: next, hint: null });
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
    puzzleRestart: () => {
      const { level } = get().puzzle;
      patch({ play: startPlay(level.cells), hint: null });
    },
  };
};

/** The Puzzles mode's part of the store, added the first time its code loads (modeParts.ts). */
export const puzzlePart: ModePart = {
  mode: 'puzzle',
  // The Edit tab's slice comes with it (puzzleEditSlice.ts).
  create: (...a) => ({ ...createPuzzleSlice(...a), ...createPuzzleEditSlice(...a) }),
  forBoard: puzzleForBoard,
};
