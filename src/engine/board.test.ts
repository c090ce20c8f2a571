import { describe, expect, it } from 'vitest';
import { makeBoard, tileAtOffset, tileNeighbors } from './board';
import { filledLevel, transpose, TUTORIAL_HEXAGON } from './levelData';
import type { Board } from './board';

const around = (board: Board, row: number, col: number) =>
  tileNeighbors(board, tileAtOffset(board, { row, col }))
    .map((n) => `${board.row[n]},${board.col[n]}`)
    .sort();
const cells = (list: [number, number][]) => list.map(([i, j]) => `${i},${j}`).sort();

describe("the tutorial's 13x13 hexagon board", () => {
  const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });

  it('has 127 tiles', () => {
    expect(board.size).toBe(127);
  });

  it('gives a centre tile six neighbours and a corner tile three', () => {
    expect(tileNeighbors(board, tileAtOffset(board, { row: 6, col: 6 }))).toHaveLength(6);
    expect(tileNeighbors(board, tileAtOffset(board, { row: 0, col: 3 }))).toHaveLength(3);
  });

  it('clips the neighbours of (1,2) at the void cells (1,1) and (0,2): it touches (0,3), (1,3), (2,2), (2,3)', () => {
    expect(around(board, 1, 2)).toEqual(
      cells([
        [0, 3],
        [1, 3],
        [2, 2],
        [2, 3],
      ]),
    );
  });

  it('is the transposed board in the vertical layout, with the same 127 tiles', () => {
    expect(makeBoard(transpose(TUTORIAL_HEXAGON), { orientation: 'flat', parity: 'odd' }).size).toBe(127);
  });
});

// The tutorial's "Finding Neighbours" lists. Its layout code shifts odd rows right (horizontal) and odd columns down
// (vertical); with that drawing, the list its text gives for "odd" rows/columns is the one that fits row/column 0, 2,
// ... (it labels them the other way round), so the scenarios below name the parity by index, not by the text.
describe('when the tutorial asks for the neighbours of a tile on a horizontal board (odd rows shifted right)', () => {
  const board = makeBoard(filledLevel(7, 7), { orientation: 'pointy', parity: 'odd' });

  it('finds i,j-1  i-1,j-1  i-1,j  i,j+1  i+1,j  i+1,j-1 for a tile in an even-numbered row', () => {
    const [i, j] = [2, 3];
    expect(around(board, i, j)).toEqual(
      cells([
        [i, j - 1],
        [i - 1, j - 1],
        [i - 1, j],
        [i, j + 1],
        [i + 1, j],
        [i + 1, j - 1],
      ]),
    );
  });

  it('finds i,j-1  i-1,j  i-1,j+1  i,j+1  i+1,j+1  i+1,j for a tile in an odd-numbered row', () => {
    const [i, j] = [3, 3];
    expect(around(board, i, j)).toEqual(
      cells([
        [i, j - 1],
        [i - 1, j],
        [i - 1, j + 1],
        [i, j + 1],
        [i + 1, j + 1],
        [i + 1, j],
      ]),
    );
  });
});

describe('when the tutorial asks for the neighbours of a tile on a vertical board (odd columns shifted down)', () => {
  const board = makeBoard(filledLevel(7, 7), { orientation: 'flat', parity: 'odd' });

  it('finds i,j-1  i-1,j-1  i-1,j  i-1,j+1  i,j+1  i+1,j for a tile in an even-numbered column', () => {
    const [i, j] = [3, 2];
    expect(around(board, i, j)).toEqual(
      cells([
        [i, j - 1],
        [i - 1, j - 1],
        [i - 1, j],
        [i - 1, j + 1],
        [i, j + 1],
        [i + 1, j],
      ]),
    );
  });

  it('finds i+1,j-1  i,j-1  i-1,j  i,j+1  i+1,j+1  i+1,j for a tile in an odd-numbered column', () => {
    const [i, j] = [3, 3];
    expect(around(board, i, j)).toEqual(
      cells([
        [i + 1, j - 1],
        [i, j - 1],
        [i - 1, j],
        [i, j + 1],
        [i + 1, j + 1],
        [i + 1, j],
      ]),
    );
  });
});

describe('a board cell with a movement cost', () => {
  it('is a floor tile that costs its value to enter; walls and plain floor cost 1', () => {
    const board = makeBoard([[0, 1, 5, -1]], { orientation: 'pointy', parity: 'odd' });
    expect(board.size).toBe(3);
    expect(Array.from(board.kind)).toEqual([0, 1, 0]);
    expect(Array.from(board.cost)).toEqual([1, 1, 5]);
    expect(tileAtOffset(board, { row: 0, col: 3 })).toBe(-1);
  });
});
