import { describe, expect, it } from 'vitest';
import { linkFields } from '../linkFields';
import { dailyPuzzleDateIn, dailyPuzzleQuery } from './dailyPuzzleParam';
// The Puzzles mode's link field, as its code registers it when it comes (share/fields/puzzle.ts).
import './puzzle';

describe("a daily puzzle's address", () => {
  it('names its date, read back as it was written', () => {
    expect(dailyPuzzleQuery('2026-12-07')).toBe('dp=2026-12-07');
    expect(dailyPuzzleDateIn(`?${dailyPuzzleQuery('2026-12-07')}`)).toBe('2026-12-07');
    expect(dailyPuzzleDateIn('?dp=not-a-day')).toBe('not-a-day');
    expect(dailyPuzzleDateIn('?daily=2026-12-07')).toBeNull();
  });

  it("is the Puzzles mode's parameter, which no other link field may take", () => {
    const owners = linkFields().filter((c) => c.params.includes('dp'));
    expect(owners.map((c) => c.mode)).toEqual(['puzzle']);
  });
});
