import { FLOOR, WALL, type LevelData, type Offset } from '../../engine';

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

/** Whether the level has a wall anywhere. */
export function hasWalls(level: LevelData): boolean {
  return level.some((row) => row.includes(WALL));
}

/** Where the level's walls are, row by row. */
export function wallCells(level: LevelData): Offset[] {
  return level.flatMap((row, r) => row.flatMap((v, c) => (v === WALL ? [{ row: r, col: c }] : [])));
}

/**
 * The Lab's walls switch: off turns every wall into floor and remembers where they were; on puts the remembered walls
 * back (on cells that are still floor), or a few sample walls when there are none to put back.
 */
export function switchWalls(
  level: LevelData,
  on: boolean,
  remembered: readonly Offset[],
): { level: LevelData; remembered: Offset[] } {
  if (!on) return { level: level.map((row) => row.map((v) => (v === WALL ? FLOOR : v))), remembered: wallCells(level) };
  const out = level.map((row) => row.slice());
  let put = 0;
  for (const { row, col } of remembered) {
    if (out[row]?.[col] === FLOOR) {
      out[row][col] = WALL;
      put++;
    }
  }
  return { level: put > 0 ? out : sampleWalls(level), remembered: [] };
}
