import type { StateCreator } from 'zustand';
import {
  click,
  maxMines,
  mineCountProblem,
  floorCount,
  newGame,
  placeMines,
  restart,
  isOver,
  type ClickButton,
  type FirstClickRule,
  type MinesState,
} from '../../games/minesweeper/state';
import { mineCountFor, PRESETS, presetFits, presetOf, type PresetId } from '../../games/minesweeper/presets';
import type { ReplayAction } from '../../games/minesweeper/replay';
import { seededRandom } from '../../games/random';
import { freshSeed } from '../freshSeed';
import type { Hint, NoGuessFailure } from '../../games/minesweeper/solver';
import type { MineCountProblem } from '../../games/minesweeper/placement';
import { tick, STOPPED_CLOCK } from '../../games/clock';
import { buildShape } from '../shapes';
import { knowledgeOf } from '../../games/minesweeper/knowledge';
import { loadGameExtras, solver } from '../later';
import { loadMinesPrefs, saveMinesPrefs } from '../persist/minesPrefs';
import { createReplayActions, type ReplayActions, type ReplayView } from './minesReplay';
import { gameFinished, gameStarted } from './statsSlice';
import type { AppState } from '../index';
import type { BoardReset } from '../types';

/**
 * A problem with Minesweeper's settings or its board generation, as data (the UI writes the sentence): a refused mine
 * count (with the count used instead, when one was), or no guess-free board (why; none means it took too long).
 */
export type MinesProblem =
  | { kind: 'mineCount'; problem: MineCountProblem; fallback?: number }
  | { kind: 'noGuess'; why?: NoGuessFailure }
  | { kind: 'noGuessCancelled' };

/** Why the Hint button has no hint to show. */
type HintNote = 'replay' | 'over' | 'firstClickSafe' | 'firstClickZero' | 'nothing';

export interface MinesSlice extends ReplayActions {
  ms: {
    game: MinesState;
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
    problem: MinesProblem | null;
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
    before: MinesState | null;
    /** whether this game may enter the records: fresh (an unseen board, no link progress), and assisted or not */
    session: { unranked: boolean; fresh: boolean; assisted: boolean };
    /** a replay being watched; the board shows its position and takes no clicks */
    replay: ReplayView | null;
    /** the end-of-game card was closed to look at the board */
    cardClosed: boolean;
  };
  msHint(): void;
  /** pause the clock (a sheet covers the board) or run it again: the time paused is not counted */
  msPause(paused: boolean): void;
  msShowProbabilities(on: boolean): void;
  msNewGame(patch?: { mines?: number; seed?: number; preset?: PresetId; firstClickRule?: FirstClickRule }): void;
  /** choose a difficulty: a preset builds its board (shape, rows, columns) and mine count */
  msSelectPreset(preset: PresetId): void;
  msSetFirstClickRule(rule: FirstClickRule): void;
  msRestart(): void;
  msReveal(tile: number): void;
  msFlag(tile: number): void;
  /** practice: take back the click that lost */
  msUndoLoss(): void;
  /** this game came from a link carrying progress: it never enters the records */
  msMarkUnranked(): void;
  msCloseCard(): void;
  msSetOptions(patch: Partial<Pick<MinesSlice['ms'], 'noGuess' | 'marks' | 'longPressMs' | 'allowUndo'>>): void;
  /** the no-guess worker's answer for the pending first click */
  msFinishGeneration(mines: Uint8Array | null, message?: MinesProblem): void;
  msSetGenerating(generating: MinesSlice['ms']['generating']): void;
}

const fresh = {
  hint: null,
  hintNote: null,
  probabilities: null,
  loss: null,
  log: [],
  before: null,
  replay: null,
  cardClosed: false,
  generating: null,
  ...STOPPED_CLOCK,
};
const newSession = { session: { unranked: false, fresh: false, assisted: false } };

/**
 * A new board replaced the old: a fresh game on it. The preset's own board gets the preset's count; any other board
 * is custom, at the old preset's density (or the custom count where it still fits, else the beginner density).
 */
export const msForBoard: BoardReset = ({ board, shape, ms }, _prev, { handedOver }) => {
  const rule = ms.firstClickRule;
  // A board handed over from the Editor that is a difficulty's own board (an edit undone, say) is played at that
  // difficulty, so an edit and its undo leave no custom mine count behind.
  const named = handedOver
    ? PRESETS.find((p) => p.mines !== null && presetFits(p, shape, board.rows, board.cols))
    : undefined;
  const own = named ?? presetOf(ms.preset);
  let preset = named?.id ?? ms.preset;
  let mines: number;
  let problem: MinesProblem | null = null;
  // At start-up there is no game yet: a custom count is the one remembered from the last visit.
  const customMines = ms.game ? ms.game.config.mines : loadMinesPrefs().mines;
  if (own.mines !== null && presetFits(own, shape, board.rows, board.cols)) mines = own.mines;
  else {
    preset = 'custom';
    mines =
      ms.preset === 'custom' && customMines !== null
        ? customMines
        : Math.min(mineCountFor(ms.preset, floorCount(board)), maxMines(board, rule));
    const refused = mineCountProblem(board, mines, rule);
    if (refused && ms.preset === 'custom') {
      mines = Math.min(mineCountFor('beginner', floorCount(board)), maxMines(board, rule));
      problem = { kind: 'mineCount', problem: refused, fallback: mines };
    } else if (refused) problem = { kind: 'mineCount', problem: refused };
  }
  const seed = ms.game?.config.seed ?? freshSeed();
  const game = newGame(board, { mines: Math.max(0, mines), seed, marks: ms.marks, firstClickRule: rule });
  return { ms: withNewGame(ms, game, preset, rule, problem), msResult: null };
};

/** A new game in the slice: the clock stopped, no hint, log or replay, a new session. */
export const withNewGame = (
  ms: MinesSlice['ms'],
  game: MinesState,
  preset: PresetId,
  rule: FirstClickRule,
  problem: MinesProblem | null = null,
): MinesSlice['ms'] => ({
  ...ms,
  game,
  preset,
  firstClickRule: rule,
  problem,
  ...fresh,
  ...newSession,
});

/** The session marked as helped (a hint, the probabilities, an undo): the game then enters the records as assisted. */
const assisted = (session: MinesSlice['ms']['session']) =>
  session.assisted ? session : { ...session, assisted: true };

export const createMinesSlice: StateCreator<AppState, [], [], MinesSlice> = (set, get, api) => {
  const patchMs = (p: Partial<MinesSlice['ms']>) => set((s) => ({ ms: { ...s.ms, ...p } }));
  const prefs = loadMinesPrefs();
  /**
   * One click, tallied and logged with its time, as one store update: the clock follows the game's status, a game's
   * first move notes its board as seen, and the move that ends it enters the statistics and records.
   */
  const act = (
    button: ClickButton,
    tile: number,
    placer?: Parameters<typeof click>[4],
    also: Partial<MinesSlice['ms']> = {},
  ) => {
    const s = get();
    const { ms, board } = s;
    const next = click(ms.game, board, button, tile, placer);
    if (next === ms.game) return void (Object.keys(also).length && patchMs(also));
    const now = Date.now();
    const { startedAt, endedAt } = tick(ms, next.status, now);
    const t = startedAt === null ? 0 : now - startedAt;
    const begun = ms.game.status === 'ready' && next.status !== 'ready';
    if (begun) void loadGameExtras();
    const started = begun ? gameStarted(s, next) : null;
    const lost = next.status === 'lost' && ms.game.status !== 'lost' && ms.game.mines;
    // Was the fatal click a forced guess? The solver says; if it is still on its way, the answer follows it.
    const classify = (sv: NonNullable<ReturnType<typeof solver.now>>) =>
      sv.classifyLoss(knowledgeOf(ms.game, board), next.exploded);
    const loss = lost && solver.now() ? classify(solver.now()!) : null;
    if (lost && !loss) void solver.load().then((sv) => get().ms.game === next && patchMs({ loss: classify(sv) }));
    const session = started ? { ...ms.session, fresh: started.fresh } : ms.session;
    const nextMs: MinesSlice['ms'] = {
      ...ms,
      ...also,
      game: next,
      startedAt,
      endedAt,
      hint: null,
      hintNote: null,
      loss,
      log: [...ms.log, { kind: button, tile, t }],
      before: ms.game,
      ...probabilitiesFor(next, ms.showProbabilities, session),
    };
    const after: AppState = { ...s, ...started?.patch, ms: nextMs };
    const ended = isOver(next) && !isOver(ms.game) ? gameFinished(after) : null;
    set({ ...started?.patch, ms: nextMs, ...(ended === 'wait' ? null : ended) });
    // With the link codec still on its way (a game over at its first click), the records follow it.
    if (ended === 'wait') get().msRecordFinished();
  };
  /** The probabilities to show for `game` (they follow the solver when it is still on its way), and the session: their showing makes it assisted. */
  const probabilitiesFor = (game: MinesState, on: boolean, session: MinesSlice['ms']['session']) => {
    if (!on || !game.mines || game.status !== 'playing') return { probabilities: null, session };
    const sv = solver.now();
    if (sv) return { probabilities: sv.probabilities(knowledgeOf(game, get().board)), session: assisted(session) };
    void solver.load().then((m) => {
      const { ms, board } = get();
      if (ms.game === game && ms.showProbabilities)
        patchMs({ probabilities: m.probabilities(knowledgeOf(game, board)) });
    });
    return { probabilities: null, session: assisted(session) };
  };
  /** A new game on the board as it is now (mines checked against the first-click rule). */
  const start = (
    mines: number,
    seed: number,
    preset: PresetId,
    rule: FirstClickRule,
    problem: MinesProblem | null = null,
  ) => {
    const { board, ms } = get();
    saveMinesPrefs({ preset, mines: preset === 'custom' ? mines : null });
    set({
      ms: withNewGame(
        ms,
        newGame(board, { mines, seed, marks: ms.marks, firstClickRule: rule }),
        preset,
        rule,
        problem,
      ),
      msResult: null,
    });
  };
  return {
    ms: {
      game: null as unknown as MinesState, // replaced by msForBoard when the store starts, once the board exists
      preset: prefs.preset,
      noGuess: false,
      marks: false,
      firstClickRule: prefs.firstClickRule,
      allowUndo: prefs.allowUndo,
      longPressMs: 450,
      pausedAt: null,
      problem: null,
      ...fresh,
      showProbabilities: false,
      ...newSession,
    },
    ...createReplayActions(set, get, api),
    msNewGame: (patch = {}) => {
      const { board, ms } = get();
      const preset = patch.preset ?? (patch.mines !== undefined ? 'custom' : ms.preset);
      const rule = patch.firstClickRule ?? ms.firstClickRule;
      const own = presetOf(preset);
      const mines =
        patch.mines ??
        (own.mines !== null && presetFits(own, get().shape, board.rows, board.cols)
          ? own.mines
          : preset === 'custom'
            ? ms.game.config.mines
            : mineCountFor(preset, floorCount(board)));
      const problem = mineCountProblem(board, mines, rule);
      if (problem) return patchMs({ problem: { kind: 'mineCount', problem } });
      start(mines, patch.seed ?? freshSeed(), preset, rule);
    },
    msSelectPreset: (preset) => {
      const s = get();
      const p = presetOf(preset);
      if (!p.board || presetFits(p, s.shape, s.board.rows, s.board.cols)) return s.msNewGame({ preset });
      // The board transition starts the new game through msForBoard, which reads the preset it carries.
      const built = buildShape(p.board.shape, p.board.rows, p.board.cols, s.board.orientation, s.board.parity);
      s.loadBoard({ level: built.level, shape: p.board.shape }, { carry: { ms: { ...s.ms, preset } } });
    },
    msSetFirstClickRule: (rule) => {
      const { ms } = get();
      saveMinesPrefs({ firstClickRule: rule });
      const problem = mineCountProblem(get().board, ms.game.config.mines, rule);
      if (problem) return patchMs({ problem: { kind: 'mineCount', problem } });
      start(ms.game.config.mines, freshSeed(), ms.preset, rule);
    },
    msRestart: () => {
      const { board, ms } = get();
      // The same mines again: seen, so it never enters the records (gameStarted checks).
      set({
        ms: {
          ...ms,
          game: restart(ms.game, board),
          ...fresh,
          session: { unranked: ms.session.unranked, fresh: false, assisted: false },
        },
        msResult: null,
      });
    },
    msReveal: (tile) => {
      const { ms } = get();
      if (ms.generating || ms.replay) return;
      if (ms.game.mines === null && ms.noGuess && ms.game.status === 'ready' && ms.game.view[tile] === 0) {
        // The no-guess board is built for this first click in a worker; the UI starts it and calls msFinishGeneration.
        return patchMs({ generating: { progress: 0, tile } });
      }
      act('open', tile);
    },
    msFlag: (tile) => {
      const { ms } = get();
      if (ms.generating || ms.replay) return;
      act('flag', tile);
    },
    msUndoLoss: () => {
      const { ms } = get();
      if (!ms.allowUndo || ms.game.status !== 'lost' || !ms.before || ms.replay) return;
      const t = ms.endedAt !== null && ms.startedAt !== null ? ms.endedAt - ms.startedAt : 0;
      set({
        ms: {
          ...ms,
          game: { ...ms.before, tally: ms.game.tally },
          endedAt: null,
          loss: null,
          log: [...ms.log, { kind: 'undo', tile: -1, t }],
          before: null,
          cardClosed: false,
          session: assisted(ms.session),
        },
        msResult: null,
      });
    },
    msMarkUnranked: () => patchMs({ session: { ...get().ms.session, unranked: true, fresh: false } }),
    msCloseCard: () => patchMs({ cardClosed: true }),
    msPause: (paused) => {
      const { ms } = get();
      const now = Date.now();
      if (paused) return void (ms.pausedAt === null && patchMs({ pausedAt: now }));
      if (ms.pausedAt === null) return;
      const running = ms.startedAt !== null && ms.endedAt === null;
      patchMs({
        pausedAt: null,
        ...(running ? { startedAt: ms.startedAt! + now - Math.max(ms.pausedAt, ms.startedAt!) } : {}),
      });
    },
    msSetOptions: (patch) => {
      const { ms } = get();
      if (patch.allowUndo !== undefined) saveMinesPrefs({ allowUndo: patch.allowUndo });
      patchMs(
        patch.marks === undefined
          ? patch
          : { ...patch, game: { ...ms.game, config: { ...ms.game.config, marks: patch.marks } } },
      );
    },
    msSetGenerating: (generating) => patchMs({ generating }),
    msHint: () => {
      const { board, ms } = get();
      if (ms.replay) return patchMs({ hint: null, hintNote: 'replay' });
      if (isOver(ms.game)) return patchMs({ hint: null, hintNote: 'over' });
      if (!ms.game.mines)
        return patchMs({ hint: null, hintNote: ms.firstClickRule === 'safe' ? 'firstClickSafe' : 'firstClickZero' });
      const s = solver.now();
      if (!s) return void solver.load().then(() => get().msHint());
      const h = s.hint(knowledgeOf(ms.game, board));
      patchMs({ hint: h, hintNote: h ? null : 'nothing', session: assisted(ms.session) });
    },
    msShowProbabilities: (on) => {
      const { ms } = get();
      patchMs({ showProbabilities: on, ...probabilitiesFor(ms.game, on, ms.session) });
    },
    msFinishGeneration: (mines, message) => {
      const { ms } = get();
      const pending = ms.generating;
      if (!pending) return;
      const rule = ms.game.config.firstClickRule;
      const placer = mines
        ? () => mines
        : (b: AppState['board'], n: number, safe: number) =>
            placeMines(b, n, safe, seededRandom(ms.game.config.seed), rule);
      act('open', pending.tile, placer, { generating: null, problem: message ?? null });
    },
  };
};
