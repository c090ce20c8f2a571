/** levelData as the tutorials write it: rows of cells, -1 no tile, 0 floor, 1 wall (2..9: floor with that movement cost). */
export type LevelData = number[][];

export const VOID = -1;
export const FLOOR = 0;
export const WALL = 1;

/** Transpose levelData, as the minesweeper tutorial does for the vertical layout. Ragged rows are padded with -1. */
export function transpose(level: LevelData): LevelData {
  const rows = level.length;
  const cols = levelWidth(level);
  const out: LevelData = [];
  for (let c = 0; c < cols; c++) {
    const line: number[] = [];
    for (let r = 0; r < rows; r++) line.push(level[r][c] ?? VOID);
    out.push(line);
  }
  return out;
}

/** The widest row's length. */
export function levelWidth(level: LevelData): number {
  let w = 0;
  for (const row of level) w = Math.max(w, row.length);
  return w;
}

/** A rows x cols levelData filled with one value. */
export function filledLevel(rows: number, cols: number, value = FLOOR): LevelData {
  return Array.from({ length: rows }, () => new Array<number>(cols).fill(value));
}

/** The tutorial's 13x13 hexagon board (127 tiles), for the horizontal layout with odd rows shifted. */
export const TUTORIAL_HEXAGON: LevelData = [
  [-1, -1, -1, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1],
  [-1, -1, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1],
  [-1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1],
  [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1],
  [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1],
  [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1],
  [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1],
  [-1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1],
  [-1, -1, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1],
  [-1, -1, -1, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1],
];
