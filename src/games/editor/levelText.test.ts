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
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
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

// The cases a pasted text can be refused for, with where and why; the English sentence each one reads as is checked in
// src/ui/editor/importError.test.ts.
const BROKEN: [string, string, number, number, object][] = [
  ['an unknown word in a row', '[[0,0],\n [0,x]]', 2, 5, { kind: 'expected', expected: { kind: 'value' }, found: 'x' }],
  ['a missing comma', '[[0 0]]', 1, 5, { kind: 'expected', expected: { kind: 'afterValue' }, found: '0' }],
  ['a value that is not a tile', 'var a = [\n[0],\n[0],\n[-1, 0, 12]]', 4, 9, { kind: 'notATile', value: '12' }],
  ['a fraction', '[[0.5]]', 1, 3, { kind: 'notATile', value: '0.5' }],
  ['a ragged row', '[[0,0],\n[0,0],\n[0]]', 3, 1, { kind: 'raggedRow', row: 3, length: 1, first: 2 }],
  ['an empty row', '[[0],[]]', 1, 6, { kind: 'emptyRow', row: 2 }],
  ['no rows', ' [ ] ', 1, 4, { kind: 'noRows' }],
  ['empty text', '  \n ', 2, 2, { kind: 'empty' }],
  [
    'a missing closing bracket',
    '[[0,0]',
    1,
    7,
    { kind: 'expected', expected: { kind: 'afterRow', row: 1 }, found: null },
  ],
  ['text after the level', '[[0]] [[1]]', 1, 7, { kind: 'expected', expected: { kind: 'end' }, found: '[' }],
  [
    'something that is not an array',
    'hello',
    1,
    6,
    { kind: 'expected', expected: { kind: 'equals', name: 'hello' }, found: null },
  ],
  ['a number instead of an array', '42', 1, 1, { kind: 'expected', expected: { kind: 'levelStart' }, found: '42' }],
  [
    'a row that is not an array',
    '[0, 1]',
    1,
    2,
    { kind: 'expected', expected: { kind: 'rowStart', row: 1 }, found: '0' },
  ],
  [
    'a mistake after Windows and old Mac line ends',
    '[[0],\r\n[0],\r[x]]',
    3,
    2,
    { kind: 'expected', expected: { kind: 'value' }, found: 'x' },
  ],
  ['an unclosed comment', '[[0]] /* oops', 1, 7, { kind: 'unclosedComment' }],
];

describe('when broken text is pasted', () => {
  it.each(BROKEN)('points at %s, and says why', (_name, text, line, column, why) => {
    expect(failure(text)).toEqual({ line, column, ...why });
  });

  it('refuses more than 250 rows or columns', () => {
    const tall = `[${Array.from({ length: 251 }, () => '[0]').join(',')}]`;
    expect(failure(tall)).toMatchObject({ kind: 'tooManyRows', max: 250 });
    const wide = `[[${new Array(251).fill(0).join(',')}]]`;
    expect(failure(wide)).toEqual({ line: 1, column: 3 + 250 * 2, kind: 'rowTooLong', row: 1, max: 250 });
  });
});

describe('when levelData is written out as text', () => {
  it("lays it out one row per line, like the tutorial's listing", () => {
    expect(
      formatLevelText(
        [
          [0, 1],
          [-1, 2],
        ],
        'js',
      ),
    ).toBe('var levelData =\n[[0,1],\n[-1,2]];\n');
    expect(
      formatLevelText(
        [
          [0, 1],
          [-1, 2],
        ],
        'json',
      ),
    ).toBe('[[0,1],\n[-1,2]]\n');
    expect(JSON.parse(formatLevelText(TUTORIAL_HEXAGON, 'json'))).toEqual(TUTORIAL_HEXAGON);
  });

  it(
    'reads back exactly what it wrote, in both styles',
    () => {
      fc.assert(
        fc.property(levelArb(30, 30), fc.constantFrom('js', 'json' as const), (level, style) => {
          expect(parsed(formatLevelText(level, style))).toEqual(level);
        }),
        { numRuns: 300 },
      );
    },
    SLOW,
  );

  it(
    'never throws on random text',
    () => {
      fc.assert(
        fc.property(
          fc.string({
            unit: fc.constantFrom('[', ']', ',', '-', '0', '1', '9', ' ', '\n', '/', '*', 'a', '=', ';', '.'),
          }),
          (text) => {
            const result = parseLevelText(text);
            if (!result.ok) expect(result.error.line).toBeGreaterThanOrEqual(1);
          },
        ),
        { numRuns: 3000 },
      );
    },
    SLOW,
  );
});

describe('levelData that says its layout', () => {
  const level = [
    [-1, 0, 1],
    [2, 9, 0],
  ];
  const layouts = [
    { orientation: 'pointy', parity: 'odd' },
    { orientation: 'pointy', parity: 'even' },
    { orientation: 'flat', parity: 'odd' },
    { orientation: 'flat', parity: 'even' },
  ] as const;
  for (const layout of layouts)
    for (const style of ['js', 'json'] as const)
      it(`reads back its ${style} export's layout, ${layout.orientation} ${layout.parity}`, () => {
        expect(parseLevelText(formatLevelText(level, style, layout))).toEqual({ ok: true, level, layout });
      });

  it('writes Red Blob names in the JavaScript comment and a header object in JSON', () => {
    expect(formatLevelText(level, 'js', { orientation: 'flat', parity: 'even' })).toMatch(
      /^\/\/ Hexlab board: orientation vertical, offset even \(even-q\)\nvar levelData =/,
    );
    expect(JSON.parse(formatLevelText(level, 'json', { orientation: 'pointy', parity: 'odd' }))).toEqual({
      orientation: 'horizontal',
      offset: 'odd',
      levelData: level,
    });
  });

  it('still reads a bare array, with no layout', () => {
    expect(parseLevelText('[[0,1],[1,0]]')).toEqual({
      ok: true,
      level: [
        [0, 1],
        [1, 0],
      ],
    });
  });

  it('skips other keys and refuses a layout it does not know', () => {
    expect(parseLevelText('{"hexSize": 24, "offset": "even", "levelData": [[0]], "name": "x"}')).toEqual({
      ok: true,
      level: [[0]],
      layout: { orientation: 'pointy', parity: 'even' },
    });
    expect(parseLevelText('{"offset": "sideways", "levelData": [[0]]}')).toMatchObject({
      ok: false,
      error: { kind: 'badLayout', key: 'offset', value: 'sideways' },
    });
    expect(parseLevelText('{"offset": "odd"}')).toMatchObject({ ok: false, error: { kind: 'noLevelData' } });
  });
});
