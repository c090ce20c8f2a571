// The daily's board as a set of axial hexes (one shape a weekday), and that set laid out as levelData on the player's
// own layout. Mines and the start are kept as hexes, so every layout gets the same board, turned.
import { axialToOffset, FLOOR, VOID, type Axial, type LevelData, type Orientation, type Parity } from '../../engine';
import { seededRandom, randomInt, type Random } from '../random';

/** The shapes the week goes through. */
export type DailyShape = 'hexagon' | 'rectangle' | 'ring' | 'island' | 'parallelogram' | 'triangle' | 'bighexagon';

/** Sunday first, as Date.getUTCDay counts. */
export const WEEK: readonly DailyShape[] = [
  'bighexagon',
  'rectangle',
  'ring',
  'island',
  'parallelogram',
  'triangle',
  'hexagon',
];

const key = ({ q, r }: Axial) => `${q},${r}`;
const DIRS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

function hexagon(radius: number, hole = -1): Axial[] {
  const out: Axial[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) {
      if (Math.max(Math.abs(q), Math.abs(r), Math.abs(q + r)) > hole) out.push({ q, r });
    }
  }
  return out;
}

/** A rectangle as the horizontal odd layout draws it, so it reads as one on the canonical board. */
function rectangle(rows: number, cols: number): Axial[] {
  const out: Axial[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) out.push({ q: col - (row - (row & 1)) / 2, r: row });
  return out;
}

/** An island grown tile by tile from the centre (always in one piece), its coast drawn by the day's seed. */
function island(tiles: number, rand: Random): Axial[] {
  const have = new Map<string, Axial>([[key({ q: 0, r: 0 }), { q: 0, r: 0 }]]);
  const coast: Axial[] = [{ q: 0, r: 0 }];
  while (have.size < tiles) {
    const from = coast[randomInt(rand, coast.length)];
    const d = DIRS[randomInt(rand, 6)];
    const next = { q: from.q + d.q, r: from.r + d.r };
    if (Math.max(Math.abs(next.q), Math.abs(next.r), Math.abs(next.q + next.r)) > 7 || have.has(key(next))) continue;
    have.set(key(next), next);
    coast.push(next);
  }
  return [...have.values()].sort((a, b) => a.r - b.r || a.q - b.q);
}

/** The hexes of a shape (islands take the day's seed). */
export function shapeHexes(shape: DailyShape, seed: number): Axial[] {
  switch (shape) {
    case 'hexagon':
      return hexagon(5);
    case 'bighexagon':
      return hexagon(6);
    case 'ring':
      return hexagon(6, 1);
    case 'rectangle':
      return rectangle(9, 11);
    case 'parallelogram': {
      const out: Axial[] = [];
      for (let r = 0; r < 8; r++) for (let q = 0; q < 11; q++) out.push({ q, r });
      return out;
    }
    case 'triangle': {
      const out: Axial[] = [];
      for (let q = 0; q < 13; q++) for (let r = 0; r < 13 - q; r++) out.push({ q, r });
      return out;
    }
    case 'island':
      return island(96, seededRandom(seed ^ 0x5bd1e995));
  }
}

/** A set of hexes as levelData on a layout: each hex's cell, and the grid they fill. */
export interface Placed {
  level: LevelData;
  /** the cell of each hex, in the order given */
  cells: { row: number; col: number }[];
}

/**
 * Lay hexes out as levelData on a layout. The grid is moved so it starts at row and column 0; the offset axis moves
 * only by an even count, which keeps every hex's neighbours its neighbours.
 */
export function placeHexes(hexes: readonly Axial[], orientation: Orientation, parity: Parity): Placed {
  const raw = hexes.map((h) => axialToOffset({ orientation, parity }, h));
  const even = (n: number) => n - (((n % 2) + 2) % 2);
  const minRow = Math.min(...raw.map((c) => c.row));
  const minCol = Math.min(...raw.map((c) => c.col));
  const dRow = orientation === 'pointy' ? even(minRow) : minRow;
  const dCol = orientation === 'flat' ? even(minCol) : minCol;
  const cells = raw.map((c) => ({ row: c.row - dRow, col: c.col - dCol }));
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  const level: LevelData = Array.from({ length: rows }, () => new Array<number>(cols).fill(VOID));
  for (const c of cells) level[c.row][c.col] = FLOOR;
  return { level, cells };
}
