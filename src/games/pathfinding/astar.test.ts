import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axialNeighbors,
  axialToOffset,
  filledLevel,
  makeBoard,
  offsetToAxial,
  tileAtOffset,
  type Orientation,
} from '../../engine';
import { astar } from './astar';
import { arbQuestion, pathCost, pathProblem, referenceCosts } from './testing';
import { makeScratch } from './scratch';

describe('when A* searches random boards', () => {
  it('finds a path exactly as cheap as Dijkstra, or none exactly when Dijkstra finds none', () => {
    fc.assert(
      fc.property(arbQuestion(), ({ board, start, goal }) => {
        const best = referenceCosts(board, start)[goal];
        const { path, cost } = astar(board, start, goal);
        if (best === Infinity) return path === null;
        return path !== null && cost === best && pathCost(board, path) === best;
      }),
      { numRuns: 3000 },
    );
  });

  it('walks from start to goal through neighbouring floor tiles only, never a wall or void', () => {
    fc.assert(
      fc.property(arbQuestion(), ({ board, start, goal }) => {
        const { path } = astar(board, start, goal);
        return path === null || pathProblem(board, path, start, goal) === null;
      }),
      { numRuns: 1000 },
    );
  });

  it('gives the same answers with one scratch shared by many boards of that size or smaller', () => {
    const scratch = makeScratch(12 * 12);
    fc.assert(
      fc.property(arbQuestion(), ({ board, start, goal }) => {
        expect(astar(board, start, goal, scratch)).toEqual(astar(board, start, goal, makeScratch(board.size)));
      }),
      { numRuns: 300 },
    );
  });
});

describe('when the goal cannot be reached', () => {
  // A 7x7 pointy board with a closed ring of walls around the centre tile (3, 3).
  const settings = { orientation: 'pointy', parity: 'odd' } as const;
  const level = filledLevel(7, 7);
  for (const n of axialNeighbors(offsetToAxial(settings, { row: 3, col: 3 }))) {
    const { row, col } = axialToOffset(settings, n);
    level[row][col] = 1;
  }
  const board = makeBoard(level, settings);
  const centre = tileAtOffset(board, { row: 3, col: 3 });
  const corner = tileAtOffset(board, { row: 0, col: 0 });

  it('returns no path and no cost for a goal walled in', () => {
    expect(astar(board, corner, centre)).toMatchObject({ path: null, cost: 0 });
  });

  it('returns no path when the goal is a wall', () => {
    expect(astar(board, corner, tileAtOffset(board, { row: 3, col: 2 })).path).toBeNull();
  });

  it('returns no path for ids that are not tiles', () => {
    expect(astar(board, corner, -1).path).toBeNull();
    expect(astar(board, board.size, corner).path).toBeNull();
  });
});

describe('when start and goal are the same tile', () => {
  it('returns that one tile at no cost', () => {
    const board = makeBoard(filledLevel(3, 3), { orientation: 'flat', parity: 'even' });
    expect(astar(board, 4, 4)).toEqual({ path: [4], cost: 0, expanded: 0 });
  });
});

describe('when a scratch is too small for the board', () => {
  it('refuses rather than write past its arrays', () => {
    const board = makeBoard(filledLevel(4, 4), { orientation: 'pointy', parity: 'odd' });
    expect(() => astar(board, 0, 15, makeScratch(10))).toThrow(RangeError);
  });
});

describe('when a scratch has been used billions of times', () => {
  it('still finds the cheapest path after its generation stamp wraps around', () => {
    const level = filledLevel(9, 9);
    level[4] = [0, 1, 1, 1, 1, 1, 1, 1, 0];
    const board = makeBoard(level, { orientation: 'pointy', parity: 'even' });
    const scratch = makeScratch(board.size);
    const start = tileAtOffset(board, { row: 0, col: 4 });
    const goal = tileAtOffset(board, { row: 8, col: 4 });
    const expected = astar(board, start, goal, makeScratch(board.size));
    for (const open of [0xffffffee, 0xfffffff0, 1]) {
      scratch.open = open;
      expect(astar(board, start, goal, scratch)).toEqual(expected);
    }
  });
});

describe('when the board is open floor', () => {
  // Distance of tile id from the straight line between two tiles, in tile spacings (lattice space).
  const offLine = (board: ReturnType<typeof makeBoard>, a: number, b: number, id: number) => {
    const p = (t: number) => ({ x: board.q[t] + board.r[t] / 2, y: (board.r[t] * Math.sqrt(3)) / 2 });
    const [pa, pb, pt] = [p(a), p(b), p(id)];
    const len = Math.hypot(pb.x - pa.x, pb.y - pa.y);
    return Math.abs((pt.x - pa.x) * (pb.y - pa.y) - (pt.y - pa.y) * (pb.x - pa.x)) / len;
  };

  it.each<Orientation>(['pointy', 'flat'])(
    'draws %s paths that hug the straight line and expand little more than the path',
    (orientation) => {
      const board = makeBoard(filledLevel(30, 30), { orientation, parity: 'odd' });
      for (const [a, b] of [
        [
          { row: 0, col: 0 },
          { row: 29, col: 29 },
        ],
        [
          { row: 2, col: 25 },
          { row: 27, col: 3 },
        ],
        [
          { row: 5, col: 0 },
          { row: 12, col: 29 },
        ],
      ]) {
        const start = tileAtOffset(board, a);
        const goal = tileAtOffset(board, b);
        const { path, expanded } = astar(board, start, goal);
        expect(path).not.toBeNull();
        for (const id of path!) expect(offLine(board, start, goal, id)).toBeLessThanOrEqual(1);
        expect(expanded).toBeLessThan(path!.length * 3);
      }
    },
  );
});
