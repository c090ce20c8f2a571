import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard } from '../../engine';
import { countView } from './fixtures';
import { HIDDEN, newGame, restart } from './model';
import { reveal } from './reveal';
import { toggleFlag } from './flags';

describe('when the same board is restarted', () => {
  it('hides every tile, keeps the mines and the first click, and reuses them on the next reveal', () => {
    const board = makeBoard(filledLevel(8, 8), { orientation: 'pointy', parity: 'even' });
    const played = reveal(newGame(board, { mines: 10, seed: 3, marks: false }), board, 20);
    const again = restart(played, board);
    expect(again.status).toBe('ready');
    expect(countView(again.view, HIDDEN)).toBe(board.size);
    expect(again.mines).toBe(played.mines);
    expect(again.firstClick).toBe(20);
    expect(again.clicks).toBe(0);
    const replay = reveal(again, board, 20, () => {
      throw new Error('a restarted game must not place new mines');
    });
    expect([...replay.view]).toEqual([...played.view]);
    expect(replay.status).toBe('playing');
  });

  it('is a fresh game when no mine was placed yet', () => {
    const board = makeBoard(filledLevel(4, 4), { orientation: 'flat', parity: 'odd' });
    const game = toggleFlag(newGame(board, { mines: 2, seed: 3, marks: false }), board, 0);
    const again = restart(game, board);
    expect(again.flags).toBe(0);
    expect(again.mines).toBeNull();
  });
});
