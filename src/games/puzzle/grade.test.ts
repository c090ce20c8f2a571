import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPuzzle } from './board';
import { checkLevel } from './check';
import { gradeOf, gradePuzzle } from './grade';
import { boardOf, COUNT_ONLY, mirrored, quarterTurned, realLevels, smallLevel, truthful } from './testKit';

const level = (name: string) => (realLevels.find((l) => l.name === name) as (typeof realLevels)[number]).board;

describe('gradePuzzle', () => {
  it('grades easy a puzzle one clue solves: a shown 0 over two hidden cells', () => {
    const g = gradePuzzle(boardOf(['O+ .. ..', '.. o. ..', 'o. .. ..']));
    expect(g).toEqual({ grade: 'easy', hardest: 1, hardSteps: 0, deepSteps: 0, steps: 1 });
  });

  it('counts a step that needs the blue cells still hidden as the hardest kind', () => {
    const g = gradePuzzle(boardOf(COUNT_ONLY));
    expect(g?.hardest).toBe(4);
    expect(g?.deepSteps).toBe(1);
  });

  it('grades the real levels by their reasoning: a first test easy, pairs medium, counting hard', () => {
    expect(gradePuzzle(level('alpha-first_hexcells_test.hexcells'))?.grade).toBe('easy');
    const pairs = gradePuzzle(level('cookie-teamwork.hexcells'));
    expect(pairs).toMatchObject({ grade: 'medium', hardest: 2 });
    expect(gradePuzzle(level('zelox-net.hexcells'))?.grade).toBe('hard');
    expect(gradePuzzle(level('cookie-the_star.hexcells'))?.grade).toBe('hard');
  });

  it('grades a level exactly when the checker finds it no-guess (the real levels, 400+ cells among them)', () => {
    for (const l of realLevels) {
      const g = gradePuzzle(l.board);
      expect(g !== undefined, l.name).toBe(checkLevel(l.board).verdict === 'no-guess');
    }
  });

  it('gives the same grade to a random small level as the checker finds no-guess (property)', () => {
    fc.assert(
      fc.property(smallLevel, (rows) => {
        const b = truthful(rows);
        if (!b) return;
        expect(gradePuzzle(b) !== undefined).toBe(checkLevel(b).verdict === 'no-guess');
      }),
      { numRuns: 150 },
    );
  });
});

describe('a grade is the same however the puzzle is turned', () => {
  const same = (b: ReturnType<typeof boardOf>) => {
    const g = gradePuzzle(b);
    expect(gradePuzzle(buildPuzzle(mirrored(b.level)))).toEqual(g);
    expect(gradePuzzle(quarterTurned(b))).toEqual(g);
  };

  it('mirrored left to right, or turned a quarter as the Horizontal layout shows it: every real level', () => {
    for (const l of realLevels) same(l.board);
    // The turned board really is numbered and ringed anew.
    const star = level('cookie-the_star.hexcells');
    expect([...quarterTurned(star).neighbours]).not.toEqual([...star.neighbours]);
  });

  it('mirrored or turned: random small levels (property)', () => {
    fc.assert(
      fc.property(smallLevel, (rows) => {
        const b = truthful(rows);
        if (b) same(b);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the bands', () => {
  it('easy is one clue at a time with one pair step at most; hard is two steps of three clues or the count', () => {
    expect(gradeOf(1, 0, 0)).toBe('easy');
    expect(gradeOf(2, 1, 0)).toBe('easy');
    expect(gradeOf(2, 2, 0)).toBe('medium');
    expect(gradeOf(4, 1, 1)).toBe('medium');
    expect(gradeOf(3, 5, 1)).toBe('medium');
    expect(gradeOf(3, 2, 2)).toBe('hard');
    expect(gradeOf(4, 6, 3)).toBe('hard');
  });
});
