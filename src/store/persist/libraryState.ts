// What the first screen knows of "My boards" (library.ts): whether the first board is on screen, the list, which one
// is on screen, and a clash with another tab. The library's own code (IndexedDB, tabs) is fetched at start-up, apart
// from the first screen's.
import { create } from 'zustand';
import type { Saved } from './autosave';
import { snapshotNow } from '../hydration';

export interface BoardEntry {
  id: string;
  name: string;
  /** when it was last saved, ms since 1970 */
  savedAt: number;
  saved: Saved;
}

export interface LibraryState {
  /** false until the first board is on screen (start-up waits for IndexedDB rather than show a wrong board) */
  ready: boolean;
  /** newest first */
  boards: BoardEntry[];
  /** the player's board on screen, or null for a shared board from a link */
  currentId: string | null;
  /** another tab deleted the board on screen, or changed it in a way that can't be merged with this tab's changes */
  clash: TabClash | null;
}

/** What another tab did to the board on screen that needs the player's choice. */
interface TabClash {
  kind: 'deleted' | 'changed';
  id: string;
  name: string;
}

export const libraryState = () =>
  create<LibraryState>()(snapshotNow<LibraryState>(() => ({ ready: false, boards: [], currentId: null, clash: null })));
export const useLibrary = libraryState();
