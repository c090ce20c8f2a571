// What the store keeps in the browser, as its slices and links reach it: the functions `createStore` is wired with
// (store/persist/kept.ts by default; a test may pass its own). Slices and links never import persist/ (lint).
import type { FirstClickRule } from '../games/minesweeper/state';
import type { PresetId } from '../games/minesweeper/presets';
import type { MinesweeperStats } from '../games/minesweeper/stats';
import type { RecordBook } from '../games/minesweeper/records';
import type { RecordsProblem } from '../games/minesweeper/recordsFile';
import type { Level } from '../games/puzzle/level';
import type { StoreApi } from 'zustand';
import type { AppState } from './index';

/** Minesweeper's remembered choices. */
export interface MinesweeperPrefs {
  firstClickRule: FirstClickRule;
  allowUndo: boolean;
  /** the difficulty of the last game started */
  preset: PresetId;
  /** the mine count of the last custom game started; null when it was a preset's own */
  mines: number | null;
}

/** Why the stored records can't be used: storage blocked, or damaged (kept as they are, with what is wrong). */
export type RecordsLoadProblem = { kind: 'blocked' } | { kind: 'damaged'; problem: RecordsProblem };

/** The statistics and records as stored. */
export interface StoredStats {
  stats: MinesweeperStats;
  records: RecordBook;
  recordsProblem: RecordsLoadProblem | null;
}

/** A puzzle under way, as it is kept. */
export interface KeptProgress {
  level: Level;
  /** one entry a cell (level.cells' order): 1 shown */
  revealed: Uint8Array;
  mistakes: number;
  /** the time spent on it so far, ms */
  ms: number;
  /** this attempt's id: a solved attempt is counted once in the statistics */
  attempt: string;
  /** whether the clock had started (a first mark made) */
  started: boolean;
  /** clues greyed out as done: one entry a cell, then one a line clue (absent: none) */
  done?: Uint8Array;
}

export interface Kept {
  loadPrefs(): MinesweeperPrefs;
  /** remembers `patch` over what is remembered (never over a newer Hexlab's choices) */
  savePrefs(patch: Partial<MinesweeperPrefs>): void;
  loadStats(): StoredStats;
  /** false when the statistics could not be written (full or blocked storage) */
  saveStats(stats: MinesweeperStats): boolean;
  /** false when the records could not be written */
  saveRecords(book: RecordBook): boolean;
}

/** What the Puzzles mode keeps (its part of the store is wired with it when its code loads: store/puzzlePart.ts). */
export interface PuzzleKept {
  /** the puzzle under way when the page was left, or null (none, a newer Hexlab's, or damaged) */
  load(): KeptProgress | null;
  /** puts a level on My boards' puzzle shelf (once: a second time moves it to the front) */
  shelve(level: Level): void;
  /** follows the store's puzzle (its progress kept, what opens shelved, a solve entered once); returns the stop */
  follow(store: Pick<StoreApi<AppState>, 'subscribe' | 'getState'>): () => void;
}
