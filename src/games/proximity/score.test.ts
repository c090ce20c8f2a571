import { describe, expect, it } from 'vitest';
import { newProximity, playMove } from './rules';
import { scores, winners } from './score';
import { position, testBoard } from './testing';

describe('when the score is counted', () => {
  const board = testBoard('pointy', 'odd');

  it('adds up each player’s strengths and tiles', () => {
    const state = position(
      board,
      [
        { row: 0, col: 0, player: 1, strength: 7 },
        { row: 0, col: 3, player: 1, strength: 5 },
        { row: 4, col: 4, player: 2, strength: 11 },
      ],
      { hand: [1] },
    );
    expect(scores(state)).toEqual([
      { player: 1, total: 12, tiles: 2 },
      { player: 2, total: 11, tiles: 1 },
    ]);
    expect(winners(state)).toEqual([1]);
  });

  it('breaks a tie in totals by the number of tiles', () => {
    const state = position(
      board,
      [
        { row: 0, col: 0, player: 1, strength: 10 },
        { row: 4, col: 4, player: 2, strength: 6 },
        { row: 4, col: 0, player: 2, strength: 4 },
      ],
      { hand: [1] },
    );
    expect(winners(state)).toEqual([2]);
  });

  it('names every player still tied on total and tiles', () => {
    const state = position(
      board,
      [
        { row: 0, col: 0, player: 1, strength: 10 },
        { row: 4, col: 4, player: 2, strength: 10 },
        { row: 2, col: 2, player: 3, strength: 3 },
      ],
      { hand: [1], players: ['human', 'easy', 'hard'] },
    );
    expect(winners(state)).toEqual([1, 2]);
  });
});

describe('when the last empty floor tile is taken', () => {
  // five floor tiles around a wall, with void cells that are not tiles at all
  const board = testBoard('flat', 'odd', [
    [0, 0, -1],
    [0, 1, 0],
    [-1, 0, -1],
  ]);
  const floor = [0, 1, 2, 4, 5];

  it('ends the game, and no further move is taken', () => {
    let state = newProximity(board, { seed: 21, rules: 'classic', players: ['human', 'human'] });
    for (const tile of floor) {
      expect(state.over).toBe(false);
      state = playMove(state, board, tile);
    }
    expect(state.over).toBe(true);
    expect(state.empty).toBe(0);
    expect(playMove(state, board, floor[0])).toBe(state);
    const all = scores(state);
    expect(all[0].tiles + all[1].tiles).toBe(floor.length);
    expect(winners(state)).toHaveLength(1);
  });

  it('starts over at once on a board without floor', () => {
    const walls = testBoard('pointy', 'even', [[1, 1]]);
    expect(newProximity(walls, { seed: 1, rules: 'p2', players: ['human', 'easy'] }).over).toBe(true);
  });
});
