import type { StateCreator } from 'zustand';
import type { AppState, ModeSlice } from '../state/app';

// setMode is the layout slice's: a mode shown brings its own board with it (modeBoards.ts).
export const createModeSlice: StateCreator<AppState, [], [], Omit<ModeSlice, 'setMode'>> = (set) => ({
  mode: 'minesweeper',
  notice: null,
  setNotice: (notice) => set({ notice }),
});
