import { levelWidth, transpose, VOID, type LevelData, type OffsetSettings } from '../../engine';
import { MAX_LEVEL_SIDE } from './limits';

/** Where resizing keeps the content: glued to the top-left corner, or centred (the extra space split on both sides). */
export type ResizeAnchor = 'top-left' | 'center';

const clampSide = (n: number): number => Math.min(MAX_LEVEL_SIDE, Math.max(1, Math.round(Number.isFinite(n) ? n : 1)));

/**
 * Resize to rows x cols (each clamped to 1..MAX_LEVEL_SIDE), filling new cells with void and cropping what falls off.
 * With 'center' and the layout's settings, the shift across the offset lines (rows for pointy, columns for flat) is
 * kept even: shifting by one offset line would move alternate lines half a hex against each other and shear the shape.
 */
export function resize(
  level: LevelData,
  rows: number,
  cols: number,
  anchor: ResizeAnchor = 'top-left',
  settings?: OffsetSettings,
): LevelData {
  const newRows = clampSide(rows);
  const newCols = clampSide(cols);
  let dr = 0;
  let dc = 0;
  if (anchor === 'center') {
    dr = Math.floor((newRows - level.length) / 2);
    dc = Math.floor((newCols - levelWidth(level)) / 2);
    if (settings?.orientation === 'pointy') dr -= dr & 1;
    if (settings?.orientation === 'flat') dc -= dc & 1;
  }
  return Array.from({ length: newRows }, (_, i) =>
    Array.from({ length: newCols }, (_, j) => level[i - dr]?.[j - dc] ?? VOID),
  );
}

/** Swap rows and columns, as the tutorial does to show a horizontal-layout board in the vertical layout. */
export const transposeLevel = (level: LevelData): LevelData => transpose(level);

/** Clear to an empty canvas: every cell void (no tile), the size kept, so the user can draw a new shape from scratch. */
export const clear = (level: LevelData): LevelData => level.map((line) => line.map(() => VOID));

/**
 * Swap tiles and holes: void becomes floor, floor (plain or with a movement cost) becomes void, walls stay walls,
 * since a wall is something the user drew on purpose and has no obvious opposite.
 */
export const invert = (level: LevelData): LevelData =>
  level.map((line) => line.map((v) => (v === VOID ? 0 : v === 1 ? 1 : VOID)));
