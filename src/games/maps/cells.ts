import type { LevelData, Orientation, Parity } from '../../engine';
import { MAX_LEVEL_SIDE } from '../editor/limits';
import { fail } from './types';

/** Cells placed at map coordinates (x column, y row), possibly negative (Tiled's infinite maps, Godot's layers). */
export interface PlacedCells {
  xs: number[];
  ys: number[];
  values: number[];
}

/**
 * levelData of the rectangle [x0, x0 + cols) x [y0, y0 + rows), void where no cell lies, and the offset parity that
 * keeps the shape: both tools stagger by the absolute coordinate's parity, so a rectangle starting on an odd row
 * (columns, flat tops) flips odd and even.
 */
export function placeCells(
  cells: PlacedCells,
  x0: number,
  y0: number,
  rows: number,
  cols: number,
  orientation: Orientation,
  parity: Parity,
): { level: LevelData; parity: Parity } {
  if (rows > MAX_LEVEL_SIDE || cols > MAX_LEVEL_SIDE) fail({ kind: 'tooBig', rows, cols, max: MAX_LEVEL_SIDE });
  const level: LevelData = Array.from({ length: rows }, () => new Array<number>(cols).fill(-1));
  for (let i = 0; i < cells.values.length; i++) {
    const r = cells.ys[i] - y0;
    const c = cells.xs[i] - x0;
    if (r >= 0 && r < rows && c >= 0 && c < cols) level[r][c] = cells.values[i];
  }
  const start = orientation === 'pointy' ? y0 : x0;
  const flip = (start & 1) === 1;
  return { level, parity: flip ? (parity === 'odd' ? 'even' : 'odd') : parity };
}

/** The smallest rectangle holding every cell (null when there are none). */
export function usedBounds(cells: PlacedCells): { x0: number; y0: number; rows: number; cols: number } | null {
  if (cells.values.length === 0) return null;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (let i = 0; i < cells.values.length; i++) {
    x0 = Math.min(x0, cells.xs[i]);
    x1 = Math.max(x1, cells.xs[i]);
    y0 = Math.min(y0, cells.ys[i]);
    y1 = Math.max(y1, cells.ys[i]);
  }
  return { x0, y0, rows: y1 - y0 + 1, cols: x1 - x0 + 1 };
}
