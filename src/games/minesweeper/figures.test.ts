import { describe, expect, it } from 'vitest';
import { click } from './actions';
import { drawn } from './fixtures';
import { bv3Parts, gameFigures } from './figures';
import { newGame } from './model';
import { mineCounts } from './placement';

// One row, cells 0..8, mines at 2, 4 and 8: the zero at 0 opens {0, 1}; the 2 at col 3 stands alone; the zero at 6
// opens {5, 6, 7}. 3BV 3.
const row = () => drawn(['..*.*...*']);

describe('3BV solved and total', () => {
  it('counts the whole board, and nothing solved, before a click', () => {
    const { board, mines } = row();
    expect(bv3Parts(board, mines, mineCounts(board, mines), new Uint8Array(board.size))).toEqual({
      solved: 0,
      total: 3,
    });
  });

  it('after a loss counts only what was cleared: an opened region and a revealed lone number', () => {
    const { board, mines, at } = row();
    let game = newGame(board, { mines: 3, seed: 1, marks: false });
    game = click(game, board, 'open', at(0, 0), () => mines); // opens the region {0, 1}
    game = click(game, board, 'open', at(0, 3)); // the lone 2
    game = click(game, board, 'open', at(0, 4)); // a mine
    expect(game.status).toBe('lost');
    expect(bv3Parts(board, mines, game.counts, game.view)).toEqual({ solved: 2, total: 3 });
    const f = gameFigures(game, board, 2500)!;
    expect(f.result).toBe('lost');
    expect(f.bv3).toEqual({ solved: 2, total: 3 });
    // 3BV/s from the solved 3BV: 2 in 2.5 s; IOE 2 of 3 clicks.
    expect(f.bv3PerSecond).toBeCloseTo(0.8, 12);
    expect(f.ioe).toBeCloseTo(2 / 3, 12);
    expect(f.clicks).toEqual({ left: 3, right: 0, chord: 0, wasted: 0 });
    expect(f.ms).toBe(2500);
  });

  it('on a win solves it all, and counts right clicks, chords and wasted clicks in IOE', () => {
    // Pointy odd, the mine at (0,2): the first click at (0,0) opens the zeros (0,0), (1,0) and the 1s (0,1), (1,1).
    // Left hidden: (1,2), a 1, and (1,3), a zero that opens (0,3). 3BV: two zero regions.
    const { board, mines, at } = drawn(['..*.', '....']);
    let game = newGame(board, { mines: 1, seed: 1, marks: false });
    game = click(game, board, 'open', at(0, 0), () => mines);
    game = click(game, board, 'flag', at(0, 2)); // right
    game = click(game, board, 'flag', at(0, 0)); // right on a revealed tile: wasted
    game = click(game, board, 'open', at(0, 2)); // left on a flag: wasted
    game = click(game, board, 'open', at(1, 1)); // chord: its flag matches, it opens (1,2)
    expect(game.view[at(1, 2)]).toBe(3);
    game = click(game, board, 'open', at(1, 3)); // the last zero region
    expect(game.status).toBe('won');
    const f = gameFigures(game, board, 1234.4)!;
    expect(f.bv3).toEqual({ solved: 2, total: 2 });
    expect(f.clicks).toEqual({ left: 3, right: 2, chord: 1, wasted: 2 });
    expect(f.ioe).toBeCloseTo(2 / 6, 12);
    expect(f.bv3PerSecond).toBeCloseTo(2 / 1.2344, 12);
    expect(f.noFlag).toBe(false);
    expect(f.ms).toBe(1234);
  });

  it('are not given for a game still being played', () => {
    const { board, mines, at } = row();
    const game = click(newGame(board, { mines: 3, seed: 1, marks: false }), board, 'open', at(0, 0), () => mines);
    expect(gameFigures(game, board, 100)).toBeNull();
  });
});

describe('clicks by kind', () => {
  it('ignore clicks on a finished game', () => {
    const { board, mines, at } = row();
    let game = click(newGame(board, { mines: 3, seed: 1, marks: false }), board, 'open', at(0, 4), () => mines);
    // The first click is never a mine: it placed mines away from (0,4), so click a real one.
    const mine = [...game.mines!.keys()].find((t) => game.mines![t])!;
    game = click(game, board, 'open', mine);
    expect(game.status).toBe('lost');
    expect(click(game, board, 'open', at(0, 0))).toBe(game);
  });
});
