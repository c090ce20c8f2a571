// Builders shared by the editor's tests (and the share codec's): random levels and shape comparisons.
import fc from 'fast-check';
import { offsetToAxial, type LevelData, type OffsetSettings } from '../../engine';

/** The four layouts, for tests that must hold in each. */
export const ALL_SETTINGS: readonly OffsetSettings[] = [
  { orientation: 'pointy', parity: 'odd' },
  { orientation: 'pointy', parity: 'even' },
  { orientation: 'flat', parity: 'odd' },
  { orientation: 'flat', parity: 'even' },
];

/** A random rectangular levelData with mostly floor and void, some walls and a few cost tiles. */
export const levelArb = (maxRows = 12, maxCols = 12, minSide = 1): fc.Arbitrary<LevelData> =>
  fc
    .record({ rows: fc.integer({ min: minSide, max: maxRows }), cols: fc.integer({ min: minSide, max: maxCols }) })
    .chain(({ rows, cols }) =>
      fc.array(
        fc.array(
          fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(-1, 0) },
            { weight: 1, arbitrary: fc.integer({ min: -1, max: 9 }) },
          ),
          {
            minLength: cols,
            maxLength: cols,
          },
        ),
        { minLength: rows, maxLength: rows },
      ),
    );

/** Count the cells of a level holding each value, e.g. { '-1': 3, '0': 6 }. */
export function valueCounts(level: LevelData): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of level) for (const v of line) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** The tiles (non-void cells) as "q,r=value" strings, translated so the shape's smallest q and r are 0. */
export function shapeKey(level: LevelData, settings: OffsetSettings): string[] {
  const tiles: { q: number; r: number; v: number }[] = [];
  level.forEach((line, row) =>
    line.forEach((v, col) => {
      if (v !== -1) tiles.push({ ...offsetToAxial(settings, { row, col }), v });
    }),
  );
  const q0 = Math.min(...tiles.map((t) => t.q));
  const r0 = Math.min(...tiles.map((t) => t.r));
  return tiles.map((t) => `${t.q - q0},${t.r - r0}=${t.v}`).sort();
}

/** A deep copy to compare against later, to show an operation left its input alone. */
export const snapshot = (level: LevelData): LevelData => level.map((line) => line.slice());
