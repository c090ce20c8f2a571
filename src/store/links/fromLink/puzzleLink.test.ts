import { describe, expect, it } from 'vitest';
import { filledLevel } from '../../../engine';
import { SECOND_PUZZLE } from '../../../games/puzzle/builtIn';
import { parseLevel } from '../../../games/puzzle/level';
import { encodeShare } from '../../../share';
import { fullStore, storeIn } from '../../testing';
import { shareQuery } from '../toLink/toLink';
import { applyShareQuery } from './fromLink';

const read = parseLevel(SECOND_PUZZLE);
if (!read.ok) throw new Error('the built-in puzzle reads');
const honeycomb = read.level;

/** A store in Puzzles with Honeycomb on the board, shown in the Horizontal layout, and a Minesweeper game kept. */
function sender() {
  const store = storeIn('minesweeper');
  store.getState().minesweeperNewGame({ mines: 3, seed: 9 });
  store.getState().setMode('puzzle');
  store.getState().puzzleOpen(honeycomb);
  store.getState().setOrientation('pointy');
  return store;
}

/** A store that has a Minesweeper game of its own on a 4 x 5 board. */
function receiver() {
  const store = fullStore();
  store.getState().setLevel(filledLevel(4, 5));
  store.getState().minesweeperNewGame({ mines: 2, seed: 77 });
  return store;
}

describe("a Puzzles mode's link", () => {
  it('holds the mode, the layout and the puzzle alone: no board, no Minesweeper game', () => {
    const query = shareQuery(sender().getState());
    expect([...new URLSearchParams(query).keys()]).toEqual(['v', 'm', 'o', 'p', 's', 'pz']);
    expect(query).toMatch(/^v=1&m=puzzle&o=pointy&/);
  });

  it("opens the same puzzle in Puzzles, in the link's layout, and leaves Minesweeper its own board and game", () => {
    const store = receiver();
    const board = store.getState().board.level;
    expect(applyShareQuery(store, `?${shareQuery(sender().getState())}`)).toBe('applied');
    const s = store.getState();
    expect(s.mode).toBe('puzzle');
    expect(s.puzzle.level).toEqual(honeycomb);
    expect(s.puzzle.play.solved).toBe(false);
    expect(s.board.orientation).toBe('pointy');
    expect(s.notice).toBeNull();
    expect(s.parked.minesweeper?.board.level ?? s.board.level).toEqual(board);
    expect(s.minesweeper.game.config).toMatchObject({ mines: 2, seed: 77 });
  });

  it("still opens an older link's puzzle, which carried a board and Minesweeper's fields beside it", () => {
    const old = encodeShare({
      mode: 'puzzle',
      orientation: 'flat',
      parity: 'odd',
      hexSize: 24,
      level: filledLevel(3, 3),
      minesweeper: { mines: 1, seed: 5, noGuess: false, firstClickRule: 'safe' },
      puzzle: { level: honeycomb },
    });
    expect(old).toMatch(/&mask=.*&mines=1&.*&first=safe&/);
    const store = receiver();
    expect(applyShareQuery(store, `?${old}`)).toBe('applied');
    expect(store.getState()).toMatchObject({ mode: 'puzzle', puzzle: { level: honeycomb } });
    expect(store.getState().notice).toBeNull();
  });
});
