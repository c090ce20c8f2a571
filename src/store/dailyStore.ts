// The daily hex in the store: opening a date's daily on the player's layout as a game whose origin says it is that
// date's attempt (minesweeperSlice.ts: every click, flag, option, restart and undo keeps it, a new game replaces it);
// the attempt begins at its first opened tile and is recorded at its first end (progressRecorder.ts).
import type { Orientation, Parity } from '../engine';
import { dailyBoard, dailySpec } from '../games/daily/daily';
import { dateOf, FIRST_DAILY } from '../games/daily/date';
import { mineCounts, newGame, type MinesweeperConfig, type MinesweeperState } from '../games/minesweeper/state';
import { dailyEntry } from '../games/progress/history';
import { useLibrary } from './persist/library';
import { loadProgress, useProgress } from './persist/progressStore';
import type { AppState } from './state/app';
import type { HexlabStore } from './state/store';
import { useDaily, type DailyProblem } from './dailyRuns';
import { withNewGame } from './slices/minesweeperSlice';

export { type DailyProblem } from './dailyRuns';

/** Today's UTC date. */
export const today = (): string => dateOf(Date.now());

/** Why a date's daily can't be opened today, or null. */
function dailyProblem(date: string, now = today()): DailyProblem | null {
  if (!dailySpec(date)) return { kind: 'badDate', value: date };
  if (date < FIRST_DAILY) return { kind: 'tooEarly', first: FIRST_DAILY };
  if (date > now) return { kind: 'future', date };
  return null;
}

/** The way a board is shown: a reload gives back the one the tab showed its daily in. */
export interface DailyLayout {
  orientation: Orientation;
  parity: Parity;
  hexSize: number;
}

/**
 * Show a date's daily on the player's layout (or `layout`, the one this tab showed before a reload), as a shared
 * board (never saved over one of the player's boards). Returns false, with the problem in useDaily, when it can't be
 * opened; the board on screen then stays.
 */
export async function openDaily(store: HexlabStore, date: string, layout?: DailyLayout): Promise<boolean> {
  const problem = dailyProblem(date);
  if (problem) {
    useDaily.setState({ problem });
    return false;
  }
  await loadProgress();
  const spec = dailySpec(date)!;
  const s = store.getState();
  const { orientation, parity, hexSize } = layout ?? { ...s.board, hexSize: s.hexSize };
  const made = dailyBoard(spec, orientation, parity);
  useLibrary.setState({ currentId: null });
  const config: MinesweeperConfig = {
    mines: spec.mines,
    seed: spec.seed,
    marks: s.minesweeper.marks,
    firstClickRule: 'zero',
  };
  const late = date < today();
  const counts = !dailyEntry(useProgress.getState().progress, date);
  // One update: Minesweeper shown (from any mode), the day's board, and its game on it.
  s.loadBoard(
    { level: made.level, orientation, parity, hexSize, shape: 'custom', wrap: 'none' },
    { mode: 'minesweeper', then: dailyGame },
  );
  useDaily.setState({ date, counts, late, problem: null });
  return true;

  /** The day's game on the new board: its mines from the start, so the first click is no placement but a marked tile. */
  function dailyGame({ board, minesweeper }: AppState): Partial<AppState> {
    const game: MinesweeperState = {
      ...newGame(board, config),
      config,
      mines: made.mines,
      counts: mineCounts(board, made.mines),
      firstClick: made.start,
    };
    return {
      // A new game as any other starts (clock stopped, no hint, log or replay, a new session), with no guessing.
      minesweeper: {
        ...withNewGame(minesweeper, game, 'custom', minesweeper.firstClickRule),
        noGuess: true,
        origin: { kind: 'daily', date, late, counts, tainted: false },
      },
      minesweeperResult: null,
    };
  }
}
