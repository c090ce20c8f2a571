import { count } from '../words';
import type { LevelData } from '../../engine';
import { isTileValue, MAX_LEVEL_SIDE, TILE_HELP } from './limits';

/** Whether a level is wider or taller than the largest board (a turned shape can grow past it). */
export const exceedsMaxSide = (level: LevelData): boolean =>
  level.length > MAX_LEVEL_SIDE || level.some((line) => line.length > MAX_LEVEL_SIDE);

/**
 * Check that a value from outside (an autosave, a parsed JSON file) is levelData: a non-empty rectangular array of
 * tile values, at most MAX_LEVEL_SIDE each way. The error is a sentence for the user; rows and columns count from 1.
 */
export function checkLevel(value: unknown): { ok: true; level: LevelData } | { ok: false; error: string } {
  const no = (error: string) => ({ ok: false as const, error });
  const largest = `the largest board is ${MAX_LEVEL_SIDE} x ${MAX_LEVEL_SIDE}`;
  if (!Array.isArray(value)) return no('The board is not a list of rows.');
  if (value.length === 0) return no('The board has no rows.');
  if (value.length > MAX_LEVEL_SIDE) return no(`The board has ${value.length} rows; ${largest}.`);
  const level: LevelData = [];
  for (let r = 0; r < value.length; r++) {
    const line: unknown = value[r];
    if (!Array.isArray(line)) return no(`Row ${r + 1} of the board is not a list of values.`);
    if (line.length === 0) return no(`Row ${r + 1} of the board is empty.`);
    if (line.length > MAX_LEVEL_SIDE) return no(`Row ${r + 1} has ${count(line.length, 'value')}; ${largest}.`);
    if (r > 0 && line.length !== level[0].length) {
      return no(`Row ${r + 1} has ${count(line.length, 'value')} but row 1 has ${level[0].length}.`);
    }
    for (let c = 0; c < line.length; c++) {
      if (isTileValue(line[c])) continue;
      const shown = JSON.stringify(line[c]) ?? String(line[c]);
      return no(`The value ${shown} in row ${r + 1}, column ${c + 1} is not a tile: ${TILE_HELP}.`);
    }
    level.push((line as number[]).map((v) => v + 0));
  }
  return { ok: true, level };
}
