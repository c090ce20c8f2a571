// The browser's storage as the store is wired with it (store/kept.ts): what its slices and links keep.
import type { Kept } from '../state/kept';
import { loadMinesweeperPrefs, saveMinesweeperPrefs } from './minesweeperPrefs';
import { loadStats, saveRecords, saveStats } from './statsStorage';

export const browserKept: Kept = {
  loadPrefs: loadMinesweeperPrefs,
  savePrefs: saveMinesweeperPrefs,
  loadStats,
  saveStats,
  saveRecords,
};
