import { describe, expect, it } from 'vitest';
import { filledLevel } from '../engine';
import { createStore } from './index';
import { shareQuery } from './links/toLink/toLink';
import { applyShareQuery } from './links/fromLink/fromLink';

describe('wrapping the board', () => {
  it('builds the board wrapped, and a link opens it wrapped', () => {
    const store = createStore();
    store.getState().loadBoard({ level: filledLevel(6, 8), orientation: 'pointy', parity: 'odd', shape: 'rectangle' });
    store.getState().setWrap('xy');
    expect(store.getState().board.wrap).toBe('xy');
    const other = createStore();
    applyShareQuery(other, shareQuery(store.getState()));
    expect(other.getState().board.wrap).toBe('xy');
    expect(other.getState().board.wrap).toBe('xy');
  });

  it('refuses a wrap the size cannot take, saying why, and keeps the board', () => {
    const store = createStore();
    store.getState().loadBoard({ level: filledLevel(5, 8), orientation: 'pointy', parity: 'odd' });
    const board = store.getState().board;
    store.getState().setWrap('xy');
    expect(store.getState().board).toBe(board);
    expect(store.getState().board.wrap).toBe('none');
    expect(store.getState().notice).toEqual({
      kind: 'error',
      message: { kind: 'wrapRefused', why: { kind: 'evenCount', axis: 'rows' } },
    });
  });

  it('a new size the wrap cannot take is made, unwrapped, with a sentence saying so', () => {
    const store = createStore();
    store.getState().loadBoard({ level: filledLevel(6, 8), orientation: 'pointy', parity: 'odd', shape: 'rectangle' });
    store.getState().setWrap('xy');
    store.getState().setBoardSize(7, 8);
    expect(store.getState().board.level.length).toBe(7);
    expect(store.getState().board.wrap).toBe('none');
    expect(store.getState().notice).toEqual({
      kind: 'info',
      message: { kind: 'wrapDropped', why: { kind: 'evenCount', axis: 'rows' } },
    });
  });

  it("wraps the tutorial's hexagon by its mirror centres: every tile has six neighbours", () => {
    const store = createStore();
    store.getState().setWrap('hex');
    const { board } = store.getState();
    expect(board.wrap).toBe('hex');
    expect(board.neighbors.every((n) => n >= 0)).toBe(true);
  });
});
