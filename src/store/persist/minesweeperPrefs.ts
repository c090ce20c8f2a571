// Minesweeper's remembered choices (the first-click rule, practice undo, the difficulty and a custom mine count), kept
// in localStorage apart from the board's autosave; unreadable values fall back to the defaults, since a preference is
// not worth an alarm. Versioned as zustand persist's `version`/`migrate`: version 0 (no `version`) had the same
// fields; choices saved by a newer Hexlab are left as they are (this version uses its defaults and says so).
import { isPresetId } from '../../games/minesweeper/presets';
import type { MinesweeperPrefs } from '../state/kept';
import { LOCAL } from './keys';
import { safeLocal } from './storedChoice';

const KEY = LOCAL.minesweeperPrefs;
export const PREFS_VERSION = 1;

const DEFAULTS: MinesweeperPrefs = { firstClickRule: 'zero', allowUndo: false, preset: 'beginner', mines: null };

/** Stored choices of any version this release knows, migrated to today's; or the newer version that wrote them. */
export function migratePrefs(raw: unknown): { ok: true; prefs: MinesweeperPrefs } | { ok: false; newer: number } {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const version = typeof o.version === 'number' && Number.isInteger(o.version) ? o.version : 0;
  if (version > PREFS_VERSION) return { ok: false, newer: version };
  return {
    ok: true,
    prefs: {
      firstClickRule: o.firstClickRule === 'safe' ? 'safe' : 'zero',
      allowUndo: o.allowUndo === true,
      preset: isPresetId(o.preset) ? o.preset : DEFAULTS.preset,
      mines: typeof o.mines === 'number' && Number.isInteger(o.mines) && o.mines > 0 ? o.mines : null,
    },
  };
}

function stored(): unknown {
  try {
    return JSON.parse(safeLocal()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** The version of a newer Hexlab that saved the choices, or null when this version can read them. */
export function prefsFromNewer(): number | null {
  const read = migratePrefs(stored());
  return read.ok ? null : read.newer;
}

export function loadMinesweeperPrefs(): MinesweeperPrefs {
  const read = migratePrefs(stored());
  return read.ok ? read.prefs : DEFAULTS;
}

/** Remembers `patch` over what is remembered now (never over a newer version's choices). */
export function saveMinesweeperPrefs(patch: Partial<MinesweeperPrefs>): void {
  const read = migratePrefs(stored());
  if (!read.ok) return;
  try {
    safeLocal()?.setItem(KEY, JSON.stringify({ version: PREFS_VERSION, ...read.prefs, ...patch }));
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
  }
}
