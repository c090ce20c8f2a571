// Difficulty presets by density, so they fit any board shape. The densities are the classic square games' own:
// beginner 10 mines in 9x9 (0.123), intermediate 40 in 16x16 (0.156), expert 99 in 30x16 (0.206). A hex tile has six
// neighbours instead of eight, so the same density plays a little easier here; the tutorial's 10 mines on its
// 127-tile hexagon (0.079) sits below beginner.
export type PresetId = 'beginner' | 'intermediate' | 'expert' | 'custom';

export interface Preset {
  readonly id: PresetId;
  readonly label: string;
  /** mines per floor tile; null for custom (the player sets the count) */
  readonly density: number | null;
}

export const PRESETS: readonly Preset[] = [
  { id: 'beginner', label: 'Beginner', density: 10 / 81 },
  { id: 'intermediate', label: 'Intermediate', density: 40 / 256 },
  { id: 'expert', label: 'Expert', density: 99 / 480 },
  { id: 'custom', label: 'Custom', density: null },
];

/** Whether a string names a preset (for values read back from a URL or storage). */
export const isPresetId = (s: unknown): s is PresetId => PRESETS.some((p) => p.id === s);

/**
 * A preset's mine count for a board with `floorTiles` floor tiles: the density, rounded, at least 1 and at most
 * floorTiles - 1 (0 on a board without two floor tiles). Custom has no density and starts from beginner's count.
 * Crowded small boards may still exceed what a safe first click allows: check with mineCountProblem.
 */
export function mineCountFor(preset: PresetId, floorTiles: number): number {
  const found = PRESETS.find((p) => p.id === preset);
  const density = found?.density ?? (PRESETS[0].density as number);
  if (floorTiles < 2) return 0;
  return Math.min(floorTiles - 1, Math.max(1, Math.round(density * floorTiles)));
}
