import { describe, expect, it } from 'vitest';
import { makeBoard, tileAtOffset, type LevelData } from '../../engine';
import { centreFloorTile, tileOnNewBoard } from './placement';

const pointy = { orientation: 'pointy', parity: 'odd' } as const;
const board = (level: LevelData, o: { orientation: 'pointy' | 'flat'; parity: 'odd' | 'even' } = pointy) =>
  makeBoard(level, o);
const OPEN: LevelData = [
  [0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0],
  [0, 0, 1, 0, 0],
  [0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0],
];

describe('where the hero stands on a board', () => {
  it('is the middle tile when it is floor, else the nearest floor to it', () => {
    const b = board(OPEN);
    const mid = centreFloorTile(b);
    expect(b.row[mid] === 2 && b.col[mid] === 2).toBe(false);
    expect(Math.abs(b.row[mid] - 2) + Math.abs(b.col[mid] - 2)).toBe(1);
    expect(
      centreFloorTile(
        board([
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ]),
      ),
    ).toBe(
      tileAtOffset(
        board([
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ]),
        { row: 1, col: 1 },
      ),
    );
  });

  it('is nowhere on a board without floor', () => {
    expect(
      centreFloorTile(
        board([
          [1, -1],
          [1, 1],
        ]),
      ),
    ).toBe(-1);
  });
});

describe('when a board replaces another', () => {
  it('keeps the same row and column after an edit that leaves it floor', () => {
    const before = board(OPEN);
    const after = board(OPEN.map((row, i) => (i === 0 ? [1, ...row.slice(1)] : row)));
    const tile = tileAtOffset(before, { row: 4, col: 1 });
    expect(tileOnNewBoard(before, tile, after)).toBe(tileAtOffset(after, { row: 4, col: 1 }));
  });

  it('goes to the middle when its tile became a wall, or the grid or layout changed', () => {
    const before = board(OPEN);
    const tile = tileAtOffset(before, { row: 4, col: 1 });
    const walled = board(OPEN.map((row, i) => (i === 4 ? [0, 1, 0, 0, 0] : row)));
    expect(tileOnNewBoard(before, tile, walled)).toBe(centreFloorTile(walled));
    const turned = board(OPEN, { orientation: 'flat', parity: 'odd' });
    expect(tileOnNewBoard(before, tile, turned)).toBe(centreFloorTile(turned));
    const bigger = board([...OPEN, [0, 0, 0, 0, 0]]);
    expect(tileOnNewBoard(before, tile, bigger)).toBe(centreFloorTile(bigger));
  });
});
