import type { StateCreator } from 'zustand';
import type { GameSummary, MinesweeperStats } from '../../games/minesweeper/stats';
import type { GameFigures, MinesweeperState } from '../../games/minesweeper/state';
import type { RecordBook } from '../../games/minesweeper/records';
import type { RecordsProblem } from '../../games/minesweeper/recordsFile';
import { replayLinks, statsKeeping } from '../later';
import type { AppState } from '../index';

/** Why the stored records can't be used: storage blocked, or damaged (kept as they are, with what is wrong). */
export type RecordsLoadProblem = { kind: 'blocked' } | { kind: 'damaged'; problem: RecordsProblem };

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

/**
 * The code that keeps the statistics and records (statsKeeping.ts). Start-up fetches it before the first render
 * (main.tsx), so every action a player can reach finds it here.
 */
function keeping() {
  const kept = statsKeeping.now();
  if (!kept) throw new Error('The statistics are used before start-up has fetched their code (store/later.ts).');
  return kept;
}

/**
 * A game left 'ready' (its first move, part of that move's update): its board noted as seen in the records, and
 * whether it is fresh for them; null while a replay is watched. Should the statistics' code not be in yet, the same
 * is done once it has come, if the game is still on.
 */
export function gameStarted(
  s: AppState,
  game: MinesweeperState,
  store: { get(): AppState; set(patch: Partial<AppState>): void },
): { fresh: boolean; patch: Partial<AppState> } | null {
  const kept = statsKeeping.now();
  if (kept) return kept.gameStarted(s, game);
  void statsKeeping.load().then((m) => {
    const now = store.get();
    // The same game (its mines: options, flags and moves keep them, a new game or a restart replaces them).
    const started = now.minesweeper.game.mines === game.mines ? m.gameStarted(now, game) : null;
    if (started)
      store.set({
        ...started.patch,
        minesweeper: { ...now.minesweeper, session: { ...now.minesweeper.session, fresh: started.fresh } },
      });
  });
  return null;
}

/**
 * What the game that just ended in `s` changes, as a patch (statistics and records written to storage): null when it
 * enters nothing, 'wait' while the code a record needs (the statistics', the link codec a record keeps its replay
 * in) is still on its way.
 */
export function gameFinished(s: AppState): Partial<AppState> | 'wait' | null {
  const kept = statsKeeping.now();
  return kept ? kept.gameFinished(s) : 'wait';
}

export const createStatsSlice: StateCreator<AppState, [], [], StatsSlice> = (set, get) => ({
  // Start-up reads the stored ones (boot.ts); a store made once their code is in reads them at once. Until then, none
  // (written out here: the modules that make them are not on the first screen).
  ...(statsKeeping.now()?.storedStats() ?? {
    minesweeperStats: { played: 0, won: 0, best: {}, perKey: {}, last: null },
    minesweeperLastGame: null,
    minesweeperRecords: { boards: {}, seen: [] },
    minesweeperRecordsProblem: null,
  }),
  minesweeperResult: null,
  minesweeperRecordFinished: () => {
    const s = get();
    const patch = gameFinished(s);
    // The game is recorded when the code comes, unless another game (or a restart, or an undo and more moves) has
    // replaced this end by then: the game's log is the same until then (an option ticked meanwhile keeps it).
    if (patch === 'wait')
      return void Promise.all([statsKeeping.load(), replayLinks.load()]).then(
        () => get().minesweeper.log === s.minesweeper.log && get().minesweeperRecordFinished(),
      );
    if (patch) set(patch);
  },
  minesweeperClearResult: () => set({ minesweeperResult: null }),
  minesweeperExportRecords: () => keeping().exportRecords(get()),
  minesweeperImportRecords: (text) => {
    const r = keeping().importRecords(get(), text);
    if (!r.ok) return r;
    set(r.patch);
    return { ok: true, boards: r.boards };
  },
  minesweeperClearRecords: () => set(keeping().clearRecords(get())),
});
