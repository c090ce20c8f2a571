import { describe, expect, it } from 'vitest';
import { filledLevel, TUTORIAL_HEXAGON } from '../engine';
import { shareQuery } from './links/toLink/toLink';
import { applyShareQuery } from './links/fromLink/fromLink';
import { fullStore } from './testing';
import { PROXIMITY_SIDE } from './modeBoards';

/** A store playing Intermediate (16 x 16, 40 mines), with the Editor open on that board. */
function editingIntermediate() {
  const store = fullStore();
  store.getState().minesweeperSelectPreset('intermediate');
  store.getState().setMode('editor');
  return store;
}

describe('when the board is edited in the Editor', () => {
  it("changes neither Minesweeper's difficulty, mine count, board nor game", () => {
    const store = editingIntermediate();
    const before = store.getState().minesweeper;
    const board = store.getState().board;
    store.getState().editorKeyAt({ row: 3, col: 3 });
    expect(store.getState().board.level[3][3]).toBe(1);
    store.getState().setMode('minesweeper');
    const s = store.getState();
    expect(s.minesweeper).toBe(before);
    expect(s.minesweeper.preset).toBe('intermediate');
    expect(s.minesweeper.game.config.mines).toBe(40);
    expect(s.board).toBe(board);
    expect(s.board.level[3][3]).toBe(0);
  });

  it('keeps the mine count through a fill with void and its undo', () => {
    const store = editingIntermediate();
    store.getState().editorSet({ tool: 'fill', value: -1 });
    store.getState().editorKeyAt({ row: 0, col: 0 });
    expect(store.getState().board.size).toBe(0);
    store.getState().editorUndo();
    expect(store.getState().board.size).toBe(256);
    store.getState().playBoard('minesweeper');
    expect(store.getState().minesweeper.game.config.mines).toBe(40);
    expect(store.getState().minesweeper.preset).toBe('intermediate');
  });

  it('keeps its own board when the user goes to another mode and back, with its undo history', () => {
    const store = editingIntermediate();
    store.getState().editorKeyAt({ row: 2, col: 2 });
    store.getState().setMode('minesweeper');
    store.getState().minesweeperSelectPreset('beginner');
    store.getState().setMode('editor');
    expect(store.getState().board.size).toBe(256);
    expect(store.getState().board.level[2][2]).toBe(1);
    store.getState().editorUndo();
    expect(store.getState().board.level[2][2]).toBe(0);
    store.getState().setMode('minesweeper');
    expect(store.getState().board.size).toBe(81);
  });
});

describe('when the user presses "Play Minesweeper" in the Editor', () => {
  it('starts a game on the edited board, Custom, and the Editor keeps the board too', () => {
    const store = editingIntermediate();
    store.getState().editorKeyAt({ row: 3, col: 3 });
    const edited = store.getState().board.level;
    store.getState().playBoard('minesweeper');
    const s = store.getState();
    expect(s.mode).toBe('minesweeper');
    expect(s.board.level).toBe(edited);
    expect(s.minesweeper.preset).toBe('custom');
    expect(s.minesweeper.game.view).toHaveLength(s.board.size);
    store.getState().setMode('editor');
    expect(store.getState().board.level).toBe(edited);
  });

  it("plays an edit undone back to a difficulty's own board at that difficulty, with its mine count", () => {
    const store = editingIntermediate();
    store.getState().editorResize(9, 9, 'top-left');
    store.getState().playBoard('minesweeper');
    expect(store.getState().minesweeper.preset).toBe('custom');
    expect(store.getState().minesweeper.game.config.mines).toBeLessThan(40);
    store.getState().setMode('editor');
    store.getState().editorUndo();
    store.getState().playBoard('minesweeper');
    const s = store.getState();
    expect([s.board.rows, s.board.cols, s.minesweeper.preset, s.minesweeper.game.config.mines]).toEqual([
      16,
      16,
      'intermediate',
      40,
    ]);
  });

  it('goes on with the game under way when the board was not changed', () => {
    const store = fullStore();
    store.getState().minesweeperReveal(60);
    const game = store.getState().minesweeper.game;
    store.getState().setMode('editor');
    store.getState().playBoard('minesweeper');
    expect(store.getState().minesweeper.game).toBe(game);
  });

  it('leaves the hero and Proximity where they were', () => {
    const store = editingIntermediate();
    store.getState().setMode('hero');
    const hero = store.getState().hero;
    store.getState().setMode('editor');
    store.getState().editorKeyAt({ row: 3, col: 3 });
    store.getState().playBoard('minesweeper');
    expect(store.getState().hero).toBe(hero);
    store.getState().playBoard('hero');
    expect(store.getState().board.level[3][3]).toBe(1);
    expect(store.getState().hero).not.toBe(hero);
  });
});

describe('when Proximity is shown the first time', () => {
  it('offers a board of its own, of about 30 moves a player against the computer, not the board carried over', () => {
    const store = fullStore();
    store.getState().minesweeperSelectPreset('comb');
    store.getState().setMode('proximity');
    const s = store.getState();
    expect(s.board.size).toBe(61);
    expect(s.board.level).toHaveLength(PROXIMITY_SIDE);
    expect(s.proximity.game.owner).toHaveLength(61);
    store.getState().setMode('minesweeper');
    expect(store.getState().board.size).toBe(217);
  });

  it('keeps a size the user picks', () => {
    const store = fullStore();
    store.getState().setMode('proximity');
    store.getState().setLevel(filledLevel(12, 12));
    store.getState().setMode('lab');
    store.getState().setMode('proximity');
    expect(store.getState().board.size).toBe(144);
  });

  it("plays a link's board when the link opens Proximity", () => {
    const other = fullStore();
    other.getState().setMode('proximity');
    other.getState().setLevel(filledLevel(5, 6));
    const store = fullStore();
    applyShareQuery(store, shareQuery(other.getState()));
    expect(store.getState()).toMatchObject({ mode: 'proximity' });
    expect(store.getState().board.size).toBe(30);
    store.getState().setMode('minesweeper');
    expect(store.getState().board.size).toBe(30);
  });
});

describe('when the Lab is shown the first time', () => {
  it("starts on the tutorial's hexagon, not on a Minesweeper difficulty's board, in the layout of the moment", () => {
    const store = fullStore();
    store.getState().minesweeperSelectPreset('intermediate');
    const sixteen = store.getState().board.size;
    store.getState().setMode('lab');
    expect(store.getState()).toMatchObject({ shape: 'tutorial', board: { level: TUTORIAL_HEXAGON } });
    expect(store.getState().board.size).not.toBe(sixteen);
    store.getState().setMode('minesweeper');
    expect(store.getState().board.size).toBe(sixteen);
  });
});

describe('the modes shown so far', () => {
  it('are part of the state, so a state put back puts back which modes follow the board on screen', () => {
    const store = fullStore();
    const start = store.getState();
    expect(start.shown).toEqual(['minesweeper']);
    store.getState().setMode('editor');
    store.getState().setMode('minesweeper');
    expect(store.getState().shown).toEqual(['minesweeper', 'editor']);
    // The state of before the Editor was shown, put back: the Editor follows the board on screen again.
    store.setState(start);
    store.getState().minesweeperSelectPreset('expert');
    store.getState().setMode('editor');
    expect(store.getState().board.cols).toBe(30);
  });
});
