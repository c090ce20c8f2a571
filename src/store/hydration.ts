import type { StateCreator } from 'zustand';

/**
 * The first screen is prerendered at build time (scripts/prerender.ts) and hydrated in the browser (main.tsx). During
 * both, React reads a store's "server snapshot", which zustand takes from the state the store was created with. Ours
 * are set up after creation (the build's first game; start-up's first game, which main.tsx checks is the prerendered
 * one before it hydrates), so a store made through this reads its state of the moment instead.
 */
export function snapshotNow<T>(creator: StateCreator<T>): StateCreator<T> {
  return (set, get, api) => {
    api.getInitialState = api.getState;
    return creator(set, get, api);
  };
}
