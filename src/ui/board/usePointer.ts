import { useStore } from 'zustand';
import { pointerStore, type PointerState } from './pointerStore';

/** Read the fast pointer store from a small component (an overlay or a card), never from a tile. */
export const usePointer = <T>(selector: (s: PointerState) => T): T => useStore(pointerStore, selector);
