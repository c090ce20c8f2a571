import type { StateCreator } from 'zustand';
import {
  chord,
  maxMines,
  mineCountProblem,
  floorCount,
  newGame,
  placeMines,
  restart,
  reveal,
  toggleFlag,
  REVEALED,
  type MinesState,
} from '../games/minesweeper/state';
import { mineCountFor, PRESETS, type PresetId } from '../games/minesweeper/presets';
import { freshSeed, seededRandom } from '../games/random';
import { classifyLoss, hint as solverHint, probabilities, type Hint } from '../games/minesweeper/solver';
import { tick, STOPPED_CLOCK } from '../games/clock';
import { knowledgeOf } from './minesAssist';
import type { AppState } from './index';
import type { BoardReset } from './types';

export interface MinesSlice {
  ms: {
    game: MinesState;
    preset: PresetId;
    noGuess: boolean;
    marks: boolean;
    longPressMs: number;
    startedAt: number | null;
    endedAt: number | null;
    /** a problem with the requested settings, shown with role="alert"; the previous game stays */
    problem: string | null;
    /** no-guess generation under way: progress 0..1 */
    generating: { progress: number; tile: number } | null;
    hint: Hint | null;
    /** the message shown for a hint (or why there is none) */
    hintText: string | null;
    showProbabilities: boolean;
    probabilities: Float64Array | null;
    /** after a loss: was the fatal click a forced guess, and which safe tiles existed */
    loss: { forcedGuess: boolean; safeTiles: number[] } | null;
  };
  msHint(): void;
  msShowProbabilities(on: boolean): void;
  msNewGame(patch?: { mines?: number; seed?: number; preset?: PresetId }): void;
  msRestart(): void;
  msReveal(tile: number): void;
  msFlag(tile: number): void;
  msSetOptions(patch: Partial<Pick<MinesSlice['ms'], 'noGuess' | 'marks' | 'longPressMs'>>): void;
  /** the no-guess worker's answer for the pending first click */
  msFinishGeneration(mines: Uint8Array | null, message?: string): void;
  msSetGenerating(generating: MinesSlice['ms']['generating']): void;
}


const fresh = { hint: null, hintText: null, probabilities: null, loss: null };

/** A new board replaced the old: a fresh game on it, with the same preset (or custom count when it still fits). */
export const msForBoard: BoardReset = ({ board, ms }) => {
  let mines = ms.preset === 'custom' && ms.game ? ms.game.config.mines : Math.min(mineCountFor(ms.preset, floorCount(board)), maxMines(board));
  let problem = mineCountProblem(board, mines);
  let preset = ms.preset;
  if (problem && ms.preset === 'custom') {
    // The new board can't hold the custom count: fall back to the beginner density and say so.
    preset = 'beginner';
    mines = Math.min(mineCountFor('beginner', floorCount(board)), maxMines(board));
    problem = `${problem} Using ${mines} mines (beginner) instead.`;
  }
  const seed = ms.game?.config.seed ?? freshSeed();
  return {
    ms: {
      ...ms,
      game: newGame(board, { mines: Math.max(0, mines), seed, marks: ms.marks }),
      preset,
      ...STOPPED_CLOCK,
      generating: null,
      problem,
      ...fresh,
    },
  };
};

export const createMinesSlice: StateCreator<AppState, [], [], MinesSlice> = (set, get) => {
  const patchMs = (p: Partial<MinesSlice['ms']>) => set((s) => ({ ms: { ...s.ms, ...p } }));
  /** Apply a rule transition and keep the clock in step with the game's status. */
  const play = (next: MinesState) => {
    const { ms } = get();
    if (next === ms.game) return;
    const { startedAt, endedAt } = tick(ms, next.status, Date.now());
    const { board } = get();
    const loss = next.status === 'lost' && ms.game.status !== 'lost' && ms.game.mines ? classifyLoss(knowledgeOf(ms.game, board), next.exploded) : null;
    patchMs({ game: next, startedAt, endedAt, hint: null, hintText: null, loss, probabilities: probabilitiesFor(next, ms.showProbabilities) });
  };
  const probabilitiesFor = (game: MinesState, on: boolean) =>
    on && game.mines && game.status === 'playing' ? probabilities(knowledgeOf(game, get().board)) : null;
  return {
    ms: {
      game: null as unknown as MinesState, // replaced by msForBoard when the store starts, once the board exists
      preset: 'beginner',
      noGuess: false,
      marks: false,
      longPressMs: 450,
      ...STOPPED_CLOCK,
      problem: null,
      generating: null,
      hint: null,
      hintText: null,
      showProbabilities: false,
      probabilities: null,
      loss: null,
    },
    msNewGame: (patch = {}) => {
      const { board, ms } = get();
      const preset = patch.preset ?? (patch.mines !== undefined ? 'custom' : ms.preset);
      const mines = patch.mines ?? (preset === 'custom' ? ms.game.config.mines : mineCountFor(preset, floorCount(board)));
      const problem = mineCountProblem(board, mines);
      if (problem) return patchMs({ problem });
      const seed = patch.seed ?? freshSeed();
      patchMs({
        game: newGame(board, { mines, seed, marks: ms.marks }),
        preset,
        ...STOPPED_CLOCK,
        problem: null,
        generating: null,
        ...fresh,
      });
    },
    msRestart: () => {
      const { board, ms } = get();
      patchMs({ game: restart(ms.game, board), ...STOPPED_CLOCK, generating: null, ...fresh });
    },
    msReveal: (tile) => {
      const { board, ms } = get();
      if (ms.generating) return;
      const game = ms.game;
      if (game.view[tile] === REVEALED) return play(chord(game, board, tile));
      if (game.mines === null && ms.noGuess) {
        // The no-guess board is built for this first click in a worker; the UI starts it and calls msFinishGeneration.
        return patchMs({ generating: { progress: 0, tile } });
      }
      play(reveal(game, board, tile));
    },
    msFlag: (tile) => {
      const { board, ms } = get();
      if (ms.generating) return;
      play(toggleFlag(ms.game, board, tile));
    },
    msSetOptions: (patch) => {
      patchMs(patch);
      if (patch.marks !== undefined) {
        const { ms } = get();
        patchMs({ game: { ...ms.game, config: { ...ms.game.config, marks: patch.marks } } });
      }
    },
    msSetGenerating: (generating) => patchMs({ generating }),
    msHint: () => {
      const { board, ms } = get();
      if (ms.game.status === 'won' || ms.game.status === 'lost') return patchMs({ hint: null, hintText: 'The game is over: start a new one for hints.' });
      if (!ms.game.mines) return patchMs({ hint: null, hintText: 'Any tile is safe for the first click: it always opens an empty area.' });
      const h = solverHint(knowledgeOf(ms.game, board));
      patchMs({ hint: h, hintText: h ? h.text : 'Nothing is left to deduce.' });
    },
    msShowProbabilities: (on) => {
      const { ms } = get();
      patchMs({ showProbabilities: on, probabilities: probabilitiesFor(ms.game, on) });
    },
    msFinishGeneration: (mines, message) => {
      const { board, ms } = get();
      const pending = ms.generating;
      if (!pending) return;
      patchMs({ generating: null, problem: message ?? null });
      const placer = mines ? () => mines : (b: typeof board, n: number, safe: number) => placeMines(b, n, safe, seededRandom(ms.game.config.seed));
      play(reveal(ms.game, board, pending.tile, placer));
    },
  };
};

export { PRESETS };
