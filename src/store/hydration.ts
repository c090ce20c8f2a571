import type { StateCreator } from 'zustand';

let held = false;

/**
 * The first screen is prerendered at build time (scripts/prerender.ts) and hydrated in the browser (main.tsx). During
 * both, React reads a store's "server snapshot", which zustand takes from the state the store was created with. Ours
 * are set up after creation (the build's first game; start-up's first game, which main.tsx checks is the prerendered
 * one before it hydrates), so a store made through this reads its state of the moment instead, until the hydration
 * begins (`holdServerSnapshots`): from then on its server snapshot is its state of that moment, what the prerendered
 * HTML shows. A part hydrated later (ui/lazyPart.tsx, hydratedPart), after the player's first clicks, then first renders
 * what was prerendered, as hydrating needs, and React re-renders it at once with the state of the moment.
 */
export function snapshotNow<T>(creator: StateCreator<T>): StateCreator<T> {
  return (set, get, api) => {
    // The state when the hydration began: kept at the first change after it (until then it is the state of the moment).
    let atHydration: { state: T } | null = null;
    api.getInitialState = () => (atHydration ? atHydration.state : api.getState());
    const stop = api.subscribe((_, before) => {
      if (!held) return;
      atHydration = { state: before };
      stop();
    });
    return creator(set, get, api);
  };
}

/** The hydration begins (main.tsx, just before hydrateRoot): every store's server snapshot stays as it is now. */
export function holdServerSnapshots(): void {
  held = true;
}
