import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TUTORIAL_HEXAGON } from '../../engine';
import { formatLevelText, parseLevelText } from './levelText';
import { levelArb } from './testing';

/** Property tests run thousands of cases; the shared two-core machine can be slow, so they get room. */
const SLOW = 60_000;

// The tutorial's listing, as its readers copy it.
const TUTORIAL_TEXT = `//horizontal tile shaped level
var levelData=
[[-1,-1,-1,0,0,0,0,0,0,0,-1,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,-1,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,0,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,0,0,0,0,0,0,0,0,0,0,0,-1],
[0,0,0,0,0,0,0,0,0,0,0,0,-1],
[0,0,0,0,0,0,0,0,0,0,0,0,0],
[0,0,0,0,0,0,0,0,0,0,0,0,-1],
[-1,0,0,0,0,0,0,0,0,0,0,0,-1],
[-1,0,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,0,-1,-1],
[-1,-1,0,0,0,0,0,0,0,0,-1,-1,-1],
[-1,-1,-1,0,0,0,0,0,0,0,-1,-1,-1]];`;

const parsed = (text: string) => {
  const result = parseLevelText(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.level;
};
const failure = (text: string) => {
  const result = parseLevelText(text);
  if (result.ok) throw new Error('expected the text to be refused');
  return result.error;
};

describe("when the tutorial's levelData is pasted", () => {
  it('reads its 13 x 13 hexagon of 127 tiles', () => {
    const level = parsed(TUTORIAL_TEXT);
    expect(level).toEqual(TUTORIAL_HEXAGON);
    expect(level.flat().filter((v) => v !== -1)).toHaveLength(127);
  });
});

describe('when other accepted forms are pasted', () => {
  it.each([
    ['JSON', '[[0,1],[2,-1]]'],
    ['a const with a type, spaces and a semicolon', 'export const board: number[][] = [ [ 0, 1 ], [ 2, -1 ] ] ;'],
    ['let without var', 'let x=[[0,1],[2,-1]]'],
    ['a bare assignment', 'levelData = [[0,1],[2,-1]];'],
    ['trailing commas and comments', '[\n  [0, 1,], // first\n  /* second */ [2, -1],\n]\n'],
    ['Windows line ends', '[[0,1],\r\n[2,-1]]\r\n'],
  ])('reads %s', (_name, text) => {
    expect(parsed(text)).toEqual([
      [0, 1],
      [2, -1],
    ]);
  });
});

describe('when broken text is pasted', () => {
  it.each([
    ['an unknown word in a row', '[[0,0],\n [0,x]]', 2, 5, "expected a number or ']' but found 'x'"],
    ['a missing comma', '[[0 0]]', 1, 5, "expected ',' or ']' but found '0'"],
    ['a value that is not a tile', 'var a = [\n[0],\n[0],\n[-1, 0, 12]]', 4, 9, 'Value 12 at line 4, column 9 is not a tile: use -1 (no tile), 0 (floor), 1 (wall) or 2-9 (floor with movement cost).'],
    ['a fraction', '[[0.5]]', 1, 3, 'Value 0.5 at line 1, column 3 is not a tile'],
    ['a ragged row', '[[0,0],\n[0,0],\n[0]]', 3, 1, 'row 3 has 1 value but row 1 has 2'],
    ['an empty row', '[[0],[]]', 1, 6, 'row 2 is empty'],
    ['no rows', ' [ ] ', 1, 4, 'the level has no rows'],
    ['empty text', '  \n ', 2, 2, 'the text is empty'],
    ['a missing closing bracket', '[[0,0]', 1, 7, "expected ',' or ']' after row 1 but found the end of the text"],
    ['text after the level', '[[0]] [[1]]', 1, 7, "expected the end of the text after the level but found '['"],
    ['something that is not an array', 'hello', 1, 6, "expected '=' after hello but found the end of the text"],
    ['a number instead of an array', '42', 1, 1, "expected '[' to start the level but found '42'"],
    ['a row that is not an array', '[0, 1]', 1, 2, "expected '[' to start row 1 or ']' but found '0'"],
    ['a mistake after Windows and old Mac line ends', '[[0],\r\n[0],\r[x]]', 3, 2, "expected a number or ']' but found 'x'"],
    ['an unclosed comment', '[[0]] /* oops', 1, 7, 'this comment is never closed'],
  ])('points at %s', (_name, text, line, column, message) => {
    const error = failure(text);
    expect(error.message).toContain(message);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
    expect(error.message).toContain(`ine ${line}, column ${column}`);
  });

  it('refuses more than 250 rows or columns', () => {
    const tall = `[${Array.from({ length: 251 }, () => '[0]').join(',')}]`;
    expect(failure(tall).message).toContain('more than 250 rows');
    const wide = `[[${new Array(251).fill(0).join(',')}]]`;
    expect(failure(wide)).toMatchObject({ line: 1, column: 3 + 250 * 2 });
    expect(failure(wide).message).toContain('row 1 has more than 250 values');
  });
});

describe('when levelData is written out as text', () => {
  it("lays it out one row per line, like the tutorial's listing", () => {
    expect(formatLevelText([[0, 1], [-1, 2]], 'js')).toBe('var levelData =\n[[0,1],\n[-1,2]];\n');
    expect(formatLevelText([[0, 1], [-1, 2]], 'json')).toBe('[[0,1],\n[-1,2]]\n');
    expect(JSON.parse(formatLevelText(TUTORIAL_HEXAGON, 'json'))).toEqual(TUTORIAL_HEXAGON);
  });

  it('reads back exactly what it wrote, in both styles', () => {
    fc.assert(
      fc.property(levelArb(30, 30), fc.constantFrom('js', 'json' as const), (level, style) => {
        expect(parsed(formatLevelText(level, style))).toEqual(level);
      }),
      { numRuns: 300 },
    );
  }, SLOW);

  it('never throws on random text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('[', ']', ',', '-', '0', '1', '9', ' ', '\n', '/', '*', 'a', '=', ';', '.') }), (text) => {
        const result = parseLevelText(text);
        if (!result.ok) expect(result.error.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 3000 },
    );
  }, SLOW);
});
