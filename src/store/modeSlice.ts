import type { StateCreator } from 'zustand';
import type { AppState } from './index';
import type { ModeSlice } from './types';

export const createModeSlice: StateCreator<AppState, [], [], ModeSlice> = (set) => ({
  mode: 'minesweeper',
  setMode: (mode) => set({ mode }),
  notice: null,
  setNotice: (notice) => set({ notice }),
});
