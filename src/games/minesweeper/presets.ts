// Difficulty presets: each sets the whole board (shape, rows, columns) and its mine count. The classic three are the
// square games' own sizes on the rectangle shape; the hexagon three have their own names and about the same densities
// (beginner 0.123, intermediate 0.156, expert 0.206). Custom is any board with any count.
export type PresetId = 'beginner' | 'intermediate' | 'expert' | 'cell' | 'comb' | 'hive' | 'custom';

/** A preset; the UI's mines catalogue names it by its id (`panel.presets`). */
export interface Preset {
  readonly id: PresetId;
  /** the board: a shape preset's name and its rows x columns; null for custom */
  readonly board: {
    readonly shape: 'rectangle' | 'hexagon';
    readonly rows: number;
    readonly cols: number;
    readonly tiles: number;
  } | null;
  /** the preset's mine count (custom: none, the player sets it) */
  readonly mines: number | null;
}

export const PRESETS: readonly Preset[] = [
  { id: 'beginner', board: { shape: 'rectangle', rows: 9, cols: 9, tiles: 81 }, mines: 10 },
  { id: 'intermediate', board: { shape: 'rectangle', rows: 16, cols: 16, tiles: 256 }, mines: 40 },
  { id: 'expert', board: { shape: 'rectangle', rows: 16, cols: 30, tiles: 480 }, mines: 99 },
  // A hexagon of radius k fills a (2k-1) x (2k-1) box with 3k(k-1)+1 tiles.
  { id: 'cell', board: { shape: 'hexagon', rows: 9, cols: 9, tiles: 61 }, mines: 8 },
  { id: 'comb', board: { shape: 'hexagon', rows: 17, cols: 17, tiles: 217 }, mines: 34 },
  { id: 'hive', board: { shape: 'hexagon', rows: 23, cols: 23, tiles: 397 }, mines: 82 },
  { id: 'custom', board: null, mines: null },
];

/** Whether a string names a preset (for values read back from a URL or storage). */
export const isPresetId = (s: unknown): s is PresetId => PRESETS.some((p) => p.id === s);

export const presetOf = (id: PresetId): Preset => PRESETS.find((p) => p.id === id) ?? PRESETS[PRESETS.length - 1];

/** Whether the board on screen is the one a preset builds: the same shape and size. */
export const presetFits = (p: Preset, shape: string, rows: number, cols: number): boolean =>
  p.board !== null && p.board.shape === shape && p.board.rows === rows && p.board.cols === cols;

/**
 * A mine count for `floorTiles` floor tiles at the density of `preset` (custom: beginner's), at least 1 and at most
 * floorTiles - 1: what a board that is not the preset's own gets. Check it with mineCountProblem.
 */
export function mineCountFor(preset: PresetId, floorTiles: number): number {
  const found = presetOf(preset);
  const base = found.board && found.mines !== null ? found : PRESETS[0];
  const density = (base.mines as number) / (base.board as { tiles: number }).tiles;
  if (floorTiles < 2) return 0;
  return Math.min(floorTiles - 1, Math.max(1, Math.round(density * floorTiles)));
}
