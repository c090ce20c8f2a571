import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * What the board's overlays found out, for the Lab panel: whether labels are hidden at this zoom and what the tool
 * marked. The overlays write it; the panel reads it. It stays out of the app store so writing it wakes no tile.
 */
export interface LabViewState {
  /** labels are on but too small to read at this zoom */
  labelsTooSmall: boolean;
  /** one line about the tool's result */
  toolSummary: string;
}

export const labViewStore = createStore<LabViewState>()(() => ({ labelsTooSmall: false, toolSummary: '' }));

/** Read the lab view store from a panel component. */
export const useLabView = <T,>(selector: (s: LabViewState) => T): T => useStore(labViewStore, selector);
