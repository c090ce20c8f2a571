import { createStore } from 'zustand/vanilla';
import type { Board } from '../../engine';
import type { Comparison } from './trace';

/** A comparison row's path, on the board it was found on. */
export interface ShownPath {
  readonly algorithm: Comparison['algorithm'];
  readonly path: readonly number[];
  readonly board: Board;
}

/**
 * The comparison row whose path the board draws: the one picked in the table, or the one under the pointer or focus
 * for a moment. Kept apart from the app's store: it is a view of the panel's own measurements.
 */
export const comparePathStore = createStore<{ picked: ShownPath | null; previewed: ShownPath | null }>()(() => ({
  picked: null,
  previewed: null,
}));
