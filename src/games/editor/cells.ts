import { axialToOffset, offsetToAxial, type Axial, type Offset, type OffsetSettings } from '../../engine';
// Not yet re-exported by the engine's index when this was written; switch to '../../engine' once they are.
import { axialLine } from '../../engine/line';
import { axialRange, axialRing } from '../../engine/range';

// The cells each tool touches, as offsets (levelData indices). They may fall outside the board: callers clip.

const toOffsets = (settings: OffsetSettings, hexes: Axial[]): Offset[] => hexes.map((h) => axialToOffset(settings, h));

/** The cells a brush of `radius` (0 = one tile) covers around centre. */
export function brushCells(settings: OffsetSettings, center: Offset, radius: number): Offset[] {
  return toOffsets(settings, axialRange(offsetToAxial(settings, center), Math.max(0, Math.trunc(radius))));
}

/**
 * The cells a brush covers when dragged from `from` to `to`, so a fast pointer leaves no gaps. A hex line between two
 * cells on a board's edge can run along the edge's zigzag and lean out of the board, which would break the stroke
 * there; given `onBoard`, the line leans the other way when that keeps more of it on the board.
 */
export function strokeCells(
  settings: OffsetSettings,
  from: Offset,
  to: Offset,
  radius: number,
  onBoard?: (cell: Offset) => boolean,
): Offset[] {
  const r = Math.max(0, Math.trunc(radius));
  const a = offsetToAxial(settings, from);
  const b = offsetToAxial(settings, to);
  let line = axialLine(a, b);
  if (onBoard) {
    const off = (hexes: Axial[]) => hexes.filter((h) => !onBoard(axialToOffset(settings, h))).length;
    const outside = off(line);
    if (outside > 0) {
      const other = axialLine(a, b, -1);
      if (off(other) < outside) line = other;
    }
  }
  const seen = new Set<string>();
  const out: Offset[] = [];
  for (const h of line) {
    for (const c of axialRange(h, r)) {
      const key = `${c.q},${c.r}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(axialToOffset(settings, c));
    }
  }
  return out;
}

/** The cells of a hex line from `from` to `to`. */
export function lineCells(settings: OffsetSettings, from: Offset, to: Offset): Offset[] {
  return toOffsets(settings, axialLine(offsetToAxial(settings, from), offsetToAxial(settings, to)));
}

/** The cells of the ring `radius` steps around centre. */
export function ringCells(settings: OffsetSettings, center: Offset, radius: number): Offset[] {
  return toOffsets(settings, axialRing(offsetToAxial(settings, center), Math.max(0, Math.trunc(radius))));
}

/** The cells of the offset rectangle with corners `from` and `to` (as the array is laid out, not a hex shape). */
export function rectCells(from: Offset, to: Offset): Offset[] {
  const out: Offset[] = [];
  for (let row = Math.min(from.row, to.row); row <= Math.max(from.row, to.row); row++) {
    for (let col = Math.min(from.col, to.col); col <= Math.max(from.col, to.col); col++) out.push({ row, col });
  }
  return out;
}
