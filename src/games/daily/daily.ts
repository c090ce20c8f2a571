// The daily hex: one no-guess board a day, derived from its date alone. The date names a seed; the weekday a shape; the
// seed a start tile and the mines, generated on one canonical layout (horizontal, odd) so that every browser and
// every layout gets the same mines, as hexes. Changing anything here changes every past daily: the unit tests pin
// a few dates.
import {
  makeBoard,
  tileAtOffset,
  type Axial,
  type Board,
  type LevelData,
  type Orientation,
  type Parity,
} from '../../engine';
import { generateNoGuess } from '../minesweeper/solver/generate';
import { seededRandom, randomInt } from '../random';
import { dateSeed, parseDay, weekday } from './date';
import { placeHexes, shapeHexes, WEEK, type DailyShape } from './shape';

/** The mines per 100 tiles, by shape: the weekend's big hexagon is the week's hardest. */
const DENSITY: Record<DailyShape, number> = {
  hexagon: 0.15,
  rectangle: 0.16,
  ring: 0.15,
  island: 0.16,
  parallelogram: 0.16,
  triangle: 0.15,
  bighexagon: 0.18,
};

/** What a date fixes before any layout: the seed, the shape, its hexes, the mine count. */
export interface DailySpec {
  readonly date: string;
  readonly seed: number;
  readonly shape: DailyShape;
  readonly hexes: readonly Axial[];
  readonly mines: number;
}

/** The daily of a `YYYY-MM-DD` date, or null for a date that does not exist. */
export function dailySpec(date: string): DailySpec | null {
  const day = parseDay(date);
  if (day === null) return null;
  const seed = dateSeed(date);
  const shape = WEEK[weekday(day)];
  const hexes = shapeHexes(shape, seed);
  return { date, seed, shape, hexes, mines: Math.round(hexes.length * DENSITY[shape]) };
}

/** A daily laid out on a layout: its board, its mines and its start tile (a zero that opens the game). */
export interface DailyBoard {
  readonly spec: DailySpec;
  readonly level: LevelData;
  readonly board: Board;
  readonly mines: Uint8Array;
  readonly start: number;
}

const CANONICAL = { orientation: 'pointy', parity: 'odd' } as const;

/** The daily's mines and start as hexes (generated once on the canonical layout). */
export function dailyMines(spec: DailySpec): { mines: Axial[]; start: Axial } {
  const placed = placeHexes(spec.hexes, CANONICAL.orientation, CANONICAL.parity);
  const board = makeBoard(placed.level, CANONICAL);
  const ids = placed.cells.map((c) => tileAtOffset(board, c));
  const rand = seededRandom(spec.seed);
  // The start: a tile with all six neighbours on the board, so it opens a real region.
  const inner = ids.filter((id) => board.neighbors.slice(id * 6, id * 6 + 6).every((n) => n >= 0));
  const startId = inner[randomInt(rand, inner.length)];
  // No time limit that a slow machine could hit first: the result must not depend on the machine.
  const made = generateNoGuess(board, spec.mines, startId, rand, { timeLimitMs: Number.POSITIVE_INFINITY });
  const hexOf = (id: number) => spec.hexes[ids.indexOf(id)];
  const mines: Axial[] = [];
  for (let id = 0; id < board.size; id++) if (made.mines[id]) mines.push(hexOf(id));
  return { mines, start: hexOf(startId) };
}

/** The daily on the player's layout. */
export function dailyBoard(
  spec: DailySpec,
  orientation: Orientation,
  parity: Parity,
  made = dailyMines(spec),
): DailyBoard {
  const placed = placeHexes(spec.hexes, orientation, parity);
  const board = makeBoard(placed.level, { orientation, parity });
  const idOf = new Map(spec.hexes.map((h, i) => [`${h.q},${h.r}`, tileAtOffset(board, placed.cells[i])]));
  const mines = new Uint8Array(board.size);
  for (const m of made.mines) mines[idOf.get(`${m.q},${m.r}`)!] = 1;
  return { spec, level: placed.level, board, mines, start: idOf.get(`${made.start.q},${made.start.r}`)! };
}
