import { describe, expect, it } from 'vitest';
import { filledLevel } from '../../../engine';
import { solveFrom } from './play';
import { at, boardOf, minesAt } from './testKit';

describe('when the solver plays a board from its first click', () => {
  it('opens a mine-free board in one flood from a zero', () => {
    const board = boardOf(filledLevel(4, 6));
    expect(solveFrom(board, new Uint8Array(board.size), 0)).toEqual({
      solved: true,
      guessesNeeded: false,
      revealedSafe: 24,
    });
  });

  it('solves a board whose numbers lead all the way', () => {
    const board = boardOf(filledLevel(5, 5));
    const mines = minesAt(board, [[0, 4]]);
    expect(solveFrom(board, mines, at(board, [4, 0]))).toMatchObject({ solved: true, revealedSafe: 24 });
  });

  it('reports where it is stuck when a guess is needed, with what the player would know', () => {
    // One row of three tiles, the mine at one end: the middle 1 cannot tell which end.
    const board = boardOf([[0, 0, 0]]);
    const mines = minesAt(board, [[0, 0]]);
    const r = solveFrom(board, mines, at(board, [0, 1]));
    expect(r.solved).toBe(false);
    expect(r.guessesNeeded).toBe(true);
    expect(r.stuckAt?.revealed[at(board, [0, 1])]).toBe(1);
    expect(r.stuckAt?.totalMines).toBe(1);
  });

  it('fails at once when the first click is a mine', () => {
    const board = boardOf(filledLevel(3, 3));
    const mines = minesAt(board, [[1, 1]]);
    expect(solveFrom(board, mines, at(board, [1, 1]))).toMatchObject({ solved: false, revealedSafe: 0 });
  });
});
