// What a player reads of a level: its name, author and notes. A built-in level (ours, by Hexlab) is read in the app's
// language; a generated one is named as My boards names it ("Medium puzzle, 7 Dec 2026"); a community level keeps its
// author's words.
import type { Level } from '../../games/puzzle/level';
import { GENERATED_AUTHOR, generatedDifficulty } from '../../games/puzzle/generatedTitle';
import type { KeptPuzzle } from '../../store/persist/puzzleShelf';
import type { Catalogue } from '../i18n/catalogue';
import { keptPuzzleNames } from '../library/puzzleNames';

export interface LevelWords {
  title: string;
  author: string;
  /** the two note lines, the empty ones left out, as one text */
  notes: string;
}

/**
 * A level's words as shown. `shelf` is My boards' list (a generated puzzle takes the name it has there, else today's),
 * `now` the time for a name not yet kept.
 */
export function levelWords(
  level: Level,
  t: Catalogue['puzzle'],
  library: Catalogue['shell']['library'],
  shelf: readonly KeptPuzzle[],
  now: number,
): LevelWords {
  const notes = level.notes.filter((n) => n.trim()).join(' ');
  const ours = level.author === GENERATED_AUTHOR ? t.builtInLevels[level.title] : undefined;
  if (ours) return { title: ours.title, author: level.author, notes: ours.notes };
  const difficulty = generatedDifficulty(level);
  if (!difficulty) return { title: level.title, author: level.author, notes };
  const kept = shelf.findIndex((p) => p.title === level.title && p.author === level.author);
  const title =
    kept >= 0 ? keptPuzzleNames(shelf, library)[kept] : library.generatedPuzzle[difficulty](library.puzzleDay(now));
  return { title, author: level.author, notes };
}
