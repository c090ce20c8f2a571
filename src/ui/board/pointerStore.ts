import { createStore } from 'zustand/vanilla';

/**
 * Fast-changing pointer and cursor state lives in its own small store: overlays subscribe to it and write the DOM,
 * so hovering never re-renders a tile.
 */
export interface PointerState {
  /** tile under the pointer (engine pixel-to-hex, so it works between tiles too), -1 none */
  hover: number;
  /** pointer position in board units, or null when outside */
  point: { x: number; y: number } | null;
  /** keyboard focus cursor tile, -1 none */
  cursor: number;
  /** long-press progress 0..1 at a tile, or null */
  press: { tile: number; progress: number } | null;
}

export const pointerStore = createStore<PointerState>()(() => ({ hover: -1, point: null, cursor: -1, press: null }));
