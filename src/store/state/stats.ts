// Minesweeper's statistics and records in the state (slices/statsSlice.ts makes them).
import type { GameSummary, MinesweeperStats } from '../../games/minesweeper/stats';
import type { GameFigures } from '../../games/minesweeper/state';
import type { RecordBook } from '../../games/minesweeper/records';
import type { RecordsProblem } from '../../games/minesweeper/recordsFile';
import type { RecordsLoadProblem } from './kept';

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
