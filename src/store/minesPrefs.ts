// Minesweeper's remembered choices (the first-click rule, practice undo), kept in localStorage apart from the board's
// autosave; unreadable values fall back to the defaults, since a preference is not worth an alarm.
import type { FirstClickRule } from '../games/minesweeper/state';

const KEY = 'hexlab.minesweeper.prefs';

export interface MinesPrefs {
  firstClickRule: FirstClickRule;
  allowUndo: boolean;
}

export function loadMinesPrefs(): MinesPrefs {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null');
    const o = (raw ?? {}) as Record<string, unknown>;
    return { firstClickRule: o.firstClickRule === 'safe' ? 'safe' : 'zero', allowUndo: o.allowUndo === true };
  } catch {
    return { firstClickRule: 'zero', allowUndo: false };
  }
}

export function saveMinesPrefs(p: MinesPrefs): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(p));
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
  }
}
