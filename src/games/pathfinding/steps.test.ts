import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBoard, type Orientation, type Parity } from '../../engine';
import { astar } from './astar';
import { arbBoard, pathCost, pathProblem, referenceCosts } from './testing';
import { offsetSteps } from './steps';

describe('when A* steps to a neighbour by offset arithmetic instead of board.neighbors', () => {
  it('lands on exactly the neighbour the board lists, or off the grid where it lists none', () => {
    fc.assert(
      fc.property(arbBoard(), (board) => {
        const { dRow, dCol, byRow } = offsetSteps(board);
        for (let id = 0; id < board.size; id++) {
          const p = ((byRow ? board.row[id] : board.col[id]) & 1) * 6;
          for (let d = 0; d < 6; d++) {
            const row = board.row[id] + dRow[p + d];
            const col = board.col[id] + dCol[p + d];
            const onGrid = row >= 0 && row < board.rows && col >= 0 && col < board.cols;
            expect(onGrid ? board.idAt[row * board.cols + col] : -1).toBe(board.neighbors[id * 6 + d]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('when the board has no void cells (tile ids are then computed, not looked up)', () => {
  // Walls (1), costly floor (2..9) and plain floor (0), never void.
  const arbFullBoard = fc
    .record({
      rows: fc.integer({ min: 1, max: 14 }),
      cols: fc.integer({ min: 1, max: 14 }),
      orientation: fc.constantFrom<Orientation>('pointy', 'flat'),
      parity: fc.constantFrom<Parity>('odd', 'even'),
      seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 196, maxLength: 196 }),
      s: fc.nat(),
      t: fc.nat(),
    })
    .map(({ rows, cols, orientation, parity, seed, s, t }) => {
      const level = Array.from({ length: rows }, (_, i) =>
        Array.from({ length: cols }, (_, j) => {
          const v = seed[i * cols + j];
          return v < 25 ? 1 : v < 40 ? 2 + (v % 8) : 0;
        }),
      );
      const board = makeBoard(level, { orientation, parity });
      return { board, start: s % board.size, goal: t % board.size };
    });

  it('finds a path exactly as cheap as Dijkstra, walking floor only, or none exactly when there is none', () => {
    fc.assert(
      fc.property(arbFullBoard, ({ board, start, goal }) => {
        const { path, cost } = astar(board, start, goal);
        const best = board.kind[start] === 0 ? referenceCosts(board, start)[goal] : Infinity;
        if (best === Infinity || board.kind[goal] !== 0) return path === null;
        return (
          path !== null &&
          cost === best &&
          pathCost(board, path) === best &&
          pathProblem(board, path, start, goal) === null
        );
      }),
      { numRuns: 2000 },
    );
  });
});
