import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TUTORIAL_HEXAGON } from '../engine';
import { seededRandom } from '../games/random';
import { decodeShare } from './decode';
import { encodeShare } from './encode';
import { sharedStateArb } from './testing';
import type { SharedState } from './types';
// The Puzzles mode's link field, as its code registers it when it comes (share/fields/puzzle.ts).
import './fields/puzzle';

/** Property tests run thousands of cases; the shared two-core machine can be slow, so they get room. */
const SLOW = 60_000;

const roundTrip = (state: SharedState) => {
  const result = decodeShare(encodeShare(state));
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.state;
};

/** A 100 x 100 board as people draw them: a hexagon or a rectangle, with some walls. */
function typicalBoard(shape: 'hexagon' | 'rectangle', wallShare: number, seed: number): number[][] {
  const rand = seededRandom(seed);
  const R = 49;
  return Array.from({ length: 100 }, (_, row) =>
    Array.from({ length: 100 }, (_, col) => {
      const r = row - R;
      const q = col - (row - (row & 1)) / 2 - (R - (R - 1) / 2);
      const inside = shape === 'rectangle' || Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) <= R;
      return inside ? (rand() < wallShare ? 1 : 0) : -1;
    }),
  );
}

const base = { mode: 'minesweeper', orientation: 'pointy', parity: 'odd', hexSize: 24 } as const;

describe('when a board is shared', () => {
  it("writes the tutorial's board as readable settings and a short packed mask", () => {
    const query = encodeShare({
      ...base,
      level: TUTORIAL_HEXAGON,
      minesweeper: { mines: 20, seed: 42, noGuess: false },
    });
    expect(query).toMatch(
      /^v=1&m=minesweeper&o=pointy&p=odd&s=24&rows=13&cols=13&mask=[A-Za-z0-9+$-]+&mines=20&seed=42&ng=0$/,
    );
    expect(query.length).toBeLessThan(150);
  });

  it(
    'opens every valid state exactly as it was shared',
    () => {
      fc.assert(
        fc.property(sharedStateArb(), (state) => {
          expect(roundTrip(state)).toEqual(state);
        }),
        { numRuns: 2000 },
      );
    },
    SLOW,
  );

  it(
    'opens the same state from location.search, with its question mark',
    () => {
      fc.assert(
        fc.property(sharedStateArb(8), (state) => {
          expect(decodeShare(`?${encodeShare(state)}`)).toEqual({ ok: true, state });
        }),
        { numRuns: 200 },
      );
    },
    SLOW,
  );

  it(
    'carries the largest board, 250 x 250 of random tiles and costs',
    () => {
      const rand = seededRandom(7);
      const level = Array.from({ length: 250 }, () => Array.from({ length: 250 }, () => Math.floor(rand() * 11) - 1));
      const state: SharedState = {
        ...base,
        level,
        proximity: { seed: 1, rules: 'p2', players: ['human', 'hard'], moves: [] },
      };
      expect(roundTrip(state)).toEqual(state);
    },
    SLOW,
  );

  it.each([
    ['hexagon', 0],
    ['hexagon', 0.05],
    ['rectangle', 0],
    ['rectangle', 0.05],
    ['rectangle', 0.1],
  ] as const)('keeps a typical 100 x 100 %s with %f walls well under 2,000 characters', (shape, walls) => {
    const state: SharedState = {
      ...base,
      level: typicalBoard(shape, walls, 3),
      minesweeper: { mines: 900, seed: 123456, noGuess: true },
    };
    const query = encodeShare(state);
    expect(query.length).toBeLessThan(1500);
    expect(roundTrip(state)).toEqual(state);
  });

  it('stays short with a Minesweeper game in progress on a 100 x 100 board', () => {
    const level = typicalBoard('hexagon', 0, 1);
    const revealed: number[] = [];
    level.forEach((line, r) =>
      line.forEach((v, c) => v === 0 && Math.hypot(r - 50, c - 50) < 20 && revealed.push(r * 100 + c)),
    );
    const state: SharedState = {
      ...base,
      level,
      minesweeper: {
        mines: 1000,
        seed: 9,
        noGuess: false,
        progress: { firstClick: revealed[0], revealed, flagged: [] },
      },
    };
    expect(encodeShare(state).length).toBeLessThan(2000);
    expect(roundTrip(state)).toEqual(state);
  });

  it('reads a link whose + signs became spaces on the way', () => {
    const state: SharedState = { ...base, level: typicalBoard('hexagon', 0.05, 11) };
    const query = encodeShare(state);
    expect(query).toContain('+');
    expect(decodeShare(query.replace(/\+/g, '%20'))).toEqual({ ok: true, state });
  });
});
