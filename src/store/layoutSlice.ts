import type { StateCreator } from 'zustand';
import { makeBoard, transpose, TUTORIAL_HEXAGON, wrapProblem } from '../engine';
import { buildShape, fitLevel } from './shapes';
import { LIMITS } from '../games/limits';
import type { AppState } from './index';
import type { BoardChange, BoardChangeOptions, BoardReset, LayoutSlice } from './types';

// One source of limits (games/limits.ts); these names stay for the panels that read them.
export const MIN_HEX = LIMITS.hexSize.min;
export const MAX_HEX = LIMITS.hexSize.max;
export const MAX_SIDE = LIMITS.side.max;

export interface LayoutWiring {
  /** builds a board from levelData (the engine's makeBoard; tests count the calls) */
  buildBoard: typeof makeBoard;
  /** each mode's reset for a new board, applied in order */
  resets: readonly BoardReset[];
}

/** The state every mode starts from on `next`'s board: the resets applied in order, each seeing those before it. */
export function resetModes(next: AppState, prev: AppState, resets: readonly BoardReset[], options: BoardChangeOptions = {}): Partial<AppState> {
  let patch: Partial<AppState> = {};
  for (const reset of resets) patch = { ...patch, ...reset({ ...next, ...patch }, prev, options) };
  return patch;
}

export const createLayoutSlice = ({ buildBoard, resets }: LayoutWiring): StateCreator<AppState, [], [], LayoutSlice> => (set, get) => {
  /** The one board transition: build the board once, start every mode on it, and publish it all in one update. */
  const commit = (change: BoardChange, options: BoardChangeOptions = {}) => {
    const prev = get();
    const orientation = change.orientation ?? prev.orientation;
    const parity = change.parity ?? prev.parity;
    const hexSize = change.hexSize === undefined ? prev.hexSize : clampHex(change.hexSize);
    let wrap = change.wrap ?? prev.wrap;
    const problem = wrapProblem(change.level, { orientation, parity }, wrap);
    // Never a silent change: a wrap asked for is refused with the reason; a wrap the new size can't keep is dropped, saying why.
    if (problem && change.wrap !== undefined) return set({ notice: { kind: 'error', message: { kind: 'wrapRefused', why: problem } } });
    if (problem) wrap = 'none';
    const layout = { ...change, orientation, parity, hexSize, wrap, board: buildBoard(change.level, { orientation, parity, wrap }) };
    const notice = problem ? { notice: { kind: 'info' as const, message: { kind: 'wrapDropped' as const, why: problem } } } : {};
    set({ ...layout, ...notice, ...resetModes({ ...prev, ...layout }, prev, resets, options) });
  };
  return {
    orientation: 'pointy',
    parity: 'odd',
    hexSize: 24,
    level: TUTORIAL_HEXAGON,
    board: buildBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' }),
    shape: 'tutorial',
    wrap: 'none',
    setOrientation: (orientation) => {
      const s = get();
      if (orientation === s.orientation) return;
      // The tutorial turns a board by transposing levelData: the same shape appears turned.
      commit({ orientation, level: transpose(s.level) });
    },
    setParity: (parity) => {
      if (parity === get().parity) return;
      commit({ parity, level: get().level });
    },
    setHexSize: (size) => set({ hexSize: clampHex(size) }),
    setLevel: (level, shape = 'custom') => commit({ level, shape }),
    setBoardSize: (rows, cols) => {
      const s = get();
      const r = Math.min(MAX_SIDE, Math.max(1, Math.round(rows)));
      const c = Math.min(MAX_SIDE, Math.max(1, Math.round(cols)));
      // A preset grows with the board; an edited board keeps its content, anchored top-left.
      if (s.shape === 'custom' || s.shape.startsWith('four-')) return commit({ level: fitLevel(s.level, r, c), shape: 'custom' });
      const shape = s.shape === 'tutorial' ? 'hexagon' : s.shape;
      commit({ shape, ...buildShape(shape, r, c, s.orientation, s.parity) });
    },
    applyShape: (shape) => {
      const s = get();
      commit({ shape, ...buildShape(shape, s.level.length, s.level[0]?.length ?? 0, s.orientation, s.parity) });
    },
    setWrap: (wrap) => {
      const s = get();
      if (wrap !== s.wrap) commit({ level: s.level, wrap });
    },
    loadBoard: commit,
  };
};

const clampHex = (size: number) => Math.min(MAX_HEX, Math.max(MIN_HEX, Math.round(size)));
