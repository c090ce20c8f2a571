// A board saved by two tabs: what counts as a change, and the board holding both tabs' changes (see
// games/editor/mergeLevels.ts). The mode a board was left in is each tab's own: it never clashes and is never taken
// from another tab, so two tabs in different modes don't flip each other's.
import { mergeLevels, sameLevel } from '../../games/editor/mergeLevels';
import type { Saved } from './autosave';

type Setting = 'orientation' | 'parity' | 'hexSize' | 'shape' | 'wrap';
const SETTINGS: readonly Setting[] = ['orientation', 'parity', 'hexSize', 'shape', 'wrap'];
const setting = (s: Saved, key: Setting) => (key === 'wrap' ? (s.wrap ?? 'none') : s[key]);

/** The same board and settings (the mode and the address it was saved at aside). */
export const sameBoard = (a: Saved, b: Saved): boolean =>
  SETTINGS.every((k) => setting(a, k) === setting(b, k)) && sameLevel(a.level, b.level);

/** Nothing to save: the same board, left in the same mode. */
export const unchanged = (a: Saved, b: Saved): boolean => a.mode === b.mode && sameBoard(a, b);

/** `mine` and `theirs` both grew from `base`: the board keeping both tabs' changes, or null when a choice is needed. */
export function mergeSaved(base: Saved, mine: Saved, theirs: Saved): Saved | null {
  const level = mergeLevels(base.level, mine.level, theirs.level);
  if (!level) return null;
  const merged: Saved = { ...mine, level };
  for (const k of SETTINGS) {
    const [b, m, t] = [setting(base, k), setting(mine, k), setting(theirs, k)];
    if (m !== b && t !== b && m !== t) return null;
    if (m === b) Object.assign(merged, { [k]: t });
  }
  return merged;
}
