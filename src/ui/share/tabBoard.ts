// The board this tab shows, kept in sessionStorage (which survives a reload but not a new tab): a reload, which can
// beat both the library's write and the address bar's, comes back to exactly what was on screen, and to whether it
// was one of the player's boards (its id) or a shared one (null).
import type { StoreApi } from 'zustand';
import { parseSaved, savedOf, serialise, type Saved } from '../../store/autosave';
import { useLibrary } from '../../store/library';
import type { AppState } from '../../store';

const KEY = 'hexlab:tab-board';
const DELAY_MS = 150;

/** This tab's board before the reload, if any. */
export function readTabBoard(): { id: string | null; saved: Saved } | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const o = raw as { id?: unknown; board?: unknown };
    const parsed = parseSaved(typeof o.board === 'string' ? o.board : null);
    return parsed.ok && parsed.saved ? { id: typeof o.id === 'string' ? o.id : null, saved: parsed.saved } : null;
  } catch {
    return null;
  }
}

/** Keep this tab's board in sessionStorage: a moment after each change, and when the page hides. */
export function startTabBoard(store: StoreApi<AppState>): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ id: useLibrary.getState().currentId, board: serialise(savedOf(store.getState())) }));
    } catch {
      // Without sessionStorage a reload shows the library's copy or the link, a moment older at worst.
    }
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(write, DELAY_MS);
  };
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      write();
    }
  };
  const offStore = store.subscribe((s, prev) => {
    if (s.level !== prev.level || s.orientation !== prev.orientation || s.parity !== prev.parity || s.hexSize !== prev.hexSize || s.mode !== prev.mode) later();
  });
  const offLibrary = useLibrary.subscribe((s, prev) => s.currentId !== prev.currentId && later());
  const onHide = () => document.visibilityState === 'hidden' && flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    flush();
    offStore();
    offLibrary();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHide);
  };
}
