// Test helpers for the store: a store with every mode's slice in from the start, as the app has once each has loaded.
import { labPart } from './slices/labSlice';
import { editorPart } from './slices/editorSlice';
import { heroPart } from './slices/heroSlice';
import { proximityPart } from './slices/proximitySlice';
import { puzzlePart } from './persist/puzzleKept';
import { createStore, useHexlab } from './index';
import type { StoreWiring } from './state/store';
import type { Mode } from './state/app';
import { solver } from './slices/minesweeperSolver';
import { linkCodec } from './links/codec';
import { minesweeperForBoard } from './slices/minesweeperSlice';
import type { TabChannel, TabMessage } from './persist/tabChannel';

/**
 * Fetch what a game fetches at its first click and after (the solver, the link codec both ways), so the store's
 * answers are immediate.
 */
export const loadGameExtras = (): Promise<unknown> => Promise.all([solver.load(), linkCodec.load()]);

/** Every later mode's part. */
export const ALL_PARTS = [labPart, editorPart, heroPart, proximityPart, puzzlePart] as const;

/** A store with every mode in it. */
export const fullStore = (wiring: StoreWiring = {}) => createStore({ parts: ALL_PARTS, ...wiring });

/** A store with every mode in it, showing this mode (each mode keeps its own board: its actions work on the board on screen). */
export function storeIn(mode: Mode, wiring: StoreWiring = {}) {
  const store = fullStore(wiring);
  store.getState().setMode(mode);
  return store;
}

/** Put every mode into the app's store (UI tests that render a later mode's components). */
export const loadAllParts = (): void => ALL_PARTS.forEach(useHexlab.addPart);

/** What each mode does with a new board, in the order the board transition applies them. */
export const BOARD_RESETS = {
  minesweeper: minesweeperForBoard,
  lab: labPart.forBoard,
  editor: editorPart.forBoard,
  hero: heroPart.forBoard,
  proximity: proximityPart.forBoard,
  puzzle: puzzlePart.forBoard,
} as const;

/** Channels between libraries in one test: each message reaches every other listener, later (as across tabs). */
export function testChannels(): () => TabChannel {
  const listeners = new Set<(m: TabMessage) => void>();
  return () => {
    let mine: ((m: TabMessage) => void) | null = null;
    return {
      post: (message) => {
        for (const l of listeners) if (l !== mine) queueMicrotask(() => l(message));
      },
      listen: (on) => {
        mine = on;
        listeners.add(on);
        return () => listeners.delete(on);
      },
    };
  };
}
