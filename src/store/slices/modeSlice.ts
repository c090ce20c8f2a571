import type { StateCreator } from 'zustand';
import type { AppState } from '../index';
import type { ModeSlice } from '../types';

// setMode is the layout slice's: a mode shown brings its own board with it (modeBoards.ts).
export const createModeSlice: StateCreator<AppState, [], [], Omit<ModeSlice, 'setMode'>> = (set) => ({
  mode: 'minesweeper',
  notice: null,
  setNotice: (notice) => set({ notice }),
});
