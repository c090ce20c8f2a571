// A saved board and its settings as stored text (the library's records, this tab's board), and the old localStorage
// autosave, which the library takes in once. What comes back from storage is outside input: it is parsed and checked
// here before it touches the store.
import type { StoreApi } from 'zustand';
import { WRAPS, type Wrap } from '../../engine/wrap';
import type { LevelData } from '../../engine/levelData';
import type { Orientation, Parity } from '../../engine/types';
import { fits, LIMITS } from '../../games/limits';
import { knownMode } from '../modeParts';
import type { AppState, Mode } from '../state/app';
import type { SaveProblem } from '../notices';
import { LOCAL } from './keys';

export const AUTOSAVE_KEY = LOCAL.autosave;
const MAX_SIDE = LIMITS.side.max;

export interface Saved {
  level: LevelData;
  orientation: Orientation;
  parity: Parity;
  hexSize: number;
  mode: Mode;
  shape: string;
  /** how the board wraps; records from before wraparound have none */
  wrap?: Wrap;
  /** the address's query when this was saved: a reload of that same address shows this (newer) board, not the link's */
  link?: string;
}

export type ParsedSave = { ok: true; saved: Saved | null } | { ok: false; problem: SaveProblem };

/** The saved fields of the store, as stored text. */
export function serialise(s: Saved): string {
  const { level, orientation, parity, hexSize, mode, shape, link, wrap } = s;
  return JSON.stringify({
    v: 1,
    orientation,
    parity,
    hexSize,
    mode,
    shape,
    ...(wrap && wrap !== 'none' ? { wrap } : {}),
    link,
    level,
  });
}

/** Read stored text: null when nothing is saved, the settings when they are sound, or why they can't be used. */
export function parseSaved(text: string | null): ParsedSave {
  if (text === null || text === '') return { ok: true, saved: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  if (!raw || typeof raw !== 'object') return { ok: false, problem: { kind: 'notObject' } };
  const o = raw as Record<string, unknown>;
  if (o.v !== 1) return { ok: false, problem: { kind: 'version', found: JSON.stringify(o.v) ?? 'none' } };
  const level = checkLevel(o.level);
  if (!Array.isArray(level)) return { ok: false, problem: level };
  // Settings that are missing or odd fall back to the defaults: the board itself is what matters.
  const hexSize = typeof o.hexSize === 'number' && fits(o.hexSize, LIMITS.hexSize) ? o.hexSize : 24;
  return {
    ok: true,
    saved: {
      level,
      orientation: o.orientation === 'flat' ? 'flat' : 'pointy',
      parity: o.parity === 'even' ? 'even' : 'odd',
      hexSize,
      mode: typeof o.mode === 'string' && knownMode(o.mode) ? o.mode : 'minesweeper',
      shape: typeof o.shape === 'string' ? o.shape : 'custom',
      ...(WRAPS.includes(o.wrap as Wrap) ? { wrap: o.wrap as Wrap } : {}),
      ...(typeof o.link === 'string' ? { link: o.link } : {}),
    },
  };
}

/** A rectangular level of whole numbers -1..9 within the size limit (short rows are padded with void), or what is wrong. */
function checkLevel(v: unknown): LevelData | SaveProblem {
  if (!Array.isArray(v) || v.length === 0) return { kind: 'noRows' };
  if (v.length > MAX_SIDE) return { kind: 'tooManyRows', rows: v.length, max: MAX_SIDE };
  let cols = 0;
  for (const row of v) {
    if (!Array.isArray(row)) return { kind: 'rowNotList' };
    cols = Math.max(cols, row.length);
  }
  if (cols === 0 || cols > MAX_SIDE) return { kind: 'badColumns', cols, max: MAX_SIDE };
  const level: LevelData = [];
  for (const row of v as unknown[][]) {
    const line: number[] = [];
    for (let j = 0; j < cols; j++) {
      const x = j < row.length ? row[j] : -1;
      if (typeof x !== 'number' || !Number.isInteger(x) || x < -1 || x > 9)
        return { kind: 'badCell', value: JSON.stringify(x) ?? String(x) };
      line.push(x);
    }
    level.push(line);
  }
  return level;
}

/** The store's board and settings, as they are saved. */
export const savedOf = (s: AppState): Saved => ({
  level: s.board.level,
  orientation: s.board.orientation,
  parity: s.board.parity,
  hexSize: s.hexSize,
  mode: s.mode,
  shape: s.shape,
  wrap: s.board.wrap,
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
    store.getState().setNotice({ kind: 'error', message: { kind: 'restoreFailed', problem: parsed.problem } });
    return null;
  }
  return parsed.saved;
}

/** Show a saved board and its settings. */
export function applySaved(store: StoreApi<AppState>, saved: Saved): void {
  const s = store.getState();
  const { level, orientation, parity, hexSize, mode, shape, wrap = 'none' } = saved;
  // The board you left is every mode's again, shown in the mode you left it in.
  s.loadBoard({ level, orientation, parity, hexSize, shape, wrap }, { everyMode: { mode } });
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
