// The title a daily puzzle carries (in its v1 text and its link): "Daily puzzle <YYYY-MM-DD> <grade>", by "Hexlab".
// Kept small and apart from the generator, so that what reads it (the band above the board, the keeper, My boards)
// need not load the generator: the level on the board says which day's puzzle it is and how hard.
import { GENERATED_AUTHOR } from './generatedTitle';

/** The grades a daily puzzle has. */
export type DailyGrade = 'medium' | 'hard';

/** The title of a date's daily puzzle. */
export const dailyPuzzleTitle = (date: string, grade: DailyGrade): string => `Daily puzzle ${date} ${grade}`;

/** The date and grade of a daily puzzle, read from its title and author; null for any other puzzle. */
export function dailyPuzzleOf(p: { title: string; author: string }): { date: string; grade: DailyGrade } | null {
  const m = /^Daily puzzle (\d{4}-\d{2}-\d{2}) (medium|hard)$/.exec(p.title);
  return m && p.author === GENERATED_AUTHOR ? { date: m[1], grade: m[2] as DailyGrade } : null;
}
