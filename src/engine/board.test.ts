import { describe, expect, it } from 'vitest';
import { makeBoard, tileAtOffset, tileNeighbors } from './board';
import { TUTORIAL_HEXAGON } from './levelData';

describe("the tutorial's 13x13 hexagon board", () => {
  const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });

  it('has 127 tiles', () => {
    expect(board.size).toBe(127);
  });

  it('gives a centre tile six neighbours and a corner tile three', () => {
    expect(tileNeighbors(board, tileAtOffset(board, { row: 6, col: 6 }))).toHaveLength(6);
    expect(tileNeighbors(board, tileAtOffset(board, { row: 0, col: 3 }))).toHaveLength(3);
  });

  it('finds the odd-row neighbours the tutorial lists: (1,2) touches (0,2), (0,3), (2,2), (2,3)', () => {
    const id = tileAtOffset(board, { row: 1, col: 2 });
    const around = tileNeighbors(board, id).map((n) => `${board.row[n]},${board.col[n]}`).sort();
    expect(around).toEqual(['0,3', '1,3', '2,2', '2,3'].sort());
  });
});
