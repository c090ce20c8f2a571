import { FLOOR, WALL, type LevelData } from '../../engine/levelData';
import type { Orientation } from '../../engine/types';

// Hero's own first board: a small room with a wall two steps from the hero's start (the floor tile in the middle) and
// a way round it below, so a new visitor's first steps meet a wall, slide along it, and a walk goes round it.

/** 9 rows x 11 columns for the horizontal layout: '#' wall, '.' floor. */
const ROOM = [
  '.......#...',
  '.##....#.#.',
  '.#.....#.#.',
  '.......#.#.',
  '.......#...',
  '.......#...',
  '.......#.##',
  '...##......',
  '...........',
];

/**
 * The room as levelData; the vertical layout gets it transposed, as the tutorial turns its boards (neighbours stay
 * neighbours), so the room's long side runs down the screen's long side in both.
 */
export function heroRoom(orientation: Orientation): LevelData {
  const level = ROOM.map((line) => [...line].map((c) => (c === '#' ? WALL : FLOOR)));
  return orientation === 'pointy' ? level : level[0].map((_, col) => level.map((line) => line[col]));
}
