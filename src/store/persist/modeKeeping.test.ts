// A mode's keeping is part of its plug-in: a small mode of the test's own (Tally: tiles ticked on the board) carries a
// keeper in its part, and the keeping start-up attaches (keepModes, as app/boot.ts does) starts it when the part
// joins, so its ticks survive a reload with no shared file naming it.
import { describe, expect, it } from 'vitest';
import type { AppState, Mode, ModePart } from '../state/app';
import { fullStore } from '../testing';
import { keepModes } from './modeKeeping';

const TALLY = 'tally' as Mode;
type WithTally = AppState & { tally?: { ticked: number[] } };
const ticked = (s: AppState): number[] | undefined => (s as WithTally).tally?.ticked;

/** The browser's storage as the mode uses it (the test's own). */
const storage = new Map<string, string>();
const KEY = 'hexlab.tally.ticks';

const tallyPart = {
  mode: TALLY,
  // It reads what it kept as it joins the store, as the Puzzles mode reads the puzzle the player left.
  create: () => ({ tally: { ticked: JSON.parse(storage.get(KEY) ?? '[]') as number[] } }),
  forBoard: (next: AppState, prev: AppState) => (next.board === prev.board ? {} : { tally: { ticked: [] } }),
  keep: (store: { subscribe: (f: (s: AppState) => void) => () => void }, joined: AppState) => {
    let last = ticked(joined);
    return store.subscribe((s) => {
      if (ticked(s) === last) return;
      last = ticked(s);
      storage.set(KEY, JSON.stringify(last ?? []));
    });
  },
} as unknown as ModePart;

describe("a mode's own keeping", () => {
  it('starts when its part joins the store, and what it keeps comes back after a reload', () => {
    storage.clear();
    const store = fullStore();
    const stop = keepModes(store);
    store.addPart(tallyPart);
    store.getState().setMode(TALLY);
    store.setState({ tally: { ticked: [3, 5] } } as Partial<AppState>);
    expect(JSON.parse(storage.get(KEY)!)).toEqual([3, 5]);

    // A reload: a new store, whose part reads back what was kept.
    const reloaded = fullStore();
    reloaded.addPart(tallyPart);
    expect(ticked(reloaded.getState())).toEqual([3, 5]);
    stop();
  });

  it('starts for a part already in the store, and keeps nothing once stopped', () => {
    storage.clear();
    const store = fullStore();
    store.addPart(tallyPart);
    const stop = keepModes(store);
    store.setState({ tally: { ticked: [1] } } as Partial<AppState>);
    expect(JSON.parse(storage.get(KEY)!)).toEqual([1]);
    stop();
    store.setState({ tally: { ticked: [2] } } as Partial<AppState>);
    expect(JSON.parse(storage.get(KEY)!)).toEqual([1]);
  });

  it('is not started by the part itself: without the keeping attached nothing is written', () => {
    storage.clear();
    const store = fullStore();
    store.addPart(tallyPart);
    store.setState({ tally: { ticked: [4] } } as Partial<AppState>);
    expect(storage.has(KEY)).toBe(false);
  });
});
