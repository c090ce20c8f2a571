// Code a Minesweeper game needs only once it is under way (the solver for hints, probabilities and the loss analysis;
// the link codec for a record's replay): not on the first screen, fetched in idle time after the first paint
// (src/ui/prefetch.ts) or at the game's first click, in time for its end. An action that needs one before it has arrived waits for it (`load`) and then does its work.

/** A module fetched on first need: `now()` is it once it has arrived, else null. */
export interface Later<T> {
  now(): T | null;
  load(): Promise<T>;
}

/** A module (or anything) fetched once, on first need, and remembered. */
export function later<T>(fetch: () => Promise<T>): Later<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    now: () => value,
    // A fetch that failed (the network dropped) is tried again at the next need.
    load: () =>
      (pending ??= fetch().then(
        (m) => (value = m),
        (e: unknown) => {
          pending = null;
          throw e;
        },
      )),
  };
}

export const solver = later(() => import('../games/minesweeper/solver'));
export const replayLinks = later(() => import('./links/replayLinks'));
/** The link codec between the store and a link (making a link, opening one): the one way it is fetched. */
export const linkCodec = later(() => import('./links/shareState'));

/** The progress store's writes (persist/progressWrites.ts): fetched in idle time (prefetch.ts) or at a game's end. */
export const progressWrites = later(() => import('./persist/progressWrites'));

/** Fetch what a game will need (at its first click; tests call it to make the store's answers immediate). */
export const loadGameExtras = (): Promise<unknown> => Promise.all([solver.load(), replayLinks.load()]);
