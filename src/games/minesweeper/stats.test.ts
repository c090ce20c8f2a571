import { describe, expect, it } from 'vitest';
import { makeBoard, TUTORIAL_HEXAGON, transpose } from '../../engine';
import { drawn } from './fixtures';
import { newGame } from './model';
import { reveal } from './reveal';
import { mineCounts } from './placement';
import { boardShapeKey, bv3, bv3PerSecond, efficiency, emptyStats, gameBv3, recordGame, statsKey } from './stats';

describe('3BV', () => {
  it('counts each zero region once, with hex adjacency', () => {
    // pointy odd: the mine at (1,1) numbers its six neighbours; zeros are (0,0), (2,0) and the right column,
    // which connects through the shifted row. Square adjacency would join (0,0) and (2,0) to nothing else either,
    // but would give the mine eight numbered neighbours.
    const { board, mines } = drawn(['....', '.*..', '....']);
    expect(bv3(board, mines, mineCounts(board, mines))).toBe(3);
  });

  it('adds a number that borders no zero', () => {
    // cols 0..8, mines at 2, 4 and 8: regions {0,1} and {5,6,7}, and the 2 at col 3 stands alone.
    const { board, mines } = drawn(['..*.*...*']);
    expect(bv3(board, mines, mineCounts(board, mines))).toBe(3);
  });

  it('ignores walls and void', () => {
    const { board, mines } = drawn(['..#..', '..-.*']);
    // Two zero regions, one each side of the wall: (0,3) on the unshifted top row does not touch the mine at (1,4),
    // and opens the numbers (0,4) and (1,3). Were the wall a safe zero it would join the sides into one.
    expect(bv3(board, mines, mineCounts(board, mines))).toBe(2);
  });

  it('is read from a game once its mines are placed, and is 0 before', () => {
    const { board, mines, at } = drawn(['...', '..*']);
    const ready = newGame(board, { mines: 1, seed: 1, marks: false });
    expect(gameBv3(ready, board)).toBe(0);
    const game = reveal(ready, board, at(0, 0), () => mines);
    expect(gameBv3(game, board)).toBe(bv3(board, mines, game.counts));
    expect(gameBv3(game, board)).toBeGreaterThan(0);
  });
});

describe('speed and efficiency', () => {
  it('gives 3BV/s and IOE, and 0 where time or clicks are 0', () => {
    expect(bv3PerSecond(30, 15000)).toBe(2);
    expect(bv3PerSecond(30, 0)).toBe(0);
    expect(efficiency(30, 40)).toBe(0.75);
    expect(efficiency(30, 0)).toBe(0);
  });
});

describe('when a finished game is recorded', () => {
  const hex = 'pointy-odd-hexagon';
  const win = { presetKey: 'beginner', boardKey: hex, won: true, timeMs: 30000, bv3: 30, clicks: 40 };

  it('counts played and won games, overall and for the preset and board', () => {
    let stats = recordGame(emptyStats(), win);
    stats = recordGame(stats, { ...win, won: false, timeMs: 5000 });
    stats = recordGame(stats, { ...win, presetKey: 'expert' });
    expect(stats.played).toBe(3);
    expect(stats.won).toBe(2);
    expect(stats.perKey[statsKey('beginner', hex)]).toEqual({ played: 2, won: 1 });
    expect(stats.perKey[statsKey('expert', hex)]).toEqual({ played: 1, won: 1 });
  });

  it('keeps the best winning time; a faster loss does not count', () => {
    let stats = recordGame(emptyStats(), win);
    stats = recordGame(stats, { ...win, timeMs: 20000 });
    stats = recordGame(stats, { ...win, timeMs: 25000 });
    stats = recordGame(stats, { ...win, won: false, timeMs: 1000 });
    expect(stats.best[statsKey('beginner', hex)]).toBe(20000);
  });

  it('keeps the last game with its 3BV/s and IOE', () => {
    const stats = recordGame(emptyStats(), win);
    expect(stats.last).toMatchObject({ bv3: 30, bv3PerSecond: 1, ioe: 0.75 });
  });

  it('leaves the old record untouched', () => {
    const before = emptyStats();
    recordGame(before, win);
    expect(before).toEqual(emptyStats());
  });
});

describe('board shape keys', () => {
  it('tell layouts, sizes and masks apart and are stable', () => {
    const a = boardShapeKey(makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' }));
    expect(boardShapeKey(makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' }))).toBe(a);
    expect(boardShapeKey(makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'even' }))).not.toBe(a);
    expect(boardShapeKey(makeBoard(transpose(TUTORIAL_HEXAGON), { orientation: 'flat', parity: 'odd' }))).not.toBe(a);
    const walled = TUTORIAL_HEXAGON.map((row) => row.slice());
    walled[6][6] = 1;
    expect(boardShapeKey(makeBoard(walled, { orientation: 'pointy', parity: 'odd' }))).not.toBe(a);
  });
});
