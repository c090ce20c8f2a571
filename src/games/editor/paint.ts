import type { LevelData, Offset, OffsetSettings } from '../../engine';
import { isTileValue, MAX_TILE, MIN_TILE } from './limits';
import { brushCells, lineCells, rectCells, ringCells, strokeCells } from './cells';

// Painting tools. Each returns a new levelData and leaves its input alone; rows it did not touch are shared with the
// input, and when nothing changes the input itself comes back, so a caller can skip an undo step.

// A caller's bug, never the player's: the editor offers only tile values (imports are checked by levelText.ts).
function checkValue(value: number): void {
  if (!isTileValue(value))
    throw new RangeError(`cannot paint ${value}: a tile value is a whole number from ${MIN_TILE} to ${MAX_TILE}`);
}

/** Set every listed cell that lies on the board to value; cells off the board are ignored. */
export function setCells(level: LevelData, cells: readonly Offset[], value: number): LevelData {
  checkValue(value);
  let out: LevelData | null = null;
  const copied = new Set<number>();
  for (const { row, col } of cells) {
    const line = level[row];
    if (!line || col < 0 || col >= line.length || line[col] === value) continue;
    out ??= level.slice();
    if (!copied.has(row)) {
      out[row] = line.slice();
      copied.add(row);
    }
    out[row][col] = value;
  }
  return out ?? level;
}

/** Paint a brush of `radius` (0..3 in the editor; 0 is one tile) around centre. */
export function paint(
  level: LevelData,
  settings: OffsetSettings,
  center: Offset,
  radius: number,
  value: number,
): LevelData {
  return setCells(level, brushCells(settings, center, radius), value);
}

/** Paint the brush along the hex line from `from` to `to`: one pointer move of a drag, however fast. */
export function paintLine(
  level: LevelData,
  settings: OffsetSettings,
  from: Offset,
  to: Offset,
  radius: number,
  value: number,
): LevelData {
  const onBoard = ({ row, col }: Offset) =>
    row >= 0 && row < level.length && col >= 0 && col < (level[row]?.length ?? 0);
  return setCells(level, strokeCells(settings, from, to, radius, onBoard), value);
}

/** The line tool: a one-tile-wide hex line from `from` to `to`. */
export function lineTool(
  level: LevelData,
  settings: OffsetSettings,
  from: Offset,
  to: Offset,
  value: number,
): LevelData {
  return setCells(level, lineCells(settings, from, to), value);
}

/** The ring tool: the hexes exactly `radius` steps from centre (radius 0 paints the centre). */
export function ringTool(
  level: LevelData,
  settings: OffsetSettings,
  center: Offset,
  radius: number,
  value: number,
): LevelData {
  return setCells(level, ringCells(settings, center, radius), value);
}

/** The rectangle tool: every cell of the offset rectangle between two corners, as levelData lays them out. */
export function rectTool(level: LevelData, from: Offset, to: Offset, value: number): LevelData {
  return setCells(level, rectCells(from, to), value);
}
