import { FLOOR, WALL } from '../../engine';
import { isTileValue } from '../editor/limits';

// Every export carries one tile per kind of cell, in levelData's order: tile index = levelData value (0 floor, 1 wall,
// 2..9 floor with that movement cost). Each tile says what it is in the properties `kind` and `cost`.

/** The tile values an export's tileset holds, one tile each, tile index = value. */
export const TILE_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The properties written on a value's tile: its kind, and the cost of entering it (a wall: 0, it can't be entered). */
export const tileProperties = (value: number): { kind: 'floor' | 'wall'; cost: number } =>
  value === WALL ? { kind: 'wall', cost: 0 } : { kind: 'floor', cost: value === FLOOR ? 1 : value };

/** A tile's levelData value from its `kind`/`cost` properties (wall; cost 2..9; else floor), null if it has neither. */
export function tileValue(props: Map<string, unknown>): number | null {
  if (!props.has('kind') && !props.has('cost')) return null;
  const kind = props.get('kind');
  if (typeof kind === 'string' && kind.trim().toLowerCase() === 'wall') return WALL;
  const raw = props.get('cost');
  const cost = typeof raw === 'string' ? Number(raw) : raw;
  return typeof cost === 'number' && cost >= 2 && isTileValue(cost) ? cost : FLOOR;
}
