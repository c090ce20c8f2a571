// Two tabs editing the same board: each tab's changes since the version both started from are kept, as a three-way
// merge per cell (what git does per line). A cell both changed, to different kinds, can't be merged: the caller asks.
import type { LevelData } from '../../engine';

const sameSize = (a: LevelData, b: LevelData): boolean =>
  a.length === b.length && a.every((row, i) => row.length === b[i].length);

/** Two levels, cell by cell. */
export function sameLevel(a: LevelData, b: LevelData): boolean {
  return a === b || (sameSize(a, b) && a.every((row, i) => row.every((x, j) => x === b[i][j])));
}

/**
 * `mine` and `theirs` both grew from `base`: the level holding both sets of changes, or null when they can't both be
 * kept (both changed the same cell differently, or one resized the board while the other changed cells).
 */
export function mergeLevels(base: LevelData, mine: LevelData, theirs: LevelData): LevelData | null {
  if (sameLevel(mine, base)) return theirs;
  if (sameLevel(theirs, base) || sameLevel(mine, theirs)) return mine;
  if (!sameSize(base, mine) || !sameSize(base, theirs)) return null;
  const out: LevelData = [];
  for (let i = 0; i < base.length; i++) {
    const row: number[] = [];
    for (let j = 0; j < base[i].length; j++) {
      const b = base[i][j];
      const m = mine[i][j];
      const t = theirs[i][j];
      if (m !== b && t !== b && m !== t) return null;
      row.push(m !== b ? m : t);
    }
    out.push(row);
  }
  return out;
}
