// Test helpers for the store: a store with every mode's slice in from the start, as the app has once each has loaded.
import { createStore, useHexlab } from './index';
import type { StoreWiring } from './state/store';
import type { BoardReset, Mode, ModePart } from './state/app';
import { MODES } from '../share/types';
import { solver } from './slices/minesweeperSolver';
import { linkCodec } from './links/codec';
import { minesweeperForBoard } from './slices/minesweeperSlice';
import type { TabChannel, TabMessage } from './persist/tabChannel';

/**
 * Fetch what a game fetches at its first click and after (the solver, the link codec both ways), so the store's
 * answers are immediate.
 */
export const loadGameExtras = (): Promise<unknown> => Promise.all([solver.load(), linkCodec.load()]);

/**
 * The files a later mode's part is exported from (docs/adding-a-mode.md): its slice, `slices/<mode>Slice.ts`, or, for
 * a mode wired with the browser's storage, its keeping, `persist/<mode>Kept.ts`. A mode is found there, not listed.
 */
const partFiles = import.meta.glob<Record<string, unknown>>(['./slices/*Slice.ts', './persist/*Kept.ts'], {
  eager: true,
});

/** A module's `<mode>Part` export. */
const isPart = (name: string, value: unknown): value is ModePart =>
  name.endsWith('Part') && typeof value === 'object' && value !== null && 'mode' in value && 'forBoard' in value;

/** Where a mode comes in tab order: MODES first, then a mode that declares its own id (in the files' order). */
const tabOrder = (mode: Mode) => (MODES.includes(mode) ? MODES.indexOf(mode) : MODES.length);

/** Every later mode's part, in tab order (MODES, then the later modes that declare their own ids). */
export const ALL_PARTS: readonly ModePart[] = Object.values(partFiles)
  .flatMap((file) => Object.entries(file).flatMap(([name, value]) => (isPart(name, value) ? [value] : [])))
  .sort((a, b) => tabOrder(a.mode) - tabOrder(b.mode));

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
export const BOARD_RESETS = Object.fromEntries([
  ['minesweeper', minesweeperForBoard],
  ...ALL_PARTS.map((part) => [part.mode, part.forBoard]),
]) as Record<Mode, BoardReset>;

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
