import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import LZString from 'lz-string';
import { generatePuzzle, type Difficulty } from '../games/puzzle/generate';
import { parseLevel, type Level } from '../games/puzzle/level';
import { levelText, realLevels, smallLevel } from '../games/puzzle/testKit';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { packPuzzle, unpackPuzzle } from './puzzleCodec';
import type { SharedState } from './types';
// The Puzzles mode's link field, as its code registers it when it comes (share/fields/puzzle.ts).
import './fields/puzzle';

/** A puzzle link as the Puzzles mode writes it: the layout and the puzzle, no board. */
const linkOf = (level: Level): SharedState => ({
  mode: 'puzzle',
  orientation: 'flat',
  parity: 'odd',
  hexSize: 24,
  puzzle: { level },
});

const reopened = (level: Level): Level | undefined => {
  const r = decodeShare(encodeShare(linkOf(level)));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.state?.puzzle?.level;
};

const levelOf = (text: string): Level => {
  const r = parseLevel(text);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r.level;
};

describe('a puzzle in a link', () => {
  it('opens each of the 21 real levels exactly as it was (cells, clue kinds, line clues, title, author, notes)', () => {
    expect(realLevels).toHaveLength(21);
    for (const { name, board } of realLevels) expect(reopened(board.level), name).toEqual(board.level);
  });

  it('opens generated puzzles exactly as they were made (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Difficulty>('easy', 'medium', 'hard'),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (difficulty, seed) => {
          const level = generatePuzzle({ shape: 'hexagon', difficulty, seed });
          expect(reopened(level)).toEqual(level);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('opens any small level, whatever its cells, clues and line clues (property)', () => {
    fc.assert(
      fc.property(smallLevel, fc.string({ maxLength: 40 }), (rows, title) => {
        const read = parseLevel(levelText(rows, title.replace(/[\r\n]/g, ' ')));
        fc.pre(read.ok);
        if (read.ok) expect(reopened(read.level)).toEqual(read.level);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps titles and notes in any script, and cuts only what is beyond 300 characters', () => {
    const level = {
      ...levelOf(levelText(['o+..x+'])),
      title: 'Colmena ñ 六角 🐝',
      notes: ['x'.repeat(400), ''],
    } as Level;
    const back = reopened(level);
    expect(back?.title).toBe('Colmena ñ 六角 🐝');
    expect(back?.notes[0]).toBe('x'.repeat(300));
  });

  it('refuses a damaged puzzle with what is wrong, and never throws', () => {
    const good = packPuzzle(realLevels[0].board.level);
    const query = (pz: string) => `v=1&m=puzzle&o=flat&p=odd&s=24&pz=${pz}`;
    expect(decodeShare(query(good)).ok).toBe(true);
    const problemOf = (pz: string) => {
      const r = decodeShare(query(pz));
      return r.ok ? null : r.error.kind;
    };
    expect(problemOf(good.slice(0, good.length / 2))).toMatch(/unpackFailed|puzzleDamaged/);
    expect(problemOf('not-a-puzzle')).toMatch(/unpackFailed|puzzleDamaged/);
    expect(problemOf('')).toBe('puzzleDamaged');
    // Packed well, but not a puzzle: an unknown format, a slot code beyond the last, a box beyond the grid.
    const packed = (text: string) => LZString.compressToEncodedURIComponent(text);
    const head = '\u0001T\nA\n\n\n';
    expect(problemOf(packed('\u0002T\nA\n\n\n\u0000\u0000\u0001\u0001\u0001'))).toBe('puzzleDamaged');
    expect(problemOf(packed(`${head}\u0000\u0000\u0001\u0001\u001a`))).toBe('puzzleDamaged');
    expect(problemOf(packed(`${head}\u0020\u0000\u0002\u0001\u0001\u0001`))).toBe('puzzleDamaged');
    // A line clue pointing at no cell, or no cell at all: the v1 reader's own reasons.
    expect(
      decodeShare(
        query(packed(`${head}\u0000\u0000\u0003\u0003\u0011\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0001`)),
      ),
    ).toEqual({
      ok: false,
      error: { kind: 'puzzleNotLevel', problem: { kind: 'line-points-at-nothing', line: 6, column: 1, slot: 0 } },
    });
    expect(unpackPuzzle(packed(`${head}\u0000\u0000\u0001\u0001\u0000`))).toEqual({
      ok: false,
      error: { kind: 'puzzleNotLevel', problem: { kind: 'no-cells' } },
    });
    // Random damage anywhere in the field gives a problem or some level, and never an exception.
    fc.assert(
      fc.property(fc.nat(good.length - 1), fc.constantFrom(...'AZaz09+-$'), (at, ch) => {
        const r = decodeShare(query(good.slice(0, at) + ch + good.slice(at + 1)));
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('holds the mode, the layout and the puzzle alone: no board, no Minesweeper field', () => {
    const shared = linkOf(realLevels[0].board.level);
    const query = encodeShare(shared);
    expect([...new URLSearchParams(query).keys()]).toEqual(['v', 'm', 'o', 'p', 's', 'pz']);
    expect(decodeShare(query)).toEqual({ ok: true, state: shared });
  });

  it("still opens an older link's puzzle, with the board and Minesweeper's fields it carried", () => {
    const { level } = realLevels[0].board;
    const old = encodeShare({
      ...linkOf(level),
      level: [[0, 0]],
      minesweeper: { mines: 1, seed: 5, noGuess: false, firstClickRule: 'safe' },
    });
    expect(old).toMatch(/&mask=.*&mines=1&.*&first=safe&pz=/);
    const r = decodeShare(old);
    expect(r.ok && r.state?.puzzle?.level).toEqual(level);
    expect(r.ok && r.state).toMatchObject({ mode: 'puzzle', level: [[0, 0]], minesweeper: { mines: 1 } });
  });

  it("leaves out the board only for a puzzle's link: other links without one are refused as before", () => {
    const pz = packPuzzle(realLevels[0].board.level);
    const problem = (query: string) => {
      const r = decodeShare(query);
      return r.ok ? 'opened' : r.error.kind;
    };
    expect(problem(`v=1&m=minesweeper&o=flat&p=odd&s=24&pz=${pz}`)).not.toBe('opened');
    expect(problem('v=1&m=puzzle&o=flat&p=odd&s=24')).not.toBe('opened');
    // Half a board is a board: it must be whole.
    expect(problem(`v=1&m=puzzle&o=flat&p=odd&s=24&rows=1&pz=${pz}`)).not.toBe('opened');
  });

  it('is short: every real level, the largest (476 cells) among them, fits a query of under 500 characters', () => {
    const largest = [...realLevels].sort((a, b) => b.board.size - a.board.size)[0];
    const pz = packPuzzle(largest.board.level);
    const link = encodeShare(linkOf(largest.board.level));
    console.log(
      `largest level ${largest.name}: ${largest.board.size} cells, ${largest.text.length} characters of v1 text, ` +
        `pz ${pz.length} characters, whole query ${link.length}`,
    );
    for (const { board } of realLevels) expect(encodeShare(linkOf(board.level)).length).toBeLessThan(500);
    for (const { name, board } of realLevels)
      console.log(`  ${name}: ${board.size} cells, pz ${packPuzzle(board.level).length}`);
  });
});
