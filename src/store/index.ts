// One store made of slices; middleware would wrap the whole, never a slice (zustand docs: "Slices pattern").
import { create } from 'zustand';
import { makeBoard } from '../engine';
import { createLayoutSlice, resetModes } from './layoutSlice';
import { createModeSlice } from './modeSlice';
import { createLabSlice, labForBoard, type LabSlice } from './labSlice';
import { createMinesSlice, msForBoard, type MinesSlice } from './minesSlice';
import { createEditorSlice, edForBoard, type EditorSlice } from './editorSlice';
import { createHeroSlice, heroForBoard, type HeroSlice } from './heroSlice';
import { createProximitySlice, proxForBoard, type ProximitySlice } from './proximitySlice';
import { createStatsSlice, currentStatsKey, type StatsSlice } from './statsSlice';
import type { BoardReset, LayoutSlice, ModeSlice } from './types';

export type AppState = LayoutSlice & ModeSlice & LabSlice & MinesSlice & EditorSlice & HeroSlice & ProximitySlice & StatsSlice;

/** What each mode does with a new board, in the order the board transition applies them. */
export const BOARD_RESETS: Readonly<Record<'minesweeper' | 'lab' | 'editor' | 'hero' | 'proximity', BoardReset>> = {
  minesweeper: msForBoard,
  lab: labForBoard,
  editor: edForBoard,
  hero: heroForBoard,
  proximity: proxForBoard,
};

export interface StoreWiring {
  /** builds a board from levelData (tests pass a counting one) */
  buildBoard?: typeof makeBoard;
  /** each mode's reset for a new board (tests pass counting ones) */
  resets?: Partial<typeof BOARD_RESETS>;
}

/**
 * A Hexlab store. Every board change goes through one transition (LayoutSlice.loadBoard and the setters built on
 * it): the board is built once and every mode is reset for it in the same update, so no mode re-syncs on its own.
 */
export function createStore({ buildBoard = makeBoard, resets: given = {} }: StoreWiring = {}) {
  const resets = Object.values({ ...BOARD_RESETS, ...given });
  const store = create<AppState>()((...a) => ({
    ...createLayoutSlice({ buildBoard, resets })(...a),
    ...createModeSlice(...a),
    ...createLabSlice(...a),
    ...createMinesSlice(...a),
    ...createEditorSlice(...a),
    ...createHeroSlice(...a),
    ...createProximitySlice(...a),
    ...createStatsSlice(...a),
  }));
  // The first board: every mode starts on it as it would on any new one.
  const first = store.getState();
  store.setState(resetModes(first, first, resets));
  store.setState({ msStatsKey: currentStatsKey(store.getState()) });

  store.subscribe((s, prev) => {
    if (s.ms.game === prev.ms.game && s.ms.preset === prev.ms.preset) return;
    // The key hashes the whole mask: only a new board, preset or mine count can change it, not a click.
    if (s.board !== prev.board || s.ms.preset !== prev.ms.preset || s.ms.game.config.mines !== prev.ms.game.config.mines) {
      const key = currentStatsKey(s);
      if (key !== s.msStatsKey) store.setState({ msStatsKey: key });
    }
    const ended = (g: typeof s.ms.game) => g.status === 'won' || g.status === 'lost';
    if (ended(s.ms.game) && !ended(prev.ms.game)) store.getState().msRecordFinished();
  });
  return store;
}

export type HexlabStore = ReturnType<typeof createStore>;

/** The app's store. */
export const useHexlab = createStore();

export type { Mode } from './types';
export { MODES } from './types';
export type { Notice, NoticeMessage, SaveProblem } from './notices';
