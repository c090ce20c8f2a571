import {
  AXIAL_DIRECTIONS,
  axialToOffset,
  offsetToAxial,
  type LevelData,
  type Offset,
  type OffsetSettings,
} from '../../engine';
import { setCells } from './paint';

/** The cells connected to start (hex adjacency) that hold the same value as start, start included. */
export function regionCells(level: LevelData, settings: OffsetSettings, start: Offset): Offset[] {
  const rows = level.length;
  const target = level[start.row]?.[start.col];
  if (target === undefined) return [];
  const cols = level.reduce((w, line) => Math.max(w, line.length), 0);
  const seen = new Uint8Array(rows * cols);
  const out: Offset[] = [];
  const stack: Offset[] = [start];
  seen[start.row * cols + start.col] = 1;
  while (stack.length > 0) {
    const cell = stack.pop()!;
    out.push(cell);
    const a = offsetToAxial(settings, cell);
    for (const d of AXIAL_DIRECTIONS) {
      const n = axialToOffset(settings, { q: a.q + d.q, r: a.r + d.r });
      if (n.row < 0 || n.row >= rows || n.col < 0 || n.col >= cols) continue;
      const i = n.row * cols + n.col;
      if (seen[i] || level[n.row][n.col] !== target) continue;
      seen[i] = 1;
      stack.push(n);
    }
  }
  return out;
}

/** The fill bucket: give the connected region of start's value (hex adjacency) the new value. */
export function fill(level: LevelData, settings: OffsetSettings, start: Offset, value: number): LevelData {
  return setCells(level, regionCells(level, settings, start), value);
}
