import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { realLevels } from '../games/puzzle/testKit';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { linkFields, registerLinkField } from './linkFields';
import type { FieldCodec } from './fieldCodec';
import { good, sharedStateArb, TICKS, tallyField } from './testing';
import type { SharedState } from './types';
// The Puzzles mode's link field, as its code registers it when it comes (share/fields/puzzle.ts).
import './fields/puzzle';

/** Property tests run thousands of cases; the shared two-core machine can be slow, so they get room. */
const SLOW = 60_000;

const readBack = (query: string): SharedState => {
  const result = decodeShare(query);
  if (!result.ok || !result.state) throw new Error(JSON.stringify(result));
  return result.state;
};

const layout = { orientation: 'flat', parity: 'even', hexSize: 30 } as const;
const minesweeperLayout = { mode: 'minesweeper', orientation: 'pointy', parity: 'odd', hexSize: 24 } as const;

describe('when a link of a kind the app makes is read and written again', () => {
  it(
    'writes the very same link',
    () => {
      fc.assert(
        fc.property(sharedStateArb(), fc.constantFrom(undefined, 'zero' as const, 'safe' as const), (state, rule) => {
          if (state.minesweeper && rule) state.minesweeper.firstClickRule = rule;
          const query = encodeShare(state);
          expect(encodeShare(readBack(query))).toBe(query);
        }),
        { numRuns: 1000 },
      );
    },
    SLOW,
  );

  it('writes the same puzzle links, with a board and without', () => {
    for (const { board } of realLevels) {
      const alone = encodeShare({ mode: 'puzzle', ...layout, puzzle: { level: board.level } });
      expect(encodeShare(readBack(alone))).toBe(alone);
      const withBoard = encodeShare({ mode: 'puzzle', ...layout, level: [[0, 1]], puzzle: { level: board.level } });
      expect(encodeShare(readBack(withBoard))).toBe(withBoard);
    }
  });

  it.each([
    // every field but the puzzle's: a Minesweeper game in progress, the hero and its target, a Proximity game
    [
      'the tutorial with a game of each mode',
      good,
      'v=1&m=minesweeper&o=pointy&p=odd&s=24&rows=13&cols=13&mask=AIVQoKCoAAIggHMAVOqQEU7cugCnLAqvKGNEA&mines=20&seed=42&ng=0&fc=84&rev=AA1gMZSQ&flag=BAAD4yqA&hero=6-6&target=0-3&pseed=5&rules=classic&players=human-hard&moves=EwYwdAzEA',
    ],
    [
      'a replay with its mines and first-click rule',
      encodeShare({
        ...minesweeperLayout,
        level: [
          [0, 0, 0],
          [0, -1, 0],
        ],
        minesweeper: {
          mines: 1,
          seed: 5,
          noGuess: true,
          firstClickRule: 'safe',
          replay: {
            marks: true,
            mines: [2],
            actions: [
              { kind: 'open', cell: 0, t: 0 },
              { kind: 'flag', cell: 2, t: 1500 },
              { kind: 'undo', cell: 0, t: 2000 },
            ],
          },
        },
      }),
      'v=1&m=minesweeper&o=pointy&p=odd&s=24&rows=2&cols=3&mask=KoECA&mines=1&seed=5&ng=1&first=safe&rp=IAYBABwWAHYaDgF5AECA',
    ],
    [
      'a puzzle alone',
      encodeShare({ mode: 'puzzle', ...layout, puzzle: { level: realLevels[0].board.level } }),
      'v=1&m=puzzle&o=flat&p=even&s=30&pz=IAMQlgTgzgLgBACQKYA8DGSA2mpwCpKwBQAgpgA4AWAhkUXpWLk3NXDIfJkgG5YA0rbHABG1KGDRxKqLDjgQArt1zVy5TAE86ACACwAJAAAJgIgmjAZAvWLR83ZMBMCwEh7RgGBHj7u+4AgIyCguxCLIL83YKMAECMAdEdQo3dA5KMAcBjHIwAUaPT-VJjwsOjc9wLwlPN3AGAY9wBUUqaMxpMi6JrckpMU3MG7IA',
    ],
  ])('writes %s as it always has', (_, query, pinned) => {
    expect(query).toBe(pinned);
    expect(encodeShare(readBack(pinned))).toBe(pinned);
  });
});

const board = [
  [0, 0, -1],
  [0, 0, 0],
];
/** The test mode's link state: its field under its id, as the app's modes' fields are. */
const tallyState = (ticked: number[]) =>
  ({ mode: 'tally', ...layout, level: board, tally: { ticked } }) as unknown as SharedState;

describe('when a mode registers its own link field', () => {
  let unregister = () => {};
  afterEach(() => unregister());

  it('carries the field in its link and reads it back, after every field of the app', () => {
    unregister = registerLinkField(tallyField as FieldCodec);
    expect(linkFields().at(-1)).toBe(tallyField);
    const query = encodeShare(tallyState([0, 4, 5]));
    expect(query).toMatch(/^v=1&m=tally&o=flat&p=even&s=30&rows=2&cols=3&mask=[^&]+&tl=[^&]+$/);
    expect(readBack(query)).toEqual(tallyState([0, 4, 5]));
  });

  it('refuses a bad field with what its codec says', () => {
    unregister = registerLinkField(tallyField as FieldCodec);
    const query = encodeShare(tallyState([2]));
    expect(decodeShare(query)).toEqual({ ok: false, error: { kind: 'notFloor', field: TICKS, cell: '0-2' } });
  });

  it('is refused when it takes a parameter of the board or of another mode', () => {
    expect(() => registerLinkField({ ...tallyField, params: ['mask'] } as FieldCodec)).toThrow(/"mask"/);
    expect(() => registerLinkField({ ...tallyField, params: ['pz'] } as FieldCodec)).toThrow(/"pz"/);
    expect(() => registerLinkField({ ...tallyField, mode: 'hero' } as FieldCodec)).toThrow(/hero/);
  });

  it('leaves links as they were once taken out', () => {
    registerLinkField(tallyField as FieldCodec)();
    expect(decodeShare(encodeShare(tallyState([0])))).toMatchObject({
      ok: false,
      error: { kind: 'notOneOf', field: 'mode' },
    });
  });
});
