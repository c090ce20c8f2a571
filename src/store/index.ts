// The store's root: it builds the store, and nothing in the store imports it back (the state's types live below it,
// in state/; lint). One store made of slices; middleware would wrap the whole, never a slice (zustand docs: "Slices
// pattern"). The store starts with the first screen's slices (layout, mode, Minesweeper, statistics); every other
// mode's slice joins it when that mode's code loads (modeParts.ts), and from then on the board transition resets it
// with the rest. It is wired with what it reads and writes as it acts (state/store.ts: the first screen's storage, the
// links a record keeps); what follows it to save (the library, the progress, each mode's keeper) is attached
// from outside by start-up (app/boot.ts).
import { create } from 'zustand';
import { makeBoard } from '../engine/board';
import { createLayoutSlice, resetModes, type ModeReset } from './slices/layoutSlice';
import { createModeSlice } from './slices/modeSlice';
import { createMinesweeperSlice, minesweeperForBoard } from './slices/minesweeperSlice';
import { createStatsSlice } from './slices/statsSlice';
import { snapshotNow } from './hydration';
import { TUTORIAL_HEXAGON } from '../engine/levelData';
import { browserKept } from './persist/kept';
import { linkCodec } from './links/codec';
import { MODES } from '../share/types';
import { notePart } from './modeParts';
import { installFirstBoard } from './modeBoards';
import type { AppState, BoardReset, Mode, ModePart } from './state/app';
import type { HexlabStore, StoreWiring } from './state/store';

/**
 * A Hexlab store. Every board change goes through one transition (LayoutSlice.loadBoard and the setters built on
 * it): the board is built once and every mode in the store is reset for it in the same update, so no mode re-syncs on
 * its own. Every cause is one update: nothing here listens to the store to write to it again. A mode added later (`addPart`) has missed nothing: it starts on the board of the moment, as it would on
 * any new one.
 */
export function createStore({
  buildBoard = makeBoard,
  resets: given = {},
  parts = [],
  kept = browserKept,
  recordLinks = linkCodec,
}: StoreWiring = {}): HexlabStore {
  const installed = new Map<Mode, BoardReset>([['minesweeper', given.minesweeper ?? minesweeperForBoard]]);
  // The transition's list, kept in the order of MODES whatever order the modes load in (a mode the app does not list,
  // a test's, comes after them).
  const resets: ModeReset[] = [];
  const order = () =>
    resets.splice(
      0,
      resets.length,
      ...[...MODES, ...[...installed.keys()].filter((m) => !MODES.includes(m))].flatMap((m): ModeReset[] =>
        installed.has(m) ? [[m, installed.get(m)!]] : [],
      ),
    );
  order();
  const first = buildBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const store = create<AppState>()(
    snapshotNow(
      (...a) =>
        ({
          ...createModeSlice(...a),
          ...createLayoutSlice({ buildBoard, resets, first })(...a),
          ...createMinesweeperSlice(first, kept, recordLinks)(...a),
          ...createStatsSlice(kept, recordLinks)(...a),
        }) as AppState,
    ),
  );
  // The first board: every mode starts on it as it would on any new one.
  const start = store.getState();
  store.setState(resetModes(start, start, resets));

  /**
   * Add a later mode's slice, started on the board on screen (it has seen no other); from now on a board transition
   * resets it while it is on screen.
   */
  const addPart = (part: ModePart): void => {
    if (installed.has(part.mode)) return;
    const reset = given[part.mode] ?? part.forBoard;
    installed.set(part.mode, reset);
    notePart(part);
    if (part.firstBoard) installFirstBoard(part.mode, part.firstBoard);
    order();
    const created = part.create(store.setState, store.getState, store);
    const now = { ...store.getState(), ...created };
    store.setState({ ...created, ...reset(now, now, {}) });
  };
  parts.forEach(addPart);
  return Object.assign(store, { addPart, hasPart: (mode: Mode): boolean => installed.has(mode), kept });
}

/** The app's store. */
export const useHexlab = createStore();

// The store's front door for the UI and start-up: its types are defined in state/ (which the store's own files import).
export type { AppState, CoreView, LaterMode, Mode, ModePart } from './state/app';
export type { HexlabStore, StoreWiring } from './state/store';
export { MODES } from '../share/types';
