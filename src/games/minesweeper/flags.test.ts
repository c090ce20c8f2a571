import { describe, expect, it } from 'vitest';
import { drawn, startOn } from './fixtures';
import { FLAGGED, HIDDEN, MARKED, minesLeft, newGame } from './model';
import { toggleFlag } from './flags';
import { reveal } from './reveal';

const { board, mines, at } = drawn(['..-...', '..#.*.']);

describe('when the player flags a tile', () => {
  it('cycles hidden -> flagged -> hidden without marks, counting each change as a click', () => {
    let game = newGame(board, { mines: 1, seed: 2, marks: false });
    game = toggleFlag(game, board, at(0, 4));
    expect(game.view[at(0, 4)]).toBe(FLAGGED);
    expect(game.flags).toBe(1);
    expect(minesLeft(game)).toBe(0);
    game = toggleFlag(game, board, at(0, 4));
    expect(game.view[at(0, 4)]).toBe(HIDDEN);
    expect(game.flags).toBe(0);
    expect(game.clicks).toBe(2);
  });

  it("cycles through a '?' mark when marks are on; a mark is not a flag", () => {
    let game = newGame(board, { mines: 1, seed: 2, marks: true });
    game = toggleFlag(toggleFlag(game, board, at(0, 4)), board, at(0, 4));
    expect(game.view[at(0, 4)]).toBe(MARKED);
    expect(game.flags).toBe(0);
    expect(toggleFlag(game, board, at(0, 4)).view[at(0, 4)]).toBe(HIDDEN);
  });

  it('is allowed before the first reveal and keeps the game ready', () => {
    const game = toggleFlag(newGame(board, { mines: 1, seed: 2, marks: false }), board, at(0, 0));
    expect(game.status).toBe('ready');
    expect(game.mines).toBeNull();
    expect(reveal(game, board, at(0, 0))).toBe(game);
  });

  it('lets minesLeft go negative when there are more flags than mines', () => {
    let game = newGame(board, { mines: 1, seed: 2, marks: false });
    game = toggleFlag(toggleFlag(game, board, at(0, 0)), board, at(0, 1));
    expect(minesLeft(game)).toBe(-1);
  });

  it('leaves revealed tiles, walls and missing tiles alone', () => {
    const game = startOn(board, mines, at(0, 0));
    expect(toggleFlag(game, board, at(0, 0))).toBe(game);
    expect(toggleFlag(game, board, at(1, 2))).toBe(game);
    expect(toggleFlag(game, board, -1)).toBe(game);
  });
});
