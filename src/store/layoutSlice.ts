import type { StateCreator } from 'zustand';
import { makeBoard, transpose, TUTORIAL_HEXAGON, type LevelData } from '../engine';
import { buildShape, fitLevel } from './shapes';
import { LIMITS } from '../games/limits';
import type { AppState } from './index';
import type { LayoutSlice } from './types';

// One source of limits (games/limits.ts); these names stay for the panels that read them.
export const MIN_HEX = LIMITS.hexSize.min;
export const MAX_HEX = LIMITS.hexSize.max;
export const MAX_SIDE = LIMITS.side.max;

export const createLayoutSlice: StateCreator<AppState, [], [], LayoutSlice> = (set, get) => {
  /** Replace the board's level and derived board in one update. */
  const commit = (patch: Partial<LayoutSlice> & { level: LevelData }) => {
    const s = get();
    const orientation = patch.orientation ?? s.orientation;
    const parity = patch.parity ?? s.parity;
    set({ ...patch, board: makeBoard(patch.level, { orientation, parity }), boardVersion: s.boardVersion + 1 });
  };
  return {
    orientation: 'pointy',
    parity: 'odd',
    hexSize: 24,
    level: TUTORIAL_HEXAGON,
    board: makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' }),
    shape: 'tutorial',
    boardVersion: 0,
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
    setHexSize: (size) => set({ hexSize: Math.min(MAX_HEX, Math.max(MIN_HEX, Math.round(size))) }),
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
  };
};
