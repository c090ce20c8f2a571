import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPuzzle, clueNumber, lineNumber } from './board';
import { checkLevel } from './check';
import { gradePuzzle } from './grade';
import { generatePuzzle, type Difficulty, type PuzzleShape } from './generate';
import { parseLevel, writeLevel } from './level';

describe('generatePuzzle', () => {
  it('makes puzzles the checker finds no-guess, on every shape and difficulty (property)', () => {
    const shape = fc.constantFrom<PuzzleShape>('hexagon', 'rectangle', {
      mask: [
        [1, 1, 0, 1, 1],
        [1, 1, 1, 1, 1],
        [0, 1, 1, 1, 0],
      ],
    });
    const difficulty = fc.constantFrom<Difficulty>('easy', 'medium', 'hard');
    fc.assert(
      fc.property(shape, difficulty, fc.integer({ min: 0, max: 1e6 }), (s, d, seed) => {
        const level = generatePuzzle({ shape: s, difficulty: d, seed });
        expect(checkLevel(buildPuzzle(level)).verdict).toBe('no-guess');
        expect(level.cells.some((c) => !c.shown)).toBe(true);
        const again = parseLevel(writeLevel(level));
        expect(again.ok && again.level).toEqual(level);
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it('makes puzzles whose grade is the difficulty asked, no-guess, on every shape (property)', () => {
    const shape = fc.constantFrom<PuzzleShape>('hexagon', 'rectangle');
    const difficulty = fc.constantFrom<Difficulty>('easy', 'medium', 'hard');
    fc.assert(
      fc.property(shape, difficulty, fc.integer({ min: 0, max: 1e6 }), (s, d, seed) => {
        const board = buildPuzzle(generatePuzzle({ shape: s, difficulty: d, seed }));
        expect(checkLevel(board).verdict).toBe('no-guess');
        expect(gradePuzzle(board)?.grade).toBe(d);
      }),
      { numRuns: 9 },
    );
  }, 120_000);

  it('marks together or apart only clues of 2 or more, as Hexcells does', () => {
    for (let seed = 0; seed < 6; seed++) {
      const level = generatePuzzle({ shape: 'hexagon', difficulty: 'hard', seed });
      const board = buildPuzzle(level);
      level.cells.forEach((c, i) =>
        c.clue === 'together' || c.clue === 'apart' ? expect(clueNumber(board, i)).toBeGreaterThanOrEqual(2) : null,
      );
      level.lines.forEach((l, i) => l.kind !== 'plain' && expect(lineNumber(board, i)).toBeGreaterThanOrEqual(2));
    }
  });

  it('gives the same puzzle for the same seed, and mixes clue kinds', () => {
    const a = generatePuzzle({ shape: 'hexagon', difficulty: 'hard', seed: 7 });
    expect(generatePuzzle({ shape: 'hexagon', difficulty: 'hard', seed: 7 })).toEqual(a);
    expect(generatePuzzle({ shape: 'hexagon', difficulty: 'hard', seed: 8 })).not.toEqual(a);
    const kinds = new Set([...a.cells.map((c) => c.color + c.clue), ...a.lines.map(() => 'line')]);
    expect(kinds.has('blackplain') && kinds.has('line')).toBe(true);
    expect(kinds.has('blacktogether') || kinds.has('blackapart')).toBe(true);
  });

  it('leaves more hidden at hard than at easy reasoning on the same board (deeper steps are allowed)', () => {
    const hidden = (d: Difficulty) => {
      let n = 0;
      for (let seed = 0; seed < 6; seed++)
        n +=
          generatePuzzle({ shape: 'rectangle', difficulty: d, seed }).cells.filter((c) => !c.shown).length /
          generatePuzzle({ shape: 'rectangle', difficulty: d, seed }).cells.length;
      return n;
    };
    expect(hidden('hard')).toBeGreaterThan(hidden('easy'));
  });
});
