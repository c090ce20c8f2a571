import { describe, expect, it } from 'vitest';
import { countView, drawn, startOn } from './fixtures';
import { EXPLODED, FLAGGED, HIDDEN, MINE, REVEALED, WRONG_FLAG, type MinesweeperState } from './model';
import { chord, reveal } from './reveal';
import { toggleFlag } from './flags';

// pointy odd: the 2 at (1,4), on a shifted row, touches (0,4), (0,5), (1,3), (1,5), (2,4), (2,5); its mines are
// (0,4) and (2,4). The first click opens a separate island on the left, so the number's neighbours start hidden.
const { board, mines, at } = drawn(['..-...', '..-...', '..-...']);
mines[at(0, 4)] = 1;
mines[at(2, 4)] = 1;
const opened = (): MinesweeperState => reveal(startOn(board, mines, at(0, 0)), board, at(1, 4));

describe('when a revealed number is chorded', () => {
  it('opens the other hidden neighbours once its flags match its count', () => {
    let game = opened();
    expect(game.counts[at(1, 4)]).toBe(2);
    game = toggleFlag(toggleFlag(game, board, at(0, 4)), board, at(2, 4));
    const clicks = game.clicks;
    const after = chord(game, board, at(1, 4));
    expect(after.status).toBe('playing');
    for (const [r, c] of [
      [0, 5],
      [1, 3],
      [1, 5],
      [2, 5],
    ])
      expect(after.view[at(r, c)]).toBe(REVEALED);
    expect(after.clicks).toBe(clicks + 1);
  });

  it('does the same when the number is clicked again', () => {
    let game = opened();
    game = toggleFlag(toggleFlag(game, board, at(0, 4)), board, at(2, 4));
    expect([...reveal(game, board, at(1, 4)).view]).toEqual([...chord(game, board, at(1, 4)).view]);
  });

  it('does nothing, and counts no click, while the flags do not match', () => {
    const game = toggleFlag(opened(), board, at(0, 4));
    expect(chord(game, board, at(1, 4))).toBe(game);
  });

  it('does nothing on a hidden tile or when no neighbour is left to open', () => {
    let game = opened();
    expect(chord(game, board, at(1, 5))).toBe(game);
    game = chord(toggleFlag(toggleFlag(game, board, at(0, 4)), board, at(2, 4)), board, at(1, 4));
    expect(chord(game, board, at(1, 4))).toBe(game);
  });

  it('loses on a wrong flag: the unflagged mine explodes and the wrong flag is marked', () => {
    let game = opened();
    game = toggleFlag(toggleFlag(game, board, at(0, 4)), board, at(1, 3)); // (1,3) is safe, (2,4) is the mine
    const lost = chord(game, board, at(1, 4));
    expect(lost.status).toBe('lost');
    expect(lost.exploded).toBe(at(2, 4));
    expect(lost.view[at(2, 4)]).toBe(EXPLODED);
    expect(lost.view[at(1, 3)]).toBe(WRONG_FLAG);
    expect(lost.view[at(0, 4)]).toBe(FLAGGED);
    // The safe neighbours were opened as well, as the classic chord does.
    expect(lost.view[at(1, 5)]).toBe(REVEALED);
  });

  it('explodes every mine a chord with two wrong flags opens', () => {
    let game = opened();
    game = toggleFlag(toggleFlag(game, board, at(1, 3)), board, at(1, 5));
    const lost = chord(game, board, at(1, 4));
    expect(countView(lost.view, EXPLODED)).toBe(2);
    expect(countView(lost.view, MINE)).toBe(0);
    expect(countView(lost.view, WRONG_FLAG)).toBe(2);
    expect(lost.view[at(0, 0)]).toBe(REVEALED);
    expect(lost.view[at(2, 0)]).not.toBe(HIDDEN);
  });
});
