import { describe, expect, it } from 'vitest';
import { makeBoard, TUTORIAL_HEXAGON } from '../../engine';
import { drawn } from './fixtures';
import { floorCount, HIDDEN, minesLeft, newGame } from './model';

describe('when a new game starts', () => {
  const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const game = newGame(board, { mines: 10, seed: 4, marks: false });

  it('is ready, with every tile hidden and no mine placed yet', () => {
    expect(game.status).toBe('ready');
    expect(game.mines).toBeNull();
    expect(game.firstClick).toBe(-1);
    expect(game.exploded).toBe(-1);
    expect(game.view.every((v) => v === HIDDEN)).toBe(true);
    expect(game.view).toHaveLength(127);
  });

  it('has every safe tile left and the full mine count on the counter', () => {
    expect(game.safeLeft).toBe(117);
    expect(minesLeft(game)).toBe(10);
  });

  it('lowers a count no board could hold so that a game still exists', () => {
    const { board: tiny } = drawn(['.#.']);
    expect(floorCount(tiny)).toBe(2);
    const g = newGame(tiny, { mines: 5, seed: 1, marks: false });
    expect(g.config.mines).toBe(1);
    expect(g.safeLeft).toBe(1);
  });
});
