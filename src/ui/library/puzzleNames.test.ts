import { describe, expect, it } from 'vitest';
import en from '../i18n/en/shell';
import es from '../i18n/es/shell';
import { keptPuzzle as kept } from '../../store/persist/puzzleShelf.testKit';
import { keptPuzzleNames } from './puzzleNames';

const DAY = Date.UTC(2026, 11, 7, 12);

describe('the names My boards gives kept puzzles', () => {
  it('names a generated puzzle by its difficulty and the day it was first kept', () => {
    const names = keptPuzzleNames(
      [kept('Generated easy 1637220848', DAY), kept('Generated hard 5', DAY - 864e5)],
      en.library,
    );
    expect(names).toEqual(['Easy puzzle, 7 Dec 2026', 'Hard puzzle, 6 Dec 2026']);
    expect(keptPuzzleNames([kept('Generated medium 9', DAY)], es.library)).toEqual(['Puzle medio, 7 dic 2026']);
  });

  it('keeps the title of a puzzle that has one, and of one titled like a generated one by someone else', () => {
    const names = keptPuzzleNames(
      [kept('Honeycomb', DAY), kept('Generated easy 3', DAY, 'Someone'), kept('', DAY, '')],
      en.library,
    );
    expect(names).toEqual(['Honeycomb', 'Generated easy 3', 'Untitled puzzle']);
  });

  it('tells two of one name apart by the order they were kept in', () => {
    // Newest first, as the shelf lists them.
    const names = keptPuzzleNames(
      [
        kept('Generated easy 3', DAY + 2),
        kept('Honeycomb', DAY),
        kept('Generated easy 2', DAY + 1),
        kept('Generated easy 1', DAY),
      ],
      en.library,
    );
    expect(names).toEqual([
      'Easy puzzle, 7 Dec 2026 (3)',
      'Honeycomb',
      'Easy puzzle, 7 Dec 2026 (2)',
      'Easy puzzle, 7 Dec 2026',
    ]);
  });
});
