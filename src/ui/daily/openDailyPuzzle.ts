// Opening a daily puzzle from the UI: the Puzzles mode, the day's puzzle (made in the generator's worker, the band
// showing that meanwhile), then the address (`?dp=YYYY-MM-DD`), so Back returns to what was shown before. A day whose
// puzzle is already on the board goes on as it is (a reload, a second press): its marks, mistakes and time stay.
import { dateOf } from '../../games/daily/date';
import { dailyPuzzleOf } from '../../games/puzzle/dailyTitle';
import { dailyPuzzleQuery } from '../../share/fields/dailyPuzzleParam';
import { useHexlab } from '../../store';
import { dailyPuzzleProblem, useDailyPuzzle } from '../../store/dailyPuzzle';
import { loadPart } from '../../store/modeParts';
import { loadProgress } from '../../store/persist/progressStore';
import { rememberTabAddress } from '../../store/persist/tabAddresses';
import { hrefFor, writeHistory } from '../links/urlHistory';
import { showMode } from '../modes';
import { generatePuzzleInWorker } from '../workers/puzzleGenerate.client';

let running: { date: string; cancel(): void } | null = null;

/** Open a date's daily puzzle as its address names it (start-up: ui/daily/dailyKind.ts), on the puzzle's own layout. */
export const openDay = (date: string): Promise<boolean> => showDailyPuzzle(date, 'none');

/**
 * Show a date's daily puzzle (today's, UTC, by default) as a new entry of the tab's history. Returns false, with the
 * problem in useDailyPuzzle (said in a role="alert"), when the date can't be opened; what is on screen then stays.
 */
export async function showDailyPuzzle(
  date = dateOf(Date.now()),
  history: 'push' | 'replace' | 'none' = 'push',
): Promise<boolean> {
  const problem = dailyPuzzleProblem(date);
  if (problem) {
    useDailyPuzzle.setState({ problem });
    return false;
  }
  useDailyPuzzle.setState({ problem: null, failed: false });
  await Promise.all([loadPart(useHexlab, 'puzzle'), loadProgress()]);
  showMode('puzzle');
  if (history !== 'none') {
    writeHistory(history, hrefFor(dailyPuzzleQuery(date)));
    rememberTabAddress(location.search);
  }
  if (dailyPuzzleOf(useHexlab.getState().puzzle.level)?.date === date) return true;
  if (running?.date === date) return true;
  running?.cancel();
  const run = { date, ...generatePuzzleInWorker({ daily: date }) };
  running = run;
  useDailyPuzzle.setState({ making: date });
  // Another puzzle opened meanwhile (a link, My boards, New puzzle) wins: the day's puzzle is not wanted then.
  const opened = useHexlab.getState().puzzle.opened;
  const level = await run.promise.catch(() => {
    if (running === run) useDailyPuzzle.setState({ failed: true });
    return null;
  });
  if (running !== run) return false;
  running = null;
  useDailyPuzzle.setState({ making: null });
  if (!level || useHexlab.getState().puzzle.opened !== opened) return false;
  useHexlab.getState().puzzleOpen(level);
  return true;
}
