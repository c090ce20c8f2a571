/** A tap on a tile, by the tile's row and column (its `data-row` and `data-col`); `secondary`: a flag's long press. */
type Tap = (row: number, col: number, secondary: boolean) => void;

let current: Tap | null = null;
const waiting: (() => void)[] = [];

/** The board on screen takes the taps handed to it (shell/keptTaps.ts); returns the hand-back. */
export function takeBoardTaps(tap: Tap): () => void {
  current = tap;
  waiting.splice(0).forEach((go) => go());
  return () => {
    if (current === tap) current = null;
  };
}

/**
 * Resolves once a board on screen takes taps: a hydrated board's Suspense boundary is hydrated after the app's first
 * commit, which starts the app.
 */
export const boardTakesTaps = (): Promise<void> =>
  current ? Promise.resolve() : new Promise((go) => void waiting.push(go));

/** Plays a tap on the board on screen, as its pointer would. */
export const tapBoard: Tap = (row, col, secondary) => current?.(row, col, secondary);
