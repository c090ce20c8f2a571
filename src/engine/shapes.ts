import { axialRange, axialRing } from './range';
import { TUTORIAL_HEXAGON, VOID, FLOOR, transpose, type LevelData } from './levelData';
import { axialToOffset } from './offset';
import type { Axial, OffsetSettings } from './types';

/** The board shapes the app offers. */
export type ShapeName = 'hexagon' | 'rectangle' | 'parallelogram' | 'triangle' | 'ring' | 'tutorial';

/** Every preset name, in the order a picker would list them. */
export const SHAPE_NAMES: readonly ShapeName[] = [
  'hexagon',
  'rectangle',
  'parallelogram',
  'triangle',
  'ring',
  'tutorial',
];

/** What a shape preset is fitted into. */
export interface ShapeOptions extends OffsetSettings {
  readonly rows: number;
  readonly cols: number;
}

// Red Blob: "Map storage" / map shapes. Each shape is built in axial space with a size parameter k, moved by whole axial
// steps (which keeps its shape in every offset layout) so its offset bounding box is centred in rows x cols, and the
// largest k that fits wins.
type Generator = (k: number) => Axial[];

const triangle = (k: number): Axial[] => {
  const out: Axial[] = [];
  for (let q = 0; q < k; q++) for (let r = 0; r < k - q; r++) out.push({ q, r });
  return out;
};

const ring = (k: number): Axial[] => {
  // A hexagon of radius k with its inner half hollowed out: a donut, not a one-tile outline.
  const out: Axial[] = [];
  for (let n = Math.ceil(k / 2); n <= k; n++) out.push(...(n === 0 ? [{ q: 0, r: 0 }] : axialRing({ q: 0, r: 0 }, n)));
  return out;
};

interface Box {
  minRow: number;
  maxRow: number;
  minCol: number;
  maxCol: number;
}

function boxOf(settings: OffsetSettings, hexes: Axial[], dq: number, dr: number): Box {
  const box = { minRow: Infinity, maxRow: -Infinity, minCol: Infinity, maxCol: -Infinity };
  for (const h of hexes) {
    const { row, col } = axialToOffset(settings, { q: h.q + dq, r: h.r + dr });
    box.minRow = Math.min(box.minRow, row);
    box.maxRow = Math.max(box.maxRow, row);
    box.minCol = Math.min(box.minCol, col);
    box.maxCol = Math.max(box.maxCol, col);
  }
  return box;
}

/**
 * Centre hexes in rows x cols by an axial move: first along the offset lines' cross axis (r for pointy, q for flat),
 * which can flip the line parity, then along the lines themselves, which moves every tile by exactly one cell.
 * Returns the move, or undefined when the shape does not fit.
 */
function centre(settings: OffsetSettings, hexes: Axial[], rows: number, cols: number): Axial | undefined {
  const pointy = settings.orientation === 'pointy';
  const first = boxOf(settings, hexes, 0, 0);
  const across = pointy
    ? Math.floor((rows - (first.maxRow - first.minRow + 1)) / 2) - first.minRow
    : Math.floor((cols - (first.maxCol - first.minCol + 1)) / 2) - first.minCol;
  const move = pointy ? { q: 0, r: across } : { q: across, r: 0 };
  const box = boxOf(settings, hexes, move.q, move.r);
  const height = box.maxRow - box.minRow + 1;
  const width = box.maxCol - box.minCol + 1;
  if (height > rows || width > cols) return undefined;
  // Moving along r in a flat layout, or along q in a pointy one, shifts every tile by one row or one column.
  if (pointy) return { q: Math.floor((cols - width) / 2) - box.minCol, r: move.r };
  return { q: move.q, r: Math.floor((rows - height) / 2) - box.minRow };
}

function fit(settings: ShapeOptions, make: Generator, kMax: number): LevelData | undefined {
  for (let k = kMax; k >= 1; k--) {
    const hexes = make(k);
    const move = centre(settings, hexes, settings.rows, settings.cols);
    if (move) return draw(settings, hexes, move);
  }
  return undefined;
}

function draw(settings: ShapeOptions, hexes: Axial[], move: Axial): LevelData {
  const level = emptyLevel(settings.rows, settings.cols);
  for (const h of hexes) {
    const { row, col } = axialToOffset(settings, { q: h.q + move.q, r: h.r + move.r });
    level[row][col] = FLOOR;
  }
  return level;
}

const emptyLevel = (rows: number, cols: number): LevelData =>
  Array.from({ length: rows }, () => new Array<number>(cols).fill(VOID));

/**
 * The parallelogram with the most tiles: `lines` offset lines, each `length` cells along them, slanting one way or
 * the other (Red Blob's parallelograms on the q-r and s-r or q-s axes). Sizes are tried on the corners only.
 */
function fitParallelogram(settings: ShapeOptions, along: number, across: number): LevelData | undefined {
  const pointy = settings.orientation === 'pointy';
  const cell = (a: number, c: number, mirrored: boolean): Axial => {
    if (pointy) return { q: mirrored ? a - c : a, r: c };
    return { q: c, r: mirrored ? a - c : a };
  };
  const shape = (length: number, lines: number, mirrored: boolean): Axial[] => {
    const out: Axial[] = [];
    for (let a = 0; a < length; a++) for (let c = 0; c < lines; c++) out.push(cell(a, c, mirrored));
    return out;
  };
  // Offset shifts grow by at most one cell per line, so the four corners already span the bounding box.
  const corners = (length: number, lines: number, mirrored: boolean): Axial[] => [
    cell(0, 0, mirrored),
    cell(length - 1, 0, mirrored),
    cell(0, lines - 1, mirrored),
    cell(length - 1, lines - 1, mirrored),
  ];
  let best: { tiles: number; length: number; lines: number; mirrored: boolean; move: Axial } | undefined;
  for (const mirrored of [false, true]) {
    for (let lines = 1; lines <= across; lines++) {
      for (let length = along; length >= 1 && length * lines > (best?.tiles ?? 0); length--) {
        const move = centre(settings, corners(length, lines, mirrored), settings.rows, settings.cols);
        if (!move) continue;
        best = { tiles: length * lines, length, lines, mirrored, move };
        break;
      }
    }
  }
  return best && draw(settings, shape(best.length, best.lines, best.mirrored), best.move);
}

/**
 * A preset board shape as levelData of rows x cols (-1 outside the shape), for the given layout. `tutorial` is the
 * tutorial's own 13x13 board whatever rows and cols say (transposed for flat layouts, like the tutorial does); a
 * 13x13 `hexagon` in the pointy odd layout is exactly that board, and in the pointy even layout its mirror image.
 */
export function shapePreset(name: ShapeName, options: ShapeOptions): LevelData {
  const rows = Math.max(0, Math.floor(options.rows));
  const cols = Math.max(0, Math.floor(options.cols));
  const settings = { ...options, rows, cols };
  const pointy = options.orientation === 'pointy';
  // along = the number of cells in one offset line, across = the number of lines
  const along = pointy ? cols : rows;
  const across = pointy ? rows : cols;
  let level: LevelData | undefined;
  switch (name) {
    case 'tutorial':
      return pointy ? TUTORIAL_HEXAGON.map((line) => [...line]) : transpose(TUTORIAL_HEXAGON);
    case 'rectangle':
      // Red Blob's axial "rectangle" loop lands on every offset cell, so it is simply the full grid.
      return Array.from({ length: rows }, () => new Array<number>(cols).fill(FLOOR));
    case 'hexagon':
      level = fit(settings, (k) => axialRange({ q: 0, r: 0 }, k - 1), Math.ceil(Math.min(rows, cols) / 2));
      break;
    case 'ring':
      level = fit(settings, (k) => ring(k - 1), Math.ceil(Math.min(rows, cols) / 2));
      break;
    case 'triangle':
      level = fit(settings, triangle, Math.min(rows, cols));
      break;
    case 'parallelogram':
      level = fitParallelogram(settings, along, across);
      break;
  }
  return level ?? emptyLevel(rows, cols);
}
