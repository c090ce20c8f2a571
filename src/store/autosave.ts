// The autosave: the board and its settings in localStorage, written a moment after each change and when the tab hides.
// What comes back from storage is outside input: it is parsed and checked here before it touches the store.
import type { StoreApi } from 'zustand';
import type { LevelData, Orientation, Parity } from '../engine';
import { MODES, type Mode } from './types';
import type { AppState } from './index';

export const AUTOSAVE_KEY = 'hexlab:autosave:v1';
const MAX_SIDE = 250;
const DELAY_MS = 300;

export interface Saved {
  level: LevelData;
  orientation: Orientation;
  parity: Parity;
  hexSize: number;
  mode: Mode;
  shape: string;
  /** the address's query when this was saved: a reload of that same address shows this (newer) board, not the link's */
  link?: string;
}

export type ParsedSave = { ok: true; saved: Saved | null } | { ok: false; message: string };

/** The saved fields of the store, as stored text. */
export function serialise(s: Saved): string {
  const { level, orientation, parity, hexSize, mode, shape, link } = s;
  return JSON.stringify({ v: 1, orientation, parity, hexSize, mode, shape, link, level });
}

/** Read stored text: null when nothing is saved, the settings when they are sound, or why they can't be used. */
export function parseSaved(text: string | null): ParsedSave {
  if (text === null || text === '') return { ok: true, saved: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'the saved data is not valid JSON' };
  }
  if (!raw || typeof raw !== 'object') return { ok: false, message: 'the saved data is not an object' };
  const o = raw as Record<string, unknown>;
  if (o.v !== 1) return { ok: false, message: `the saved data has an unknown version (${JSON.stringify(o.v)})` };
  const level = checkLevel(o.level);
  if (typeof level === 'string') return { ok: false, message: level };
  // Settings that are missing or odd fall back to the defaults: the board itself is what matters.
  const hexSize = typeof o.hexSize === 'number' && Number.isFinite(o.hexSize) ? Math.min(64, Math.max(6, Math.round(o.hexSize))) : 24;
  return {
    ok: true,
    saved: {
      level,
      orientation: o.orientation === 'flat' ? 'flat' : 'pointy',
      parity: o.parity === 'even' ? 'even' : 'odd',
      hexSize,
      mode: MODES.some((m) => m.id === o.mode) ? (o.mode as Mode) : 'minesweeper',
      shape: typeof o.shape === 'string' ? o.shape : 'custom',
      ...(typeof o.link === 'string' ? { link: o.link } : {}),
    },
  };
}

/** A rectangular level of whole numbers -1..9 within the size limit (short rows are padded with void), or what is wrong. */
function checkLevel(v: unknown): LevelData | string {
  if (!Array.isArray(v) || v.length === 0) return 'the saved board has no rows';
  if (v.length > MAX_SIDE) return `the saved board has ${v.length} rows (at most ${MAX_SIDE})`;
  let cols = 0;
  for (const row of v) {
    if (!Array.isArray(row)) return 'a row of the saved board is not a list';
    cols = Math.max(cols, row.length);
  }
  if (cols === 0 || cols > MAX_SIDE) return `the saved board has ${cols} columns (1 to ${MAX_SIDE} allowed)`;
  const level: LevelData = [];
  for (const row of v as unknown[][]) {
    const line: number[] = [];
    for (let j = 0; j < cols; j++) {
      const x = j < row.length ? row[j] : -1;
      if (typeof x !== 'number' || !Number.isInteger(x) || x < -1 || x > 9) return `the saved board holds ${JSON.stringify(x)}, not a cell value -1..9`;
      line.push(x);
    }
    level.push(line);
  }
  return level;
}

const savedOf = (s: AppState): Saved => ({
  level: s.level,
  orientation: s.orientation,
  parity: s.parity,
  hexSize: s.hexSize,
  mode: s.mode,
  shape: s.shape,
  link: typeof location === 'undefined' ? '' : location.search,
});

/** The stored board, or null; unreadable data is reported as a notice (and the default board stays). */
export function readAutosave(store: StoreApi<AppState>, storage: Storage | null = safeStorage()): Saved | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(AUTOSAVE_KEY);
  } catch {
    return null;
  }
  const parsed = parseSaved(text);
  if (!parsed.ok) {
    store.getState().setNotice({ kind: 'error', text: `Couldn't restore your saved board: ${parsed.message}. Showing the default board instead.` });
    return null;
  }
  return parsed.saved;
}

/** The stored board applied to the store; returns whether there was one. */
export function loadAutosave(store: StoreApi<AppState>, storage: Storage | null = safeStorage()): boolean {
  const saved = readAutosave(store, storage);
  if (saved) applySaved(store, saved);
  return saved !== null;
}

/** Show a saved board and its settings. */
export function applySaved(store: StoreApi<AppState>, saved: Saved): void {
  const s = store.getState();
  const { level, orientation, parity, hexSize, mode, shape } = saved;
  s.loadBoard({ level, orientation, parity, hexSize, shape });
  s.setMode(mode);
}

/** Save after every change (debounced) and when the page hides; returns a function that stops saving. */
export function startAutosave(store: StoreApi<AppState>, storage: Storage | null = safeStorage()): () => void {
  if (!storage) return () => {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let full = false;
  const save = () => {
    timer = null;
    try {
      storage.setItem(AUTOSAVE_KEY, serialise(savedOf(store.getState())));
      full = false;
    } catch {
      // Say it once per failure spell; the board stays on screen and the app keeps working.
      if (!full) {
        full = true;
        store.getState().setNotice({ kind: 'error', text: "Couldn't save: browser storage is full. Your board is still here; export it or share its link to keep a copy." });
      }
    }
  };
  const unsubscribe = store.subscribe((s, prev) => {
    const changed = s.level !== prev.level || s.orientation !== prev.orientation || s.parity !== prev.parity || s.hexSize !== prev.hexSize || s.mode !== prev.mode;
    if (!changed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, DELAY_MS);
  });
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
  }
  return () => {
    flush();
    unsubscribe();
    if (typeof window !== 'undefined') {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
    }
  };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
