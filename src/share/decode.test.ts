import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { good, sharedStateArb, tutorial, withParam } from './testing';
import { lzBomb } from './bomb.testing';
// The Puzzles mode's link field, as its code registers it when it comes (share/fields/puzzle.ts).
import './fields/puzzle';

/** Property tests run thousands of cases; the shared two-core machine can be slow, so they get room. */
const SLOW = 60_000;

const errorOf = (query: string) => {
  const result = decodeShare(query);
  if (result.ok) throw new Error(`expected the link to be refused: ${query}`);
  return result.error;
};

describe('when the page opens without a shared board', () => {
  it.each(['', '?', 'utm_source=chat&x=1'])('shares nothing for %j', (query) => {
    expect(decodeShare(query)).toEqual({ ok: true, state: null });
  });
});

describe('when a link is broken', () => {
  // The sentences these become are checked in ui/i18n/linkMessages.test.ts, over the same links.
  it.each([
    ['an unknown version', withParam('v', '2'), { kind: 'newerVersion', found: 2, reads: 1 }],
    ['a version that is not a number', withParam('v', 'x'), { kind: 'unknownVersion', found: 'x' }],
    ['no version', withParam('v', null), { kind: 'noVersion', version: 1 }],
    [
      'a board too large',
      withParam('rows', '300').replace('cols=13', 'cols=20'),
      { kind: 'boardTooBig', rows: 300, cols: 20, max: 250 },
    ],
    ['a board with no rows', withParam('rows', '0'), { kind: 'boardEmpty', rows: 0, cols: 13 }],
    ['rows that are not a number', withParam('rows', 'ten'), { kind: 'notWhole', field: 'rowCount', value: 'ten' }],
    [
      'an unknown mode',
      withParam('m', 'chess'),
      {
        kind: 'notOneOf',
        field: 'mode',
        value: 'chess',
        options: ['minesweeper', 'lab', 'editor', 'hero', 'proximity', 'puzzle'],
      },
    ],
    [
      'an unknown orientation',
      withParam('o', 'diagonal'),
      { kind: 'notOneOf', field: 'orientation', value: 'diagonal', options: ['pointy', 'flat'] },
    ],
    ['a hex size of the wrong kind', withParam('s', '-4'), { kind: 'notWhole', field: 'hexSize', value: '-4' }],
    ['a hex size with a fraction', withParam('s', '24.5'), { kind: 'notWhole', field: 'hexSize', value: '24.5' }],
    [
      'a hex size out of range',
      withParam('s', '9000'),
      { kind: 'outOfRange', field: 'hexSize', value: 9000, min: 6, max: 64 },
    ],
    [
      'a hex size below the range',
      withParam('s', '1'),
      { kind: 'outOfRange', field: 'hexSize', value: 1, min: 6, max: 64 },
    ],
    ['no mask', withParam('mask', null), { kind: 'missing', field: 'board', param: 'mask' }],
    ['a corrupted mask', withParam('mask', 'zzzz'), { kind: 'unpackFailed', field: 'board' }],
    [
      'a mask for a smaller board',
      withParam('rows', '200').replace('cols=13', 'cols=200'),
      { kind: 'boardCutShort', rows: 200, cols: 200 },
    ],
    ['too many mines', withParam('mines', '500'), { kind: 'tooManyMines', mines: 500, floors: 127 }],
    ['a negative seed', withParam('seed', '-1'), { kind: 'notWhole', field: 'seed', value: '-1' }],
    ['a first click on no tile', withParam('fc', '0'), { kind: 'firstClickNotFloor', cell: '0-0' }],
    [
      'a hero off the board',
      withParam('hero', '20-3'),
      { kind: 'cellOffBoard', field: 'heroTile', cell: '20-3', rows: 13, cols: 13 },
    ],
    ['a hero on no tile', withParam('hero', '0-0'), { kind: 'heroNotFloor', cell: '0-0' }],
    [
      'a hero tile of the wrong kind',
      withParam('hero', 'middle'),
      { kind: 'notCellPair', field: 'heroTile', value: 'middle' },
    ],
    ['one Proximity player', withParam('players', 'human'), { kind: 'playerCount', count: 1, min: 2, max: 4 }],
    [
      'an unknown Proximity player',
      withParam('players', 'human-genius'),
      { kind: 'unknownPlayer', value: 'genius', options: ['human', 'easy', 'hard'] },
    ],
    ['a broken %-escape', `${good}&x=%E0%A4%A`, { kind: 'garbled' }],
  ])('says what is wrong with %s', (_name, query, problem) => {
    expect(errorOf(query)).toMatchObject(problem);
  });

  it('says when a game shows a tile both revealed and flagged', () => {
    const state = {
      ...tutorial,
      minesweeper: { ...tutorial.minesweeper!, progress: { firstClick: 84, revealed: [84], flagged: [84] } },
    };
    expect(errorOf(encodeShare(state))).toEqual({ kind: 'revealedAndFlagged', cell: '6-6' });
  });

  it('says when a Proximity move repeats a tile or leaves the floor', () => {
    const twice = { ...tutorial, proximity: { ...tutorial.proximity!, moves: [84, 84] } };
    expect(errorOf(encodeShare(twice))).toEqual({ kind: 'moveTaken', move: 2 });
    const off = { ...tutorial, proximity: { ...tutorial.proximity!, moves: [0] } };
    expect(errorOf(encodeShare(off))).toEqual({ kind: 'moveNotFloor', move: 1 });
  });
});

describe('when a link is mangled at random', () => {
  const outcomeIsWellFormed = (query: string) => {
    const result = decodeShare(query);
    if (result.ok) return result.state === null || Array.isArray(result.state.level);
    // decodeShare turns any internal exception into this fallback; a mangled link must get a real reason instead.
    return result.error.kind !== 'unreadable';
  };

  it(
    'never throws on random text',
    () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 200 }), (s) => outcomeIsWellFormed(s)),
        { numRuns: 3000 },
      );
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => outcomeIsWellFormed(`v=1&${s}`)),
        { numRuns: 2000 },
      );
    },
    SLOW,
  );

  it(
    'never throws when a real link is truncated, or a character of it replaced, inserted or deleted',
    () => {
      const mutated = sharedStateArb(10).chain((state) => {
        const query = encodeShare(state);
        return fc.tuple(
          fc.constant(query),
          fc.nat(query.length),
          fc.constantFrom('cut', 'replace', 'insert', 'delete'),
          fc.string({ minLength: 1, maxLength: 3 }),
        );
      });
      fc.assert(
        fc.property(mutated, ([query, at, how, text]) => {
          const changed =
            how === 'cut'
              ? query.slice(0, at)
              : how === 'replace'
                ? query.slice(0, at) + text + query.slice(at + text.length)
                : how === 'insert'
                  ? query.slice(0, at) + text + query.slice(at)
                  : query.slice(0, at) + query.slice(at + 1);
          return outcomeIsWellFormed(changed);
        }),
        { numRuns: 4000 },
      );
    },
    SLOW,
  );

  it(
    'never throws when a packed field holds random lz-string characters',
    () => {
      const alphabet = fc.constantFrom(
        ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'.split(''),
      );
      fc.assert(
        fc.property(
          fc.constantFrom('mask', 'rev', 'flag', 'moves'),
          fc.string({ unit: alphabet, maxLength: 80 }),
          (name, data) => outcomeIsWellFormed(withParam(name, data)),
        ),
        { numRuns: 3000 },
      );
    },
    SLOW,
  );
});

describe('when a link carries a decompression bomb', () => {
  // 120,000 characters that unpack to about a billion: each field stops at what its board can hold (inflate.test.ts
  // counts the characters produced) and the link is refused with the field's name.
  const bomb = lzBomb(120_000);
  const replayLink = () => [...good.split('&').filter((p) => !/^(fc|rev|flag)=/.test(p)), `rp=${bomb}`].join('&');
  it.each([
    ['mask', 'board', withParam('mask', bomb)],
    ['rev', 'revealed', withParam('rev', bomb)],
    ['flag', 'flagged', withParam('flag', bomb)],
    ['mn', 'mines', withParam('mn', bomb)],
    ['moves', 'proximityMoves', withParam('moves', bomb)],
    ['rp', 'replay', replayLink()],
  ])('in %s, refuses the link as too big for its board', (_param, field, query) => {
    expect(errorOf(query)).toEqual({ kind: 'unpacksTooBig', field });
  });
});
