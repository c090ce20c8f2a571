// What the first screen's store keeps in the browser (Minesweeper's choices, statistics and records), as its slices
// reach it: the functions `createStore` is wired with (persist/kept.ts is the browser's; a test may pass its own).
// Slices and links never import persist/ (lint). A later mode's keeping is its own (its part's wiring, in its own state file).
import type { FirstClickRule } from '../../games/minesweeper/state';
import type { PresetId } from '../../games/minesweeper/presets';
import type { MinesweeperStats } from '../../games/minesweeper/stats';
import type { RecordBook } from '../../games/minesweeper/records';
import type { RecordsProblem } from '../../games/minesweeper/recordsFile';

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
