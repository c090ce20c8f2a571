// @vitest-environment happy-dom
// The tab's board is kept by the same "did the board change" test as the library and the address bar
// (modeBoards.ts, boardChanged): wrapping the board is a change, so a reload comes back to the wrapped board.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filledLevel } from '../../engine';
import { createStore } from '../index';
import { readTabBoard, startTabBoard } from './tabBoard';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("this tab's board", () => {
  it('is kept again when only the wraparound changes', () => {
    vi.useFakeTimers();
    const store = createStore();
    store.getState().loadBoard({ level: filledLevel(6, 8), orientation: 'pointy', parity: 'odd', shape: 'rectangle' });
    const stop = startTabBoard(store, () => ({ at: null, changed: true }));
    store.getState().setWrap('xy');
    vi.runAllTimers();
    expect(readTabBoard()?.saved.wrap).toBe('xy');
    stop();
  });
});
