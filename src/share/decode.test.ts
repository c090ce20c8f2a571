import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TUTORIAL_HEXAGON } from '../engine';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { sharedStateArb } from './testing';
import type { SharedState } from './types';

/** Property tests run thousands of cases; the shared two-core machine can be slow, so they get room. */
const SLOW = 60_000;

const tutorial: SharedState = {
  mode: 'minesweeper',
  orientation: 'pointy',
  parity: 'odd',
  hexSize: 24,
  level: TUTORIAL_HEXAGON,
  minesweeper: { mines: 20, seed: 42, noGuess: false, progress: { firstClick: 84, revealed: [84, 85], flagged: [3] } },
  hero: { tile: { row: 6, col: 6 }, target: { row: 0, col: 3 } },
  proximity: { seed: 5, rules: 'classic', players: ['human', 'hard'], moves: [84, 3] },
};
const good = encodeShare(tutorial);
/** The tutorial's link with one parameter replaced (or removed, with null). */
const withParam = (name: string, value: string | null) => {
  const parts = good.split('&').filter((p) => !p.startsWith(`${name}=`));
  return value === null ? parts.join('&') : [...parts, `${name}=${value}`].join('&');
};
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
  it.each([
    ['an unknown version', withParam('v', '2'), 'The link was made by a newer Hexlab (link version 2); this one reads version 1 links.'],
    ['a version that is not a number', withParam('v', 'x'), "The link's version 'x' is unknown"],
    ['no version', withParam('v', null), "The link has no version ('v=1')"],
    ['a board too large', withParam('rows', '300').replace('cols=13', 'cols=20'), "The link's board is 300 x 20; the largest board is 250 x 250."],
    ['a board with no rows', withParam('rows', '0'), "The link's board is 0 x 13; a board needs at least one row and one column."],
    ['rows that are not a number', withParam('rows', 'ten'), "The link's row count 'ten' is not a whole number."],
    ['an unknown mode', withParam('m', 'chess'), "The link's mode 'chess' is not one of: minesweeper, lab, editor, hero, proximity."],
    ['an unknown orientation', withParam('o', 'diagonal'), "The link's orientation 'diagonal' is not one of: pointy, flat."],
    ['a hex size of the wrong kind', withParam('s', '-4'), "The link's hex size '-4' is not a whole number."],
    ['a hex size with a fraction', withParam('s', '24.5'), "The link's hex size '24.5' is not a whole number."],
    ['a hex size out of range', withParam('s', '9000'), "The link's hex size is 9000; it must be between 6 and 64."],
    ['a hex size below the range', withParam('s', '1'), "The link's hex size is 1; it must be between 6 and 64."],
    ['no mask', withParam('mask', null), "The link has no board ('mask=')."],
    ['a corrupted mask', withParam('mask', 'zzzz'), "The link's board could not be unpacked: that part of the link is damaged."],
    ['a mask for a smaller board', withParam('rows', '200').replace('cols=13', 'cols=200'), "The link's board is cut short"],
    ['too many mines', withParam('mines', '500'), 'The link asks for 500 mines but the board has only 127 floor tiles.'],
    ['a negative seed', withParam('seed', '-1'), "The link's seed '-1' is not a whole number."],
    ['a first click on no tile', withParam('fc', '0'), "The link's first click, 0-0, is not on a floor tile."],
    ['a hero off the board', withParam('hero', '20-3'), "The link's hero's tile 20-3 is off the 13 x 13 board."],
    ['a hero on no tile', withParam('hero', '0-0'), "The link's hero stands on 0-0, which is not a floor tile."],
    ['a hero tile of the wrong kind', withParam('hero', 'middle'), "The link's hero's tile 'middle' is not a row-column pair such as 6-6."],
    ['one Proximity player', withParam('players', 'human'), 'The link names 1 Proximity player; a game has 2 to 4'],
    ['an unknown Proximity player', withParam('players', 'human-genius'), "The link's Proximity player 'genius' is not one of: human, easy, hard."],
    ['a broken %-escape', `${good}&x=%E0%A4%A`, 'The link is garbled: it has a broken %-escape.'],
  ])('says what is wrong with %s', (_name, query, message) => {
    expect(errorOf(query)).toContain(message);
  });

  it('says when a game shows a tile both revealed and flagged', () => {
    const state = { ...tutorial, minesweeper: { ...tutorial.minesweeper!, progress: { firstClick: 84, revealed: [84], flagged: [84] } } };
    expect(errorOf(encodeShare(state))).toBe("The link's game shows tile 6-6 as both revealed and flagged.");
  });

  it('says when a Proximity move repeats a tile or leaves the floor', () => {
    const twice = { ...tutorial, proximity: { ...tutorial.proximity!, moves: [84, 84] } };
    expect(errorOf(encodeShare(twice))).toBe("The link's Proximity move 2 plays on a tile that is already taken.");
    const off = { ...tutorial, proximity: { ...tutorial.proximity!, moves: [0] } };
    expect(errorOf(encodeShare(off))).toBe("The link's Proximity move 1 is not on a floor tile of the board.");
  });
});

describe('when a link is mangled at random', () => {
  const outcomeIsWellFormed = (query: string) => {
    const result = decodeShare(query);
    if (result.ok) return result.state === null || Array.isArray(result.state.level);
    // decodeShare turns any internal exception into this fallback; a mangled link must get a real reason instead.
    return result.error.length > 0 && result.error !== 'The link could not be read.';
  };

  it('never throws on random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (s) => outcomeIsWellFormed(s)), { numRuns: 3000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => outcomeIsWellFormed(`v=1&${s}`)), { numRuns: 2000 });
  }, SLOW);

  it('never throws when a real link is truncated, or a character of it replaced, inserted or deleted', () => {
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
  }, SLOW);

  it('never throws when a packed field holds random lz-string characters', () => {
    const alphabet = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$'.split(''));
    fc.assert(
      fc.property(fc.constantFrom('mask', 'rev', 'flag', 'moves'), fc.string({ unit: alphabet, maxLength: 80 }), (name, data) =>
        outcomeIsWellFormed(withParam(name, data)),
      ),
      { numRuns: 3000 },
    );
  }, SLOW);
});
