import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceField, filledLevel, makeBoard } from '../../engine';
import { arbQuestion, referenceCosts } from './testing';
import { reachable, walkingDistance } from './reach';

describe('when the overlay shows tiles within a cost budget', () => {
  it('marks exactly the tiles whose cheapest walk fits the budget, with that cost', () => {
    fc.assert(
      fc.property(arbQuestion(), fc.integer({ min: 0, max: 30 }), ({ board, start }, budget) => {
        const ref = referenceCosts(board, start);
        const got = reachable(board, start, { budget });
        for (let id = 0; id < board.size; id++) expect(got[id]).toBe(ref[id] <= budget ? ref[id] : -1);
      }),
      { numRuns: 400 },
    );
  });
});

describe('when the overlay shows tiles within N steps', () => {
  it('marks the floor tiles at most N steps away, ignoring costs', () => {
    fc.assert(
      fc.property(arbQuestion(), fc.integer({ min: 0, max: 12 }), ({ board, start }, maxSteps) => {
        const steps = distanceField(board, start).distance;
        const got = reachable(board, start, { maxSteps });
        for (let id = 0; id < board.size; id++)
          expect(got[id]).toBe(steps[id] >= 0 && steps[id] <= maxSteps ? steps[id] : -1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('when the distance overlay counts true walking distance', () => {
  it('matches the reference Dijkstra on every tile, -1 where cut off', () => {
    fc.assert(
      fc.property(arbQuestion(), ({ board, start }) => {
        const ref = referenceCosts(board, start);
        expect(Array.from(walkingDistance(board, start))).toEqual(ref.map((d) => (d === Infinity ? -1 : d)));
      }),
      { numRuns: 400 },
    );
  });

  it('reaches nothing from a wall', () => {
    const board = makeBoard([[1, 0, 0]], { orientation: 'pointy', parity: 'odd' });
    expect(Array.from(walkingDistance(board, 0))).toEqual([-1, -1, -1]);
    expect(Array.from(reachable(board, 0, { maxSteps: 3 }))).toEqual([-1, -1, -1]);
  });

  it('counts what each tile costs to enter, not to leave', () => {
    const board = makeBoard([[0, 5, 0], filledLevel(1, 3, 1)[0]], { orientation: 'pointy', parity: 'odd' });
    expect(Array.from(walkingDistance(board, 0)).slice(0, 3)).toEqual([0, 5, 6]);
  });
});
