// The daily puzzle: one generated puzzle a UTC date, the same for everyone, graded medium or hard. The date alone fixes
// it: its seed (FNV-1a of the date, salted apart from the daily hex's), its difficulty (hard from Friday to Sunday,
// medium on the other days), then the generator from seeds drawn from that one, until a puzzle grades medium or hard.
// Nothing here reads a clock or a time limit, so every machine makes the same puzzle. Changing anything here changes
// every past daily puzzle: the unit tests pin a few dates.
import { dateSeed, parseDay, weekday } from '../daily/date';
import { seededRandom } from '../random';
import { buildPuzzle } from './board';
import { dailyPuzzleTitle, type DailyGrade } from './dailyTitle';
import { generatePuzzle, type Difficulty } from './generate';
import { gradePuzzle } from './grade';
import type { Level } from './level';

/** A date's puzzle and its grade. */
export interface DailyPuzzle {
  readonly date: string;
  readonly level: Level;
  readonly grade: DailyGrade;
}

/** The difficulty asked of a day's puzzle: the weekend (Friday to Sunday) is hard. */
const dailyDifficulty = (day: number): Difficulty => ([0, 5, 6].includes(weekday(day)) ? 'hard' : 'medium');

/** Seeds tried before giving up (the generator keeps only in-band puzzles, so the first seed all but always does). */
const TRIES = 50;

/** The daily puzzle of a `YYYY-MM-DD` date, or null for a date that does not exist. */
export function dailyPuzzle(date: string): DailyPuzzle | null {
  const day = parseDay(date);
  if (day === null) return null;
  const difficulty = dailyDifficulty(day);
  const seeds = seededRandom(dateSeed(date, 'puzzle:'));
  for (let k = 0; k < TRIES; k++) {
    const level = generatePuzzle({ shape: 'hexagon', difficulty, seed: Math.floor(seeds() * 2 ** 31) });
    const grade = gradePuzzle(buildPuzzle(level))?.grade;
    if (grade === 'medium' || grade === 'hard')
      return { date, level: { ...level, title: dailyPuzzleTitle(date, grade) }, grade };
  }
  throw new Error(`No daily puzzle graded medium or hard for ${date}`);
}
