import type { StateCreator } from 'zustand';
import type { Board } from '../../engine/board';
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
  type MinesweeperState,
} from '../../games/minesweeper/state';
import { mineCountFor, PRESETS, presetFits, presetOf, type PresetId } from '../../games/minesweeper/presets';
import { seededRandom } from '../../games/random';
import { freshSeed } from '../freshSeed';
import { tick, STOPPED_CLOCK } from '../../games/clock';
import { buildShape } from '../shapes';
import { knowledgeOf } from '../../games/minesweeper/knowledge';
import { solver } from './minesweeperSolver';
import type { Later } from '../later';
import type { Kept, MinesweeperPrefs } from '../state/kept';
import type { GameOrigin, MinesweeperProblem, MinesweeperSlice } from '../state/minesweeper';
import { createReplayActions } from './minesweeperReplay';
import { resumedMinesweeper } from './minesweeperResume';
import { gameFinished, gameStarted } from './statsKeeping';
import type { AppState, BoardReset } from '../state/app';
import type { RecordLinks } from '../state/store';

export type { MinesweeperProblem } from '../state/minesweeper';

const OWN: GameOrigin = { kind: 'own' };

/** The origin after a restart or an undo: a daily's attempt is then played, never won. */
const tainted = (origin: GameOrigin): GameOrigin =>
  origin.kind === 'daily' && !origin.tainted ? { ...origin, tainted: true } : origin;

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
 * A new board replaced the old: a fresh game on it. The preset's own board gets the preset's count (the preset the
 * player chose last, when the game on screen is custom only because its board was no preset's); any other board is
 * custom, at the old preset's density (or the custom count where it still fits, else the beginner density).
 */
export const minesweeperForBoard: BoardReset = ({ board, shape, minesweeper }, _prev, { handedOver }) => {
  const rule = minesweeper.firstClickRule;
  // A board handed over from the Editor that is a difficulty's own board (an edit undone, say) is played at that
  // difficulty, so an edit and its undo leave no custom mine count behind.
  const named = handedOver
    ? PRESETS.find((p) => p.mines !== null && presetFits(p, shape, board.rows, board.cols))
    : undefined;
  // A custom game the player did not choose (a board that was no difficulty's: the store's first board, before a
  // reload's or a returning player's board came) leaves the difficulty they chose last, which is remembered.
  const chosen = minesweeper.preset === 'custom' ? minesweeper.chosen.preset : minesweeper.preset;
  const own = named ?? presetOf(chosen);
  let preset = named?.id ?? chosen;
  let mines: number;
  let problem: MinesweeperProblem | null = null;
  // The first game, made with the store, has the custom count remembered from the last visit (firstMinesweeper).
  const customMines = minesweeper.game.config.mines;
  if (own.mines !== null && presetFits(own, shape, board.rows, board.cols)) mines = own.mines;
  else {
    preset = 'custom';
    mines =
      minesweeper.preset === 'custom' && customMines !== null
        ? customMines
        : Math.min(mineCountFor(minesweeper.preset, floorCount(board)), maxMines(board, rule));
    const refused = mineCountProblem(board, mines, rule);
    if (refused && minesweeper.preset === 'custom') {
      mines = Math.min(mineCountFor('beginner', floorCount(board)), maxMines(board, rule));
      problem = { kind: 'mineCount', problem: refused, fallback: mines };
    } else if (refused) problem = { kind: 'mineCount', problem: refused };
  }
  const seed = minesweeper.game.config.seed;
  const game = newGame(board, { mines: Math.max(0, mines), seed, marks: minesweeper.marks, firstClickRule: rule });
  return { minesweeper: withNewGame(minesweeper, game, preset, rule, problem), minesweeperResult: null };
};

/** A new game in the slice: the clock stopped, no hint, log or replay, a new session. */
export const withNewGame = (
  minesweeper: MinesweeperSlice['minesweeper'],
  game: MinesweeperState,
  preset: PresetId,
  rule: FirstClickRule,
  problem: MinesweeperProblem | null = null,
): MinesweeperSlice['minesweeper'] => ({
  ...minesweeper,
  game,
  preset,
  firstClickRule: rule,
  problem,
  ...fresh,
  ...newSession,
  origin: OWN,
});

/** The session marked as helped (a hint, the probabilities, an undo): the game then enters the records as assisted. */
const assisted = (session: MinesweeperSlice['minesweeper']['session']) =>
  session.assisted ? session : { ...session, assisted: true };

/** The store's first Minesweeper state: the remembered choices, and a game on the first board (its reset follows). */
function firstMinesweeper(board: Board, prefs: MinesweeperPrefs): MinesweeperSlice['minesweeper'] {
  const rule = prefs.firstClickRule;
  // A custom count read back as the last visit's (minesweeperForBoard reads it off this game), else the density's.
  const mines = prefs.mines ?? Math.min(mineCountFor(prefs.preset, floorCount(board)), maxMines(board, rule));
  return {
    game: newGame(board, { mines, seed: freshSeed(), marks: false, firstClickRule: rule }),
    preset: prefs.preset,
    noGuess: false,
    marks: false,
    firstClickRule: rule,
    allowUndo: prefs.allowUndo,
    longPressMs: 450,
    pausedAt: null,
    problem: null,
    ...fresh,
    showProbabilities: false,
    ...newSession,
    origin: OWN,
    chosen: { preset: prefs.preset, mines: prefs.mines },
  };
}

/** Minesweeper's slice, wired with the store's first board and what the browser keeps (kept.ts). */
export const createMinesweeperSlice =
  (first: Board, kept: Kept, recordLinks: Later<RecordLinks>): StateCreator<AppState, [], [], MinesweeperSlice> =>
  (set, get, api) => {
    const patchMs = (p: Partial<MinesweeperSlice['minesweeper']>) =>
      set((s) => ({ minesweeper: { ...s.minesweeper, ...p } }));
    /**
     * One click, tallied and logged with its time, as one store update: the clock follows the game's status, a game's
     * first move notes its board as seen, and the move that ends it enters the statistics and records.
     */
    const act = (
      button: ClickButton,
      tile: number,
      placer?: Parameters<typeof click>[4],
      also: Partial<MinesweeperSlice['minesweeper']> = {},
    ) => {
      const s = get();
      const { minesweeper, board } = s;
      const next = click(minesweeper.game, board, button, tile, placer);
      if (next === minesweeper.game) return void (Object.keys(also).length && patchMs(also));
      const now = Date.now();
      const { startedAt, endedAt } = tick(minesweeper, next.status, now);
      const t = startedAt === null ? 0 : now - startedAt;
      const begun = minesweeper.game.status === 'ready' && next.status !== 'ready';
      if (begun) void Promise.all([solver.load(), recordLinks.load()]);
      const started = begun ? gameStarted(s, next, kept) : null;
      const lost = next.status === 'lost' && minesweeper.game.status !== 'lost' && minesweeper.game.mines;
      // Was the fatal click a forced guess? The solver says; if it is still on its way, the answer follows it.
      const classify = (sv: NonNullable<ReturnType<typeof solver.now>>) =>
        sv.classifyLoss(knowledgeOf(minesweeper.game, board), next.exploded);
      const loss = lost && solver.now() ? classify(solver.now()!) : null;
      if (lost && !loss)
        void solver.load().then((sv) => get().minesweeper.game === next && patchMs({ loss: classify(sv) }));
      const session = started ? { ...minesweeper.session, fresh: started.fresh } : minesweeper.session;
      const nextMs: MinesweeperSlice['minesweeper'] = {
        ...minesweeper,
        ...also,
        game: next,
        startedAt,
        endedAt,
        hint: null,
        hintNote: null,
        loss,
        log: [...minesweeper.log, { kind: button, tile, t }],
        before: minesweeper.game,
        ...probabilitiesFor(next, minesweeper.showProbabilities, session),
      };
      const after: AppState = { ...s, ...started?.patch, minesweeper: nextMs };
      const ended = isOver(next) && !isOver(minesweeper.game) ? gameFinished(after, kept, recordLinks.now()) : null;
      set({ ...started?.patch, minesweeper: nextMs, ...(ended === 'wait' ? null : ended) });
      // With the link codec still on its way (a game over at its first click), the records follow it.
      if (ended === 'wait') get().minesweeperRecordFinished();
    };
    /** The probabilities to show for `game` (they follow the solver when it is still on its way), and the session: their showing makes it assisted. */
    const probabilitiesFor = (
      game: MinesweeperState,
      on: boolean,
      session: MinesweeperSlice['minesweeper']['session'],
    ) => {
      if (!on || !game.mines || game.status !== 'playing') return { probabilities: null, session };
      const sv = solver.now();
      if (sv) return { probabilities: sv.probabilities(knowledgeOf(game, get().board)), session: assisted(session) };
      void solver.load().then((m) => {
        const { minesweeper, board } = get();
        if (minesweeper.game === game && minesweeper.showProbabilities)
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
      problem: MinesweeperProblem | null = null,
    ) => {
      const { board, minesweeper } = get();
      const chosen = { preset, mines: preset === 'custom' ? mines : null };
      kept.savePrefs(chosen);
      set({
        minesweeper: {
          ...withNewGame(
            minesweeper,
            newGame(board, { mines, seed, marks: minesweeper.marks, firstClickRule: rule }),
            preset,
            rule,
            problem,
          ),
          chosen,
        },
        minesweeperResult: null,
      });
    };
    return {
      minesweeper: firstMinesweeper(first, kept.loadPrefs()),
      ...createReplayActions(set, get, api),
      minesweeperNewGame: (patch = {}) => {
        const { board, minesweeper } = get();
        const preset = patch.preset ?? (patch.mines !== undefined ? 'custom' : minesweeper.preset);
        const rule = patch.firstClickRule ?? minesweeper.firstClickRule;
        const own = presetOf(preset);
        const mines =
          patch.mines ??
          (own.mines !== null && presetFits(own, get().shape, board.rows, board.cols)
            ? own.mines
            : preset === 'custom'
              ? minesweeper.game.config.mines
              : mineCountFor(preset, floorCount(board)));
        const problem = mineCountProblem(board, mines, rule);
        if (problem) return patchMs({ problem: { kind: 'mineCount', problem } });
        start(mines, patch.seed ?? freshSeed(), preset, rule);
      },
      minesweeperSelectPreset: (preset) => {
        const s = get();
        const p = presetOf(preset);
        if (!p.board || presetFits(p, s.shape, s.board.rows, s.board.cols)) return s.minesweeperNewGame({ preset });
        // The board transition starts the new game through minesweeperForBoard, which reads the preset it carries; the
        // preset is remembered here, as a new game remembers it.
        const chosen = { preset, mines: null };
        kept.savePrefs(chosen);
        const built = buildShape(p.board.shape, p.board.rows, p.board.cols, s.board.orientation, s.board.parity);
        s.loadBoard(
          { level: built.level, shape: p.board.shape },
          { carry: { minesweeper: { ...s.minesweeper, preset, chosen } } },
        );
      },
      minesweeperSetFirstClickRule: (rule) => {
        const { minesweeper } = get();
        kept.savePrefs({ firstClickRule: rule });
        const problem = mineCountProblem(get().board, minesweeper.game.config.mines, rule);
        if (problem) return patchMs({ problem: { kind: 'mineCount', problem } });
        start(minesweeper.game.config.mines, freshSeed(), minesweeper.preset, rule);
      },
      minesweeperRestart: () => {
        const { board, minesweeper } = get();
        // The same mines again: seen, so it never enters the records (gameStarted checks).
        set({
          minesweeper: {
            ...minesweeper,
            game: restart(minesweeper.game, board),
            ...fresh,
            session: { unranked: minesweeper.session.unranked, fresh: false, assisted: false },
            origin: minesweeper.game.status === 'ready' ? minesweeper.origin : tainted(minesweeper.origin),
          },
          minesweeperResult: null,
        });
      },
      minesweeperReveal: (tile) => {
        const { minesweeper } = get();
        if (minesweeper.generating || minesweeper.replay) return;
        if (
          minesweeper.game.mines === null &&
          minesweeper.noGuess &&
          minesweeper.game.status === 'ready' &&
          minesweeper.game.view[tile] === 0
        ) {
          // The no-guess board is built for this first click in a worker; the UI starts it and calls minesweeperFinishGeneration.
          return patchMs({ generating: { progress: 0, tile } });
        }
        act('open', tile);
      },
      minesweeperFlag: (tile) => {
        const { minesweeper } = get();
        if (minesweeper.generating || minesweeper.replay) return;
        act('flag', tile);
      },
      minesweeperUndoLoss: () => {
        const { minesweeper } = get();
        if (!minesweeper.allowUndo || minesweeper.game.status !== 'lost' || !minesweeper.before || minesweeper.replay)
          return;
        const t =
          minesweeper.endedAt !== null && minesweeper.startedAt !== null
            ? minesweeper.endedAt - minesweeper.startedAt
            : 0;
        set({
          minesweeper: {
            ...minesweeper,
            game: { ...minesweeper.before, tally: minesweeper.game.tally },
            endedAt: null,
            loss: null,
            log: [...minesweeper.log, { kind: 'undo', tile: -1, t }],
            before: null,
            cardClosed: false,
            session: assisted(minesweeper.session),
            origin: tainted(minesweeper.origin),
          },
          minesweeperResult: null,
        });
      },
      minesweeperResume: (replay, ms) => set(resumedMinesweeper(get(), replay, ms, Date.now())),
      minesweeperMarkUnranked: () =>
        patchMs({ session: { ...get().minesweeper.session, unranked: true, fresh: false } }),
      minesweeperCloseCard: () => patchMs({ cardClosed: true }),
      minesweeperPause: (paused) => {
        const { minesweeper } = get();
        const now = Date.now();
        if (paused) return void (minesweeper.pausedAt === null && patchMs({ pausedAt: now }));
        if (minesweeper.pausedAt === null) return;
        const running = minesweeper.startedAt !== null && minesweeper.endedAt === null;
        patchMs({
          pausedAt: null,
          ...(running
            ? { startedAt: minesweeper.startedAt! + now - Math.max(minesweeper.pausedAt, minesweeper.startedAt!) }
            : {}),
        });
      },
      minesweeperSetOptions: (patch) => {
        const { minesweeper } = get();
        if (patch.allowUndo !== undefined) kept.savePrefs({ allowUndo: patch.allowUndo });
        patchMs(
          patch.marks === undefined
            ? patch
            : { ...patch, game: { ...minesweeper.game, config: { ...minesweeper.game.config, marks: patch.marks } } },
        );
      },
      minesweeperSetGenerating: (generating) => patchMs({ generating }),
      minesweeperHint: () => {
        const { board, minesweeper } = get();
        if (minesweeper.replay) return patchMs({ hint: null, hintNote: 'replay' });
        if (isOver(minesweeper.game)) return patchMs({ hint: null, hintNote: 'over' });
        if (!minesweeper.game.mines)
          return patchMs({
            hint: null,
            hintNote: minesweeper.firstClickRule === 'safe' ? 'firstClickSafe' : 'firstClickZero',
          });
        const s = solver.now();
        if (!s) return void solver.load().then(() => get().minesweeperHint());
        const h = s.hint(knowledgeOf(minesweeper.game, board));
        patchMs({ hint: h, hintNote: h ? null : 'nothing', session: assisted(minesweeper.session) });
      },
      minesweeperShowProbabilities: (on) => {
        const { minesweeper } = get();
        patchMs({ showProbabilities: on, ...probabilitiesFor(minesweeper.game, on, minesweeper.session) });
      },
      minesweeperFinishGeneration: (mines, message) => {
        const { minesweeper } = get();
        const pending = minesweeper.generating;
        if (!pending) return;
        const rule = minesweeper.game.config.firstClickRule;
        const placer = mines
          ? () => mines
          : (b: AppState['board'], n: number, safe: number) =>
              placeMines(b, n, safe, seededRandom(minesweeper.game.config.seed), rule);
        act('open', pending.tile, placer, { generating: null, problem: message ?? null });
      },
    };
  };
