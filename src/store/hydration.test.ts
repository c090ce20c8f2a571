// The server snapshot React reads while hydrating (hydration.ts): the state of the moment until the hydration begins,
// then the state of that moment, whatever changes after it.
import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { holdServerSnapshots, snapshotNow } from './hydration';

describe("a store's server snapshot", () => {
  it('follows the state until the hydration begins, then keeps the state of that moment', () => {
    const store = create<{ n: number }>()(snapshotNow(() => ({ n: 0 })));
    // Set up after its creation, as start-up's first game is: the prerendered screen shows this.
    store.setState({ n: 1 });
    expect(store.getInitialState()).toEqual({ n: 1 });
    holdServerSnapshots();
    expect(store.getInitialState()).toEqual({ n: 1 });
    // The player's first clicks, before a part hydrated later has its code: it still hydrates from what was prerendered.
    store.setState({ n: 2 });
    store.setState({ n: 3 });
    expect(store.getState()).toEqual({ n: 3 });
    expect(store.getInitialState()).toEqual({ n: 1 });
  });
});
