// One store made of slices; middleware would wrap the whole, never a slice (zustand docs: "Slices pattern").
// The store starts with the first screen's slices (layout, mode, Minesweeper, statistics); every other mode's slice
// joins it when that mode's code loads (modeParts.ts), and from then on the board transition resets it with the rest.
import { create, type StateCreator } from 'zustand';
import { makeBoard } from '../engine/board';
import { createLayoutSlice, resetModes, type ModeReset } from './slices/layoutSlice';
import { createModeSlice } from './slices/modeSlice';
import { createMinesweeperSlice, minesweeperForBoard, type MinesweeperSlice } from './slices/minesweeperSlice';
import { createStatsSlice, type StatsSlice } from './slices/statsSlice';
import { snapshotNow } from './hydration';
import { TUTORIAL_HEXAGON } from '../engine/levelData';
import type { Kept } from './kept';
import { browserKept } from './persist/kept';
import { MODES, type BoardReset, type LayoutSlice, type Mode, type ModeSlice } from './types';
import type { LabSlice } from './slices/labSlice';
import type { EditorSlice } from './slices/editorSlice';
import type { HeroSlice } from './slices/heroSlice';
import type { ProximitySlice } from './slices/proximitySlice';
import type { PuzzleSlice } from './slices/puzzleSlice';
import type { PuzzleEditSlice } from './slices/puzzleEditSlice';

/** The whole store as a mode's own code sees it (its slice is in by the time it runs). */
export type AppState = LayoutSlice &
  ModeSlice &
  LabSlice &
  MinesweeperSlice &
  EditorSlice &
  HeroSlice &
  ProximitySlice &
  PuzzleSlice &
  PuzzleEditSlice &
  StatsSlice;

/** The modes whose slice loads with their code, and the state each adds to the store. */
export type LaterMode = Exclude<Mode, 'minesweeper'>;
type LaterState = Pick<AppState, LaterMode | 'puzzleEdit'>;

/**
 * The store as code outside those modes sees it (the shell, links, saving): a later mode's state is there only once
 * its code has loaded.
 */
export type CoreView = Omit<AppState, keyof LaterState> & Partial<LaterState>;

/** A mode's part of the store: its slice, and what it does with a new board. */
export interface ModePart {
  mode: LaterMode;
  create: StateCreator<AppState, [], [], Partial<AppState>>;
  forBoard: BoardReset;
}

export interface StoreWiring {
  /** builds a board from levelData (tests pass a counting one) */
  buildBoard?: typeof makeBoard;
  /** each mode's reset for a new board, in place of its own (tests pass counting ones) */
  resets?: Partial<Record<Mode, BoardReset>>;
  /** the later modes' parts to start with (tests pass them all: `ALL_PARTS` in testing.ts) */
  parts?: readonly ModePart[];
  /** what the store keeps in the browser (the browser's storage; a test may pass its own) */
  kept?: Kept;
}

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
}: StoreWiring = {}) {
  const installed = new Map<Mode, BoardReset>([['minesweeper', given.minesweeper ?? minesweeperForBoard]]);
  // The transition's list, kept in the order of MODES whatever order the modes load in.
  const resets: ModeReset[] = [];
  const order = () =>
    resets.splice(
      0,
      resets.length,
      ...MODES.flatMap((m): ModeReset[] => (installed.has(m) ? [[m, installed.get(m)!]] : [])),
    );
  order();
  const first = buildBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
  const store = create<AppState>()(
    snapshotNow(
      (...a) =>
        ({
          ...createModeSlice(...a),
          ...createLayoutSlice({ buildBoard, resets, first })(...a),
          ...createMinesweeperSlice(first, kept)(...a),
          ...createStatsSlice(kept)(...a),
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
    order();
    const created = part.create(store.setState, store.getState, store);
    const now = { ...store.getState(), ...created };
    store.setState({ ...created, ...reset(now, now, {}) });
  };
  parts.forEach(addPart);
  return Object.assign(store, { addPart, hasPart: (mode: Mode): boolean => installed.has(mode), kept });
}

export type HexlabStore = ReturnType<typeof createStore>;

/** The app's store. */
export const useHexlab = createStore();

export type { Mode } from './types';
export { MODES } from './types';
