// What a levelData cell may hold and how big a board may get: shared by the editor, the text parser and share links.

import { MAX_SIDE } from '../limits';

/** The largest number of rows or columns a board may have (one limit for the whole app: games/limits.ts). */
export const MAX_LEVEL_SIDE = MAX_SIDE;

/** The smallest and largest tile values: -1 no tile, 0 floor, 1 wall, 2..9 floor with that movement cost. */
export const MIN_TILE = -1;
export const MAX_TILE = 9;

/** Whether v is a value a levelData cell may hold. */
export const isTileValue = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= MIN_TILE && v <= MAX_TILE;

/** Whether a cell value is something a piece can stand on: plain floor or a floor with a movement cost. */
export const isFloorValue = (v: number): boolean => v === 0 || (v >= 2 && v <= MAX_TILE);
