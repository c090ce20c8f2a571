import { interlacedToAxial } from './interlaced';
import { VOID, FLOOR, type LevelData } from './levelData';
import { axialToOffset } from './offset';
import type { Interlaced, Orientation, Parity } from './types';

/** The article's gameOptions: gridType and grid sizes, as it counts them. */
export interface FourKindsOptions {
  /** 'vertical' = flat-topped hexes in columns, 'horizontal' = pointy-topped hexes in rows */
  readonly kind: 'vertical' | 'horizontal';
  /** vertical: the number of columns; horizontal: the number of half-hex steps across a pair of rows */
  readonly gridSizeX: number;
  /** vertical: the number of half-hex steps down a pair of columns; horizontal: the number of rows */
  readonly gridSizeY: number;
}

/** One of the four kinds of hex maps, both in the article's interlaced storage and as an ordinary offset board. */
export interface FourKindsMap {
  /** offset levelData (row, col) for `orientation` and `parity`: 0 where a hex exists, -1 elsewhere */
  readonly level: LevelData;
  readonly orientation: Orientation;
  /** always 'odd': the article draws the second line of each pair half a hex further down (or right) */
  readonly parity: Parity;
  /** the hexes that exist, in the article's loop order (pair, then half) */
  readonly cells: Interlaced[];
  /** the storage slots an odd number of lines leaves empty: the last pair has only its first line */
  readonly missing: Interlaced[];
}

/** Build one of the four kinds of hex maps ("How to find adjacent tiles in hexagonal maps"). */
export function fourKindsMap({ kind, gridSizeX, gridSizeY }: FourKindsOptions): FourKindsMap {
  const orientation: Orientation = kind === 'vertical' ? 'flat' : 'pointy';
  const settings = { orientation, parity: 'odd' } as const;
  const lines = Math.max(0, Math.floor(kind === 'vertical' ? gridSizeX : gridSizeY));
  const halves = Math.max(0, Math.floor(kind === 'vertical' ? gridSizeY : gridSizeX));
  const lineLength = Math.ceil(halves / 2);
  const level: LevelData =
    orientation === 'flat'
      ? Array.from({ length: lineLength }, () => new Array<number>(lines).fill(VOID))
      : Array.from({ length: lines }, () => new Array<number>(lineLength).fill(VOID));
  const cells: Interlaced[] = [];
  const missing: Interlaced[] = [];
  for (let pair = 0; pair < Math.ceil(lines / 2); pair++) {
    for (let half = 0; half < halves; half++) {
      const cell = { half, pair };
      if (2 * pair + (half & 1) >= lines) {
        missing.push(cell);
        continue;
      }
      cells.push(cell);
      const { row, col } = axialToOffset(settings, interlacedToAxial(orientation, cell));
      level[row][col] = FLOOR;
    }
  }
  return { level, orientation, parity: 'odd', cells, missing };
}
