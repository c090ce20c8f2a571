import type { StateCreator } from 'zustand';
import type { Later } from '../later';
import type { AppState } from '../state/app';
import type { RecordLinks } from '../state/store';
import type { Kept } from '../state/kept';
import type { StatsSlice } from '../state/stats';
import { clearRecords, exportRecords, gameFinished, importRecords, storedStats } from './statsKeeping';

/** The statistics and records, read from storage as the store is made (the store's wiring, kept.ts). */
export const createStatsSlice =
  (kept: Kept, recordLinks: Later<RecordLinks>): StateCreator<AppState, [], [], StatsSlice> =>
  (set, get) => ({
    ...storedStats(kept),
    minesweeperResult: null,
    minesweeperRecordFinished: () => {
      const s = get();
      const patch = gameFinished(s, kept, recordLinks.now());
      // The game is recorded when the link codec a record keeps its replay in comes, unless another game (or a
      // restart, or an undo and more moves) has replaced this end by then: the game's log is the same until then (an
      // option ticked meanwhile keeps it).
      if (patch === 'wait')
        return void recordLinks
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
