import { FLOOR, WALL, type LevelData } from '../../engine';

/**
 * A few wall segments for trying field of view: a short wall left of centre, one below it, and two pillars, all
 * scaled to the board. Only floor cells turn into walls; void stays void and the input is not changed.
 */
export function sampleWalls(level: LevelData): LevelData {
  const rows = level.length;
  const cols = level[0]?.length ?? 0;
  const out = level.map((row) => row.slice());
  const put = (row: number, col: number) => {
    if (out[row]?.[col] === FLOOR) out[row][col] = WALL;
  };
  const midR = Math.floor(rows / 2);
  const midC = Math.floor(cols / 2);
  const span = Math.max(1, Math.floor(Math.min(rows, cols) / 5));
  for (let i = -span; i <= span; i++) put(midR + i, midC - span - 1);
  for (let i = 0; i <= span; i++) put(midR + span + 1, midC + i);
  put(midR - span - 1, midC + span);
  put(midR - 1, midC + span + 1);
  return out;
}
