// The board this tab shows, kept in sessionStorage (which survives a reload but not a new tab): a reload, which can
// beat both the library's write and the address bar's, comes back to exactly what was on screen, and to whether it
// was one of the player's boards (its id) or a shared one (null).
import type { StoreApi } from 'zustand';
import { parseSaved, savedOf, serialise, type Saved } from './autosave';
import { useLibrary } from './libraryState';
import type { AppState } from '../state/app';
import { boardChanged } from '../modeBoards';
import { SESSION } from './keys';
import { writeSoon } from './writeSoon';

const KEY = SESSION.tabBoard;

/** What the library knew of the tab's board when it was kept: the version it had read or written, and whether it changed since. */
export interface TabStamp {
  at: number | null;
  changed: boolean;
}

const DELAY_MS = 150;

/** This tab's board before the reload, if any. */
export function readTabBoard(): { id: string | null; saved: Saved; stamp: TabStamp | null } | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const o = raw as { id?: unknown; board?: unknown; at?: unknown; changed?: unknown };
    const parsed = parseSaved(typeof o.board === 'string' ? o.board : null);
    // A tab kept before tabs were stamped has neither: its board is written back, as then.
    const stamp =
      typeof o.changed === 'boolean' ? { at: typeof o.at === 'number' ? o.at : null, changed: o.changed } : null;
    return parsed.ok && parsed.saved
      ? { id: typeof o.id === 'string' ? o.id : null, saved: parsed.saved, stamp }
      : null;
  } catch {
    return null;
  }
}

/** Keep this tab's board in sessionStorage: a moment after each change, and when the page hides. */
export function startTabBoard(store: StoreApi<AppState>, stamp: () => TabStamp): () => void {
  const write = () => {
    try {
      // A board deleted by another tab keeps its id until the player answers: a reload asks again.
      const { currentId, clash } = useLibrary.getState();
      const id = currentId ?? (clash?.kind === 'deleted' ? clash.id : null);
      sessionStorage.setItem(KEY, JSON.stringify({ id, board: serialise(savedOf(store.getState())), ...stamp() }));
    } catch {
      // Without sessionStorage a reload shows the library's copy or the link, a moment older at worst.
    }
  };
  // Leaving the page writes what is on screen now, and what the library knows of it now.
  const writer = writeSoon(write, DELAY_MS);
  const offStore = store.subscribe((s, prev) => {
    if (boardChanged(s, prev)) writer.soon();
  });
  // A save (or another tab's) changes the list: the stamp changes with it.
  const offLibrary = useLibrary.subscribe(
    (s, prev) =>
      (s.currentId !== prev.currentId || s.boards !== prev.boards || s.clash !== prev.clash) && writer.soon(),
  );
  return () => {
    writer.flush();
    writer.stop();
    offStore();
    offLibrary();
  };
}
