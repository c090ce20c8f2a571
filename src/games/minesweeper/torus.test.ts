import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, tileAtOffset, type Wrap } from '../../engine';
import { startOn } from './fixtures';
import { HIDDEN, REVEALED } from './model';
import { mineCounts } from './placement';
import { playByLogic } from './solver/play';
import { boardShapeKey } from './stats';

// A 6 x 8 board, horizontal layout, odd rows shifted: even rows, so it can wrap both ways.
const boardOf = (wrap: Wrap) => makeBoard(filledLevel(6, 8), { orientation: 'pointy', parity: 'odd', wrap });
const minesAt = (board: ReturnType<typeof boardOf>, cells: [number, number][]) => {
  const mines = new Uint8Array(board.size);
  for (const [row, col] of cells) mines[tileAtOffset(board, { row, col })] = 1;
  return mines;
};

describe('Minesweeper on a torus', () => {
  it('counts a mine across the seam in the number of a tile on the opposite edge', () => {
    for (const wrap of ['none', 'xy'] as const) {
      const board = boardOf(wrap);
      const counts = mineCounts(board, minesAt(board, [[0, 7]]));
      const at = (row: number, col: number) => counts[tileAtOffset(board, { row, col })];
      // (0, 0) touches (0, 7) across the left-right seam; (5, 6) and (5, 7) touch it across the top-bottom seam.
      expect([at(0, 0), at(5, 6), at(5, 7)]).toEqual(wrap === 'xy' ? [1, 1, 1] : [0, 0, 0]);
    }
  });

  it('opens a zero region across the seam, round a wall of mines that splits the unwrapped board', () => {
    const wall: [number, number][] = [0, 1, 2, 3, 4, 5].map((row) => [row, 4]);
    const plain = boardOf('none');
    const flat = startOn(plain, minesAt(plain, wall), tileAtOffset(plain, { row: 3, col: 1 }));
    expect(flat.view[tileAtOffset(plain, { row: 2, col: 6 })]).toBe(HIDDEN);
    const torus = boardOf('xy');
    const round = startOn(torus, minesAt(torus, wall), tileAtOffset(torus, { row: 3, col: 1 }));
    expect(round.view[tileAtOffset(torus, { row: 2, col: 6 })]).toBe(REVEALED);
    expect(round.status).toBe('won');
  });

  it('the no-guess solver solves across the seam what the unwrapped board leaves to a guess', () => {
    const wall: [number, number][] = [0, 1, 2, 3, 4, 5].map((row) => [row, 4]);
    const solved = (wrap: Wrap) => {
      const board = boardOf(wrap);
      return playByLogic(board, minesAt(board, [...wall, [2, 6]]), tileAtOffset(board, { row: 3, col: 1 })).solved;
    };
    expect([solved('none'), solved('xy')]).toEqual([false, true]);
  });

  it('keeps its records apart from the same board unwrapped', () => {
    expect(boardShapeKey(boardOf('xy'))).toBe(`${boardShapeKey(boardOf('none'))}-wrap-xy`);
    expect(boardShapeKey(boardOf('none'))).toMatch(/^pointy-odd-6x8-[0-9a-z]+$/);
  });
});
