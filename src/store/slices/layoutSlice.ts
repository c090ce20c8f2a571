import type { StateCreator } from 'zustand';
import { makeBoard, type Board } from '../../engine/board';
import { transpose } from '../../engine/levelData';
import { wrapProblem } from '../../engine/wrap';
import { buildShape, fitLevel } from '../shapes';
import { LIMITS } from '../../games/limits';
import type {
  AppState,
  BoardChange,
  BoardChangeOptions,
  BoardLayout,
  BoardReset,
  LayoutSlice,
  Mode,
  ModeSlice,
} from '../state/app';
import { firstBoardOf, layoutOf, sameBoard } from '../modeBoards';

// One source of limits (games/limits.ts); these names stay for the panels that read them.
const MIN_HEX = LIMITS.hexSize.min;
const MAX_HEX = LIMITS.hexSize.max;
const MAX_SIDE = LIMITS.side.max;

/** A mode's reset for a new board, with the mode it belongs to. */
export type ModeReset = readonly [Mode, BoardReset];

export interface LayoutWiring {
  /** builds a board from levelData (the engine's makeBoard; tests count the calls) */
  buildBoard: typeof makeBoard;
  /** each mode's reset for a new board, applied in order */
  resets: readonly ModeReset[];
  /** the first board (the tutorial's hexagon), built by the store for every slice to start on */
  first: Board;
}

/**
 * The state the modes start from on `next`'s board (those `only` picks, when given): the resets applied in order,
 * each seeing those before it.
 */
export function resetModes(
  next: AppState,
  prev: AppState,
  resets: readonly ModeReset[],
  options: BoardChangeOptions = {},
  only?: (mode: Mode) => boolean,
): Partial<AppState> {
  let patch: Partial<AppState> = {};
  for (const [mode, reset] of resets)
    if (!only || only(mode)) patch = { ...patch, ...reset({ ...next, ...patch }, prev, options) };
  return patch;
}

export const createLayoutSlice =
  ({
    buildBoard,
    resets,
    first,
  }: LayoutWiring): StateCreator<AppState, [], [], LayoutSlice & Pick<ModeSlice, 'setMode'>> =>
  (set, get) => {
    /** The modes a change made in `mode` starts afresh: that mode, and those that follow it (not shown yet). */
    const followers = (mode: Mode, shown: readonly Mode[]) => (m: Mode) => m === mode || !shown.includes(m);

    /**
     * The one board transition, as the update it makes: build the board once and start the mode on screen on it
     * (every mode, for a link or a restored save); the other modes shown so far keep the board they are on.
     */
    const transition = (before: AppState, change: BoardChange, options: BoardChangeOptions = {}): Partial<AppState> => {
      const prev = options.carry ? { ...before, ...options.carry } : before;
      const orientation = change.orientation ?? prev.board.orientation;
      const parity = change.parity ?? prev.board.parity;
      const hexSize = change.hexSize === undefined ? prev.hexSize : clampHex(change.hexSize);
      let wrap = change.wrap ?? prev.board.wrap;
      const problem = wrapProblem(change.level, { orientation, parity }, wrap);
      // Never a silent change: a wrap asked for is refused with the reason; a wrap the new size can't keep is dropped, saying why.
      if (problem && change.wrap !== undefined)
        return { notice: { kind: 'error', message: { kind: 'wrapRefused', why: problem } } };
      if (problem) wrap = 'none';
      const layout = {
        hexSize,
        shape: change.shape ?? prev.shape,
        board: buildBoard(change.level, { orientation, parity, wrap }),
      };
      const notice = problem
        ? { notice: { kind: 'info' as const, message: { kind: 'wrapDropped' as const, why: problem } } }
        : {};
      const every = options.everyMode;
      const shown = every ? withShown(prev.shown, every.mode) : prev.shown;
      const mode = every?.mode ?? prev.mode;
      const parked = every ? {} : parkOthers(prev, resets);
      const reset = {
        ...options.carry,
        ...layout,
        ...notice,
        mode,
        parked,
        shown,
        ...resetModes(
          { ...prev, ...layout, mode, shown },
          prev,
          resets,
          options,
          every ? undefined : followers(mode, shown),
        ),
      };
      return options.then ? { ...reset, ...options.then({ ...prev, ...reset }) } : reset;
    };
    /** The state as showing `mode` leaves it, before its board changes: the mode on screen keeps its board aside. */
    const showing = (s: AppState, mode: Mode): AppState => {
      if (mode === s.mode) return s;
      const parked = { ...parkOthers(s, resets), [s.mode]: layoutOf(s) };
      delete parked[mode];
      return { ...s, mode, parked, shown: withShown(s.shown, mode) };
    };
    const commit = (change: BoardChange, options?: BoardChangeOptions) =>
      set(transition(options?.mode ? showing(get(), options.mode) : get(), change, options));

    return {
      hexSize: 24,
      board: first,
      shape: 'tutorial',
      setOrientation: (orientation) => {
        const s = get();
        if (orientation === s.board.orientation) return;
        // The tutorial turns a board by transposing levelData: the same shape appears turned.
        commit({ orientation, level: transpose(s.board.level) });
      },
      setParity: (parity) => {
        if (parity === get().board.parity) return;
        commit({ parity, level: get().board.level });
      },
      setHexSize: (size) => set({ hexSize: clampHex(size) }),
      setLevel: (level, shape = 'custom') => commit({ level, shape }),
      setBoardSize: (rows, cols) => {
        const s = get();
        const r = Math.min(MAX_SIDE, Math.max(1, Math.round(rows)));
        const c = Math.min(MAX_SIDE, Math.max(1, Math.round(cols)));
        // A preset grows with the board; an edited board keeps its content, anchored top-left.
        if (s.shape === 'custom' || s.shape.startsWith('four-'))
          return commit({ level: fitLevel(s.board.level, r, c), shape: 'custom' });
        const shape = s.shape === 'tutorial' ? 'hexagon' : s.shape;
        commit({ shape, ...buildShape(shape, r, c, s.board.orientation, s.board.parity) });
      },
      applyShape: (shape) => {
        const s = get();
        commit({
          shape,
          ...buildShape(
            shape,
            s.board.level.length,
            s.board.level[0]?.length ?? 0,
            s.board.orientation,
            s.board.parity,
          ),
        });
      },
      setWrap: (wrap) => {
        const s = get();
        if (wrap !== s.board.wrap) commit({ level: s.board.level, wrap });
      },
      loadBoard: commit,
      parked: {},
      shown: ['minesweeper'],
      setMode: (mode) => {
        const s = get();
        if (mode === s.mode) return;
        const parked = { ...parkOthers(s, resets), [s.mode]: layoutOf(s) };
        const own = parked[mode];
        delete parked[mode];
        const first = !own && !s.shown.includes(mode) ? firstBoardOf(mode) : undefined;
        const shown = withShown(s.shown, mode);
        // The modes not shown yet follow the board on screen, whichever mode shows it.
        if (own) {
          const after = { ...s, ...own, mode, shown };
          const notShown = (m: Mode) => !shown.includes(m);
          return set({
            mode,
            parked,
            shown,
            ...own,
            ...(own.board === s.board ? {} : resetModes(after, s, resets, {}, notShown)),
          });
        }
        // A mode with no board aside is on the board on screen, unless it starts on one of its own.
        if (!first) return set({ mode, parked, shown });
        const showing = { ...s, mode, parked, shown };
        set(transition(showing, first(s)));
      },
      playBoard: (mode) => {
        const s = get();
        if (mode === s.mode) return;
        const here = layoutOf(s);
        const parked = { ...s.parked, [s.mode]: here };
        const theirs = parked[mode] ?? here;
        delete parked[mode];
        const shown = withShown(s.shown, mode);
        // A game already on this very board goes on; any other board gives way to this one, with a fresh game.
        if (sameBoard(theirs, here)) return set({ mode, parked, shown });
        set({
          mode,
          parked,
          shown,
          ...resetModes(
            { ...s, mode, shown },
            { ...s, ...theirs, mode },
            resets,
            { handedOver: true },
            (m) => m === mode,
          ),
        });
      },
    };
  };

const clampHex = (size: number) => Math.min(MAX_HEX, Math.max(MIN_HEX, Math.round(size)));

/** The boards of the modes shown before, off screen: each keeps the one it has aside, or else the one on screen before the change. */
function parkOthers(prev: AppState, resets: readonly ModeReset[]): Partial<Record<Mode, BoardLayout>> {
  const parked = { ...prev.parked };
  for (const [mode] of resets)
    if (mode !== prev.mode && prev.shown.includes(mode) && !parked[mode]) parked[mode] = layoutOf(prev);
  return parked;
}

/** The modes shown so far with `mode` among them (the same list when it was). */
const withShown = (shown: readonly Mode[], mode: Mode): readonly Mode[] =>
  shown.includes(mode) ? shown : [...shown, mode];
