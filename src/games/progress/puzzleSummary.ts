// What the statistics show of the puzzles solved (the Puzzles mode's card, src/ui/stats/PuzzleStats.tsx).
import { median, type Category, type Progress } from './history';

/** What the statistics show of the puzzles solved (the Puzzles mode). */
export interface PuzzleSummary {
  readonly solved: number;
  /** wrong marks, all puzzles together */
  readonly mistakes: number;
  /** puzzles solved without a mistake */
  readonly clean: number;
  /** the best and median time in ms, and all the time spent, or null before any */
  readonly bestMs: number | null;
  readonly medianMs: number | null;
  readonly totalMs: number;
}

/** The puzzles solved in `category` (one entry a solved attempt). */
export function summarisePuzzles(p: Progress, category: Category): PuzzleSummary {
  const solved = p.games.filter((g) => g.category === category);
  const times = solved.map((g) => g.ms);
  return {
    solved: solved.length,
    mistakes: solved.reduce((n, g) => n + (g.mistakes ?? 0), 0),
    clean: solved.filter((g) => !g.mistakes).length,
    bestMs: times.length ? Math.min(...times) : null,
    medianMs: median(times),
    totalMs: times.reduce((a, b) => a + b, 0),
  };
}
