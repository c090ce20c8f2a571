import { fourKindsMap, type FourKindsOptions, type Interlaced, type Orientation, type Parity } from '../../engine';

/** A "four kinds" map as the Lab shows it: its storage size and the slots an odd count leaves empty. */
export interface FourKindsView {
  readonly lines: number;
  readonly missing: readonly Interlaced[];
}

/**
 * The four-kinds map the board shows, or null when the board has since been turned or re-offset: the article's
 * numbering only holds in the preset's own layout (odd offset, its own orientation).
 */
export function activeFourKinds(options: FourKindsOptions | undefined, orientation: Orientation, parity: Parity): FourKindsView | null {
  if (!options) return null;
  const map = fourKindsMap(options);
  if (map.orientation !== orientation || map.parity !== parity) return null;
  return { lines: options.kind === 'vertical' ? options.gridSizeX : options.gridSizeY, missing: map.missing };
}
