import { fourKindsMap, type FourKindsOptions } from '../engine/fourKinds';
import { shapePreset, SHAPE_NAMES, type ShapeName } from '../engine/shapes';
import { VOID, type LevelData } from '../engine/levelData';
import type { Orientation, Parity } from '../engine/types';

/** The "four kinds of hex maps" of the adjacency article, with its demo's grid sizes. */
const FOUR_KINDS_BY_NAME = {
  'four-vertical-odd': { kind: 'vertical', gridSizeX: 9, gridSizeY: 12 },
  'four-vertical-even': { kind: 'vertical', gridSizeX: 8, gridSizeY: 12 },
  'four-horizontal-even': { kind: 'horizontal', gridSizeX: 17, gridSizeY: 8 },
  'four-horizontal-odd': { kind: 'horizontal', gridSizeX: 17, gridSizeY: 7 },
} satisfies Record<string, FourKindsOptions>;
export const FOUR_KINDS: Record<string, FourKindsOptions> = FOUR_KINDS_BY_NAME;

/** A shape the layout panel offers: an id, which the shell catalogue's `layout.shapes` names in each language. */
export type LayoutShape = ShapeName | keyof typeof FOUR_KINDS_BY_NAME;

/** Every shape the layout panel offers, in its order. */
export const SHAPES: readonly LayoutShape[] = [
  ...SHAPE_NAMES,
  ...(Object.keys(FOUR_KINDS_BY_NAME) as (keyof typeof FOUR_KINDS_BY_NAME)[]),
];

const isShapeName = (s: string): s is ShapeName => (SHAPE_NAMES as readonly string[]).includes(s);

/** A shape preset as levelData (and the layout it needs, for the four kinds) at the current size. */
export function buildShape(
  shape: string,
  rows: number,
  cols: number,
  orientation: Orientation,
  parity: Parity,
): { level: LevelData; orientation: Orientation; parity: Parity } {
  const four = FOUR_KINDS[shape];
  if (four) {
    const map = fourKindsMap(four);
    return { level: map.level, orientation: map.orientation, parity: map.parity };
  }
  const name = isShapeName(shape) ? shape : 'rectangle';
  return {
    level: shapePreset(name, { rows: Math.max(1, rows), cols: Math.max(1, cols), orientation, parity }),
    orientation,
    parity,
  };
}

/** Crop or pad levelData to rows x cols, anchored top-left. */
export function fitLevel(level: LevelData, rows: number, cols: number): LevelData {
  return Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => level[i]?.[j] ?? VOID));
}
