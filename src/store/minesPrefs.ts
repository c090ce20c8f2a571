// Minesweeper's remembered choices (the first-click rule, practice undo, the difficulty and a custom mine count), kept
// in localStorage apart from the board's autosave; unreadable values fall back to the defaults, since a preference is
// not worth an alarm.
import type { FirstClickRule } from '../games/minesweeper/state';
import { isPresetId, type PresetId } from '../games/minesweeper/presets';

const KEY = 'hexlab.minesweeper.prefs';

export interface MinesPrefs {
  firstClickRule: FirstClickRule;
  allowUndo: boolean;
  /** the difficulty of the last game started */
  preset: PresetId;
  /** the mine count of the last custom game started; null when it was a preset's own */
  mines: number | null;
}

const DEFAULTS: MinesPrefs = { firstClickRule: 'zero', allowUndo: false, preset: 'beginner', mines: null };

export function loadMinesPrefs(): MinesPrefs {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null');
    const o = (raw ?? {}) as Record<string, unknown>;
    return {
      firstClickRule: o.firstClickRule === 'safe' ? 'safe' : 'zero',
      allowUndo: o.allowUndo === true,
      preset: isPresetId(o.preset) ? o.preset : DEFAULTS.preset,
      mines: typeof o.mines === 'number' && Number.isInteger(o.mines) && o.mines > 0 ? o.mines : null,
    };
  } catch {
    return DEFAULTS;
  }
}

/** Remembers `patch` over what is remembered now. */
export function saveMinesPrefs(patch: Partial<MinesPrefs>): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...loadMinesPrefs(), ...patch }));
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
  }
}
