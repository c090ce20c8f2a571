import {
  fourKindsMap,
  type FourKindsOptions,
  type Interlaced,
  type LevelData,
  type Orientation,
  type Parity,
} from '../../engine';
import type { NumberLimit } from '../limits';

/** A "four kinds" map as the Lab shows it: its storage size and the slots an odd count leaves empty. */
export interface FourKindsView {
  readonly lines: number;
  readonly missing: readonly Interlaced[];
}

/**
 * The four-kinds map the board shows, or null when the board has since been turned or re-offset: the article's
 * numbering only holds in the preset's own layout (odd offset, its own orientation).
 */
export function activeFourKinds(
  options: FourKindsOptions | undefined,
  orientation: Orientation,
  parity: Parity,
): FourKindsView | null {
  if (!options) return null;
  const map = fourKindsMap(options);
  if (map.orientation !== orientation || map.parity !== parity) return null;
  return { lines: options.kind === 'vertical' ? options.gridSizeX : options.gridSizeY, missing: map.missing };
}

/** What gridSizeX and gridSizeY may be set to in the Lab. */
export const GRID_SIZE_LIMIT: NumberLimit = { min: 1, max: 100, whole: true };

/** Grid sizes the user set for a four-kinds preset, kept with the preset's id. */
export interface FourKindsSize {
  readonly shape: string;
  readonly gridSizeX: number;
  readonly gridSizeY: number;
}

/**
 * The four-kinds options the board was built from: the user's sizes while the board is still the map they built
 * (same preset, same storage size), else the preset's own.
 */
export function currentFourKinds<T extends FourKindsOptions>(
  preset: T | undefined,
  shape: string,
  size: FourKindsSize | null,
  level: LevelData,
): FourKindsOptions | undefined {
  if (!preset || !size || size.shape !== shape) return preset;
  const options = { kind: preset.kind, gridSizeX: size.gridSizeX, gridSizeY: size.gridSizeY };
  const built = fourKindsMap(options).level;
  return built.length === level.length && (built[0]?.length ?? 0) === (level[0]?.length ?? 0) ? options : preset;
}
