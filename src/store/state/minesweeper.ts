// Minesweeper's part of the state: what its slice holds and the actions it offers (slices/minesweeperSlice.ts makes
// them; the replay's are slices/minesweeperReplay.ts's). Types only: the store's slices and its readers import them
// from here, never from the store's root.
import type { FirstClickRule, MinesweeperState } from '../../games/minesweeper/state';
import type { PresetId } from '../../games/minesweeper/presets';
import type { Replay, ReplayAction } from '../../games/minesweeper/replay';
import type { Hint, NoGuessFailure } from '../../games/minesweeper/solver';
import type { MineCountProblem } from '../../games/minesweeper/placement';
import type { MinesweeperPrefs } from './kept';

/**
 * A problem with Minesweeper's settings or its board generation, as data (the UI writes the sentence): a refused mine
 * count (with the count used instead, when one was), or no guess-free board (why; none means it took too long).
 */
export type MinesweeperProblem =
  | { kind: 'mineCount'; problem: MineCountProblem; fallback?: number }
  | { kind: 'noGuess'; why?: NoGuessFailure }
  | { kind: 'noGuessCancelled' };

/**
 * What a game is: the player's own, the daily's attempt (its date), or a link's (never counted). Set by the transition
 * that starts the game and kept by every action that changes its options, restarts it or takes a move back; only a new
 * game changes it.
 */
export type GameOrigin =
  | { readonly kind: 'own' }
  | { readonly kind: 'link' }
  | {
      readonly kind: 'daily';
      readonly date: string;
      /** played after its own UTC date */
      readonly late: boolean;
      /** the day's attempt: false when that date was played before (a practice) */
      readonly counts: boolean;
      /** restarted or undone at some point (the session's assisted flag starts afresh at a restart) */
      readonly tainted: boolean;
    };

/** Why the Hint button has no hint to show. */
type HintNote = 'replay' | 'over' | 'firstClickSafe' | 'firstClickZero' | 'nothing';

export interface MinesweeperSlice extends ReplayActions {
  minesweeper: {
    game: MinesweeperState;
    preset: PresetId;
    noGuess: boolean;
    marks: boolean;
    /** what the first click is promised: remembered, carried in links, part of what a record belongs to */
    firstClickRule: FirstClickRule;
    /** practice: a lost game offers to undo the fatal click (the game then counts as assisted) */
    allowUndo: boolean;
    longPressMs: number;
    startedAt: number | null;
    endedAt: number | null;
    /** when the clock was paused (a sheet covers the board), or null while it runs */
    pausedAt: number | null;
    /** a problem with the requested settings, shown with role="alert"; the previous game stays */
    problem: MinesweeperProblem | null;
    /** no-guess generation under way: progress 0..1 */
    generating: { progress: number; tile: number } | null;
    hint: Hint | null;
    /** why there is no hint (the hint itself carries its reason) */
    hintNote: HintNote | null;
    showProbabilities: boolean;
    probabilities: Float64Array | null;
    /** after a loss: was the fatal click a forced guess, and which safe tiles existed */
    loss: { forcedGuess: boolean; safeTiles: number[] } | null;
    /** every action of this game with its time, for the replay */
    log: readonly ReplayAction[];
    /** the position before the last action (the practice undo of a fatal click goes back to it) */
    before: MinesweeperState | null;
    /** whether this game may enter the records: fresh (an unseen board, no link progress), and assisted or not */
    session: { unranked: boolean; fresh: boolean; assisted: boolean };
    /** what the game is (the player's own, the daily's attempt, a link's): kept until a new game */
    origin: GameOrigin;
    /**
     * The difficulty the player chose last, and a custom game's mine count (remembered: the store's wiring saves it):
     * a board that is no difficulty's makes a custom game, and a board that is the chosen difficulty's goes back to it.
     */
    chosen: Pick<MinesweeperPrefs, 'preset' | 'mines'>;
    /** a replay being watched; the board shows its position and takes no clicks */
    replay: ReplayView | null;
    /** the end-of-game card was closed to look at the board */
    cardClosed: boolean;
  };
  minesweeperHint(): void;
  /** pause the clock (a sheet covers the board) or run it again: the time paused is not counted */
  minesweeperPause(paused: boolean): void;
  minesweeperShowProbabilities(on: boolean): void;
  minesweeperNewGame(patch?: {
    mines?: number;
    seed?: number;
    preset?: PresetId;
    firstClickRule?: FirstClickRule;
  }): void;
  /** choose a difficulty: a preset builds its board (shape, rows, columns) and mine count */
  minesweeperSelectPreset(preset: PresetId): void;
  minesweeperSetFirstClickRule(rule: FirstClickRule): void;
  minesweeperRestart(): void;
  minesweeperReveal(tile: number): void;
  minesweeperFlag(tile: number): void;
  /** practice: take back the click that lost */
  minesweeperUndoLoss(): void;
  /**
   * Take back a game under way after a reload (a received challenge's): the position `replay`'s actions rebuild on the
   * board on screen, with `ms` already played; it enters nothing in the statistics or records.
   */
  minesweeperResume(replay: Replay, ms: number): void;
  /** this game came from a link carrying progress: it never enters the records */
  minesweeperMarkUnranked(): void;
  minesweeperCloseCard(): void;
  minesweeperSetOptions(
    patch: Partial<Pick<MinesweeperSlice['minesweeper'], 'noGuess' | 'marks' | 'longPressMs' | 'allowUndo'>>,
  ): void;
  /** the no-guess worker's answer for the pending first click */
  minesweeperFinishGeneration(mines: Uint8Array | null, message?: MinesweeperProblem): void;
  minesweeperSetGenerating(generating: MinesweeperSlice['minesweeper']['generating']): void;
}

export interface ReplayView {
  readonly data: Replay;
  readonly step: number;
  readonly playing: boolean;
  /** 0.5 to 8 */
  readonly speed: number;
}

export interface ReplayActions {
  /** watch the game just played, from its start */
  minesweeperWatchReplay(): void;
  /** watch a replay (from a link or a record) on the board as it is now */
  minesweeperOpenReplay(data: Replay): void;
  minesweeperReplaySeek(step: number): void;
  minesweeperReplayStep(): void;
  minesweeperReplayPlay(): void;
  minesweeperReplayPause(): void;
  minesweeperReplaySpeed(speed: number): void;
  /** stop watching: the board stays as the game ended */
  minesweeperCloseReplay(): void;
}
