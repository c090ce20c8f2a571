import { describe, expect, it } from 'vitest';
import { addGame, emptyProgress, type GameEntry } from './history';
import { DAILY_PUZZLE, PUZZLE_CATEGORY } from './puzzleCategory';
import { summarisePuzzles } from './puzzleSummary';

const solve = (at: number, ms: number, mistakes: number, category = PUZZLE_CATEGORY): GameEntry => ({
  at,
  category,
  won: true,
  ms,
  bv3s: 0,
  mistakes,
  attempt: `a${at}`,
});

describe('the puzzles card of the statistics', () => {
  it('counts the puzzles solved, their wrong marks, the clean ones and the times, in its own category only', () => {
    const p = [solve(1, 3000, 0), solve(2, 1000, 2), solve(3, 2000, 0), solve(4, 500, 0, DAILY_PUZZLE)].reduce(
      addGame,
      emptyProgress(),
    );
    expect(summarisePuzzles(p, PUZZLE_CATEGORY)).toEqual({
      solved: 3,
      mistakes: 2,
      clean: 2,
      bestMs: 1000,
      medianMs: 2000,
      totalMs: 6000,
    });
  });

  it('shows no times before the first puzzle is solved', () => {
    expect(summarisePuzzles(emptyProgress(), PUZZLE_CATEGORY)).toMatchObject({
      solved: 0,
      bestMs: null,
      medianMs: null,
    });
  });
});
