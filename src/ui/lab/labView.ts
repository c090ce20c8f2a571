import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ToolCounts } from '../../games/lab/tools';

/**
 * What the board's overlays found out, for the Lab panel: whether labels are hidden at this zoom and what the tool
 * marked. The overlays write it; the panel reads it. It stays out of the app store so writing it wakes no tile.
 */
export interface LabViewState {
  /** labels are on but too small to read at this zoom */
  labelsTooSmall: boolean;
  /** what the tool found, for the panel's summary line (null: no tool) */
  toolCounts: ToolCounts | null;
}

export const labViewStore = createStore<LabViewState>()(() => ({ labelsTooSmall: false, toolCounts: null }));

/** Read the lab view store from a panel component. */
export const useLabView = <T>(selector: (s: LabViewState) => T): T => useStore(labViewStore, selector);
