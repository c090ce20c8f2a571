// Code fetched on first need, not with the first screen, and remembered: a mode's part of the store, the solver, the
// link codec. An action that needs one before it has arrived waits for it (`load`) and then does its work. Only the
// helper lives here: each room says what it fetches (links/codec.ts, persist/progressLater.ts, the slices' solver).

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
