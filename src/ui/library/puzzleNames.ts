// The names My boards gives its kept puzzles: a puzzle with a title of its own (a built-in or community level, one
// made in the editor) keeps it; a generated one, titled "Generated <difficulty> <seed>" for its link, is named by its
// difficulty and the day it was first kept ("Easy puzzle, 7 Dec 2026"). Two of one name on one day are told apart by
// the order they were kept in ("... (2)"), so that each "Open <name>" button has its own name.
import { generatedDifficulty } from '../../games/puzzle/generatedTitle';
import type { KeptPuzzle } from '../../store/persist/puzzleShelf';
import type { Catalogue } from '../i18n/catalogue';

type LibraryText = Catalogue['shell']['library'];

/** Each kept puzzle's name, in the order of `puzzles`. */
export function keptPuzzleNames(puzzles: readonly KeptPuzzle[], t: LibraryText): string[] {
  const base = puzzles.map((p) => {
    const difficulty = generatedDifficulty(p);
    if (difficulty) return t.generatedPuzzle[difficulty](t.puzzleDay(p.since));
    return p.title || t.untitled;
  });
  const byAge = puzzles.map((_, i) => i).sort((a, b) => puzzles[a].since - puzzles[b].since || b - a);
  const seen = new Map<string, number>();
  const names = [...base];
  for (const i of byAge) {
    const n = (seen.get(base[i]) ?? 0) + 1;
    seen.set(base[i], n);
    if (n > 1) names[i] = t.nth(base[i], n);
  }
  return names;
}
