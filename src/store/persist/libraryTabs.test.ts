// Two tabs on one library: two stores, two lists, one storage, and a channel between them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TUTORIAL_HEXAGON } from '../../engine';
import { memoryStorage } from './boardStorage';
import { createStore } from '../index';
import { Library, libraryState, type BoardNames } from './library';
import { testChannels } from '../testing';

const NAMES = async (): Promise<BoardNames> => ({ firstName: 'My board', copyOf: (name) => `${name} (copy)` });

/** Two tabs on the same storage, both showing the first board. */
async function twoTabs() {
  const storage = memoryStorage();
  const channel = testChannels();
  const tab = () => {
    const store = createStore();
    store.getState().setLevel(TUTORIAL_HEXAGON, 'tutorial');
    const state = libraryState();
    const lib = new Library(store, NAMES, storage, state, channel);
    return { store, state, lib, stop: () => {} };
  };
  const a = tab();
  await a.lib.openLast(null);
  const b = tab();
  await b.lib.openLast(null);
  a.stop = a.lib.startSaving();
  b.stop = b.lib.startSaving();
  return { storage, a, b };
}

type Tab = Awaited<ReturnType<typeof twoTabs>>['a'];
/** Paint one cell (as an Editor stroke does: a new level). */
const paint = (t: Tab, row: number, col: number, kind = 1) => {
  const level = t.store.getState().board.level.map((r) => [...r]);
  level[row][col] = kind;
  t.store.getState().setLevel(level, 'custom');
};
const cell = (t: Tab, row: number, col: number) => t.store.getState().board.level[row][col];
const settle = () => vi.advanceTimersByTimeAsync(1000);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('when two tabs edit the same board', () => {
  it("shows one tab's saved edits in the other, which then keeps both", async () => {
    const { a, b } = await twoTabs();
    paint(a, 3, 3);
    await settle();
    expect(cell(b, 3, 3)).toBe(1);
    paint(b, 4, 4);
    await settle();
    expect(cell(a, 4, 4)).toBe(1);
    expect(cell(a, 3, 3)).toBe(1);
  });

  it('merges edits made at the same time in both tabs, cell by cell', async () => {
    const { storage, a, b } = await twoTabs();
    for (let i = 0; i < 5; i++) {
      paint(a, 3, 2 + i);
      paint(b, 5, 2 + i);
    }
    await settle();
    const fresh = new Library(createStore(), NAMES, storage, libraryState(), () => null);
    const [board] = await fresh.load();
    for (let i = 0; i < 5; i++) expect([board.saved.level[3][2 + i], board.saved.level[5][2 + i]]).toEqual([1, 1]);
    expect(cell(a, 5, 2)).toBe(1);
    expect(cell(b, 3, 2)).toBe(1);
  });

  it('asks when both changed the same cell differently, and saves neither over the other until told', async () => {
    const { storage, a, b } = await twoTabs();
    paint(a, 3, 3, 1);
    paint(b, 3, 3, 5);
    await settle();
    const clashed = [a, b].filter((t) => t.state.getState().clash?.kind === 'changed');
    expect(clashed).toHaveLength(1);
    const [loser] = clashed;
    const winner = loser === a ? b : a;
    await loser.lib.keepMine();
    await settle();
    const [board] = await new Library(createStore(), NAMES, storage, libraryState(), () => null).load();
    expect(board.saved.level[3][3]).toBe(cell(loser, 3, 3));
    expect(cell(winner, 3, 3)).toBe(cell(loser, 3, 3));
  });
});

describe('when one tab manages the boards the other shows', () => {
  it('keeps a rename made in one tab when the other saves', async () => {
    const { a, b } = await twoTabs();
    const id = a.state.getState().currentId!;
    await a.lib.rename(id, 'Castle');
    paint(b, 3, 3);
    await settle();
    expect(b.state.getState().boards.map((x) => x.name)).toEqual(['Castle']);
    await a.lib.load();
    expect(a.state.getState().boards.map((x) => x.name)).toEqual(['Castle']);
  });

  it('never brings back a board deleted in one tab: the other keeps it on screen and asks', async () => {
    const { storage, a, b } = await twoTabs();
    const id = a.state.getState().currentId!;
    await a.lib.remove(id);
    await settle();
    expect(b.state.getState().clash).toEqual({ kind: 'deleted', id, name: 'My board' });
    paint(b, 3, 3);
    await settle();
    expect([...storage.data.keys()].filter((k) => k.startsWith('board:'))).toEqual([]);
    expect(cell(b, 3, 3)).toBe(1);
    await b.lib.keepMine();
    await settle();
    expect(a.state.getState().boards.map((x) => x.id)).toEqual([id]);
  });
});
