import type { Orientation } from '../../engine';
import { LIMITS } from '../limits';

const SQRT3 = Math.sqrt(3);

/** An even whole number nearest to x: Tiled's hexagonal renderer drops a tile size's odd pixel (`& ~1`). */
const even = (x: number) => 2 * Math.round(x / 2);

/**
 * Whole-pixel tile sizes that make Hexlab's hexes of circumradius `size`: the long side 2 x size, the short side the
 * even number nearest √3 x size. `side` is Tiled's hexsidelength: Tiled halves (tile - side) in whole pixels, so it is
 * kept even too (size, or size - 1 when size is odd). Godot's hexagon takes its side from the tile (a quarter overlap),
 * so only width and height go there.
 */
export function tileGeometry(orientation: Orientation, size: number): { width: number; height: number; side: number } {
  const long = 2 * size;
  const short = Math.max(2, even(SQRT3 * size));
  const side = size % 2 === 0 ? size : size - 1;
  return orientation === 'pointy' ? { width: short, height: long, side } : { width: long, height: short, side };
}

/** The hex size that drew a tile: half its long side (height for pointy tops, width for flat), within Hexlab's limits. */
export function hexSizeOf(orientation: Orientation, width: number, height: number): number {
  const long = orientation === 'pointy' ? height : width;
  const size = Math.round(long / 2);
  if (!Number.isFinite(size)) return 24;
  return Math.min(LIMITS.hexSize.max, Math.max(LIMITS.hexSize.min, size));
}
