import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialDistance, makeBoard, tileAtOffset, tileAxial, type LevelData } from '../../engine';
import { astar } from '../pathfinding';
import { DETOUR_LEVEL } from './testing';
import { tutorialPath } from './tutorialPath';

const settings = { orientation: 'pointy', parity: 'odd' } as const;

describe('the axial tutorial’s recursive pathfinder', () => {
  it('walks a straight line on an open board: as short as A*', () => {
    const board = makeBoard(
      Array.from({ length: 9 }, () => new Array<number>(9).fill(0)),
      settings,
    );
    const from = tileAtOffset(board, { row: 4, col: 0 });
    const to = tileAtOffset(board, { row: 4, col: 8 });
    const r = tutorialPath(board, from, to);
    expect(r.path).toHaveLength(9);
    expect(r.cost).toBe(astar(board, from, to).cost);
  });

  it('commits to each step, so on this board its walk is twice as long as the shortest path', () => {
    const board = makeBoard(DETOUR_LEVEL, settings);
    const from = tileAtOffset(board, { row: 3, col: 0 });
    const to = tileAtOffset(board, { row: 3, col: 6 });
    expect(astar(board, from, to).cost).toBe(7);
    expect(tutorialPath(board, from, to).cost).toBe(14);
  });

  it('always returns a connected walk over floor from start to goal, never shorter than A*, or gives up only when there is no path', () => {
    const cell = fc.constantFrom(0, 0, 0, 0, 1);
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 7, maxLength: 7 }), { minLength: 7, maxLength: 7 }),
        fc.nat(48),
        fc.nat(48),
        (level: LevelData, a, b) => {
          const board = makeBoard(level, settings);
          const best = astar(board, a % board.size, b % board.size);
          const r = tutorialPath(board, a % board.size, b % board.size);
          if (!best.path) {
            expect(r.path).toBeNull();
            return;
          }
          expect(r.path).not.toBeNull();
          const path = r.path!;
          expect(path[0]).toBe(a % board.size);
          expect(path.at(-1)).toBe(b % board.size);
          for (let i = 1; i < path.length; i++)
            expect(axialDistance(tileAxial(board, path[i - 1]), tileAxial(board, path[i]))).toBe(1);
          expect(path.every((id) => board.kind[id] === 0)).toBe(true);
          expect(r.cost).toBeGreaterThanOrEqual(best.cost);
        },
      ),
      { numRuns: 300 },
    );
  });
});
