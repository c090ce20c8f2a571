import type { StateCreator } from 'zustand';
import type { GameSummary, MinesweeperStats } from '../../games/minesweeper/stats';
import type { GameFigures } from '../../games/minesweeper/state';
import type { RecordBook } from '../../games/minesweeper/records';
import type { RecordsProblem } from '../../games/minesweeper/recordsFile';
import { replayLinks } from '../later';
import type { AppState } from '../index';
import type { Kept, RecordsLoadProblem } from '../kept';
import { clearRecords, exportRecords, gameFinished, importRecords, storedStats } from './statsKeeping';

export interface StatsSlice {
  minesweeperStats: MinesweeperStats;
  minesweeperLastGame: GameSummary | null;
  /** best times and figures per board, and the boards already played */
  minesweeperRecords: RecordBook;
  /** why the stored records could not be read (they are then left untouched in storage), or null */
  minesweeperRecordsProblem: RecordsLoadProblem | null;
  /** the figures of the game that just ended, and whether it set a record */
  minesweeperResult: { figures: GameFigures; newRecord: boolean; counted: boolean } | null;
  /** record the finished game on screen (the click that ends a game does it in its own update, or calls this once the code it waits for has come) */
  minesweeperRecordFinished(): void;
  minesweeperClearResult(): void;
  /** the records as the text of a JSON file */
  minesweeperExportRecords(): string;
  /** merge a records file into the records: how many boards it held, or what is wrong with it */
  minesweeperImportRecords(text: string): { ok: true; boards: number } | { ok: false; problem: RecordsProblem };
  /** forget the current board's records (the boards played stay seen) */
  minesweeperClearRecords(): void;
}

/** The statistics and records, read from storage as the store is made (the store's wiring, kept.ts). */
export const createStatsSlice =
  (kept: Kept): StateCreator<AppState, [], [], StatsSlice> =>
  (set, get) => ({
    ...storedStats(kept),
    minesweeperResult: null,
    minesweeperRecordFinished: () => {
      const s = get();
      const patch = gameFinished(s, kept);
      // The game is recorded when the link codec a record keeps its replay in comes, unless another game (or a
      // restart, or an undo and more moves) has replaced this end by then: the game's log is the same until then (an
      // option ticked meanwhile keeps it).
      if (patch === 'wait')
        return void replayLinks
          .load()
          .then(() => get().minesweeper.log === s.minesweeper.log && get().minesweeperRecordFinished());
      if (patch) set(patch);
    },
    minesweeperClearResult: () => set({ minesweeperResult: null }),
    minesweeperExportRecords: () => exportRecords(get()),
    minesweeperImportRecords: (text) => {
      const r = importRecords(get(), text, kept);
      if (!r.ok) return r;
      set(r.patch);
      return { ok: true, boards: r.boards };
    },
    minesweeperClearRecords: () => set(clearRecords(get(), kept)),
  });
