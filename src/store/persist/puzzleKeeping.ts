// The Puzzles mode's keeping, attached to the store from outside (app/boot.ts), as the progress recorder and the
// library's saving are: the store knows nothing of it. Its code (puzzleKeeper.ts) comes with the mode's part
// (puzzleKept.ts), so it is taken up once the part has joined the store, and starts from the state the part joined
// with: nothing done in the meantime (a link's puzzle opened right after the join) goes unkept.
import type { StoreApi } from 'zustand';
import type { AppState, CoreView } from '../state/app';

const hasPuzzle = (s: AppState): boolean => (s as CoreView).puzzle !== undefined;

/** Keep the store's puzzle once the Puzzles mode is in it; returns a function that stops. */
export function keepPuzzles(store: Pick<StoreApi<AppState>, 'subscribe' | 'getState'>): () => void {
  let stopped = false;
  let stopKeeper: (() => void) | null = null;
  const start = (joined: AppState) =>
    void import('./puzzleKept').then(({ startPuzzleKeeper }) => {
      if (!stopped) stopKeeper = startPuzzleKeeper(store, joined);
    });
  let unsubscribe = () => {};
  if (hasPuzzle(store.getState())) start(store.getState());
  else
    unsubscribe = store.subscribe((s) => {
      if (!hasPuzzle(s)) return;
      unsubscribe();
      start(s);
    });
  return () => {
    stopped = true;
    unsubscribe();
    stopKeeper?.();
  };
}
