import { AXIAL_DIRECTIONS, axialDistance } from './hex';
import { axialLine } from './line';
import { axialToOffset, offsetToAxial } from './offset';
import { levelWidth, VOID, WALL, type LevelData } from './levelData';
import type { Axial, Offset, OffsetSettings } from './types';
import { nearestImage, wrapOffset, wrapShape, type Wrap, type WrapShape } from './wrap';

/** Tile kinds in a Board's `kind` array. */
export const KIND_FLOOR = 0;
export const KIND_WALL = 1;

/**
 * A board built from levelData: every tile (floor or wall; void cells are not tiles) gets a dense id 0..size-1,
 * and its six neighbour ids are precomputed, so flood fills and searches never allocate per lookup.
 */
export interface Board {
  readonly rows: number;
  readonly cols: number;
  readonly orientation: OffsetSettings['orientation'];
  readonly parity: OffsetSettings['parity'];
  /** number of tiles */
  readonly size: number;
  readonly row: Int32Array;
  readonly col: Int32Array;
  readonly q: Int32Array;
  readonly r: Int32Array;
  /** KIND_FLOOR or KIND_WALL per tile */
  readonly kind: Uint8Array;
  /** movement cost per tile: levelData values 2..9 are floor tiles that cost that much to enter; plain floor costs 1 */
  readonly cost: Uint8Array;
  /** tile id at row * cols + col, or -1 */
  readonly idAt: Int32Array;
  /** size * 6 entries: the neighbour in AXIAL_DIRECTIONS order d is neighbors[id * 6 + d], or -1 */
  readonly neighbors: Int32Array;
  /** the levelData the board was made from: the very array given when it was rows x cols already, else normalised */
  readonly level: LevelData;
  /** how the board wraps; its neighbour table crosses the seams */
  readonly wrap: Wrap;
  /** the seams' geometry, null when the board does not wrap */
  readonly wrapShape: WrapShape | null;
}

/** What a board is built with: the layout's orientation and parity, and how it wraps (none by default). */
export interface BoardSettings extends OffsetSettings {
  readonly wrap?: Wrap;
}

/**
 * Build a board from levelData for a layout's orientation and parity. A wrap the level can't take (wrapProblem says
 * why) throws: callers check first and tell the user.
 */
export function makeBoard(level: LevelData, settings: BoardSettings): Board {
  const rows = level.length;
  const cols = levelWidth(level);
  const idAt = new Int32Array(rows * cols).fill(-1);
  let size = 0;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const v = level[i][j] ?? VOID;
      if (v !== VOID) idAt[i * cols + j] = size++;
    }
  }
  const row = new Int32Array(size);
  const col = new Int32Array(size);
  const q = new Int32Array(size);
  const r = new Int32Array(size);
  const kind = new Uint8Array(size);
  const cost = new Uint8Array(size);
  const normal: LevelData = [];
  for (let i = 0; i < rows; i++) {
    const line: number[] = [];
    for (let j = 0; j < cols; j++) {
      const v = level[i][j] ?? VOID;
      line.push(v);
      const id = idAt[i * cols + j];
      if (id < 0) continue;
      row[id] = i;
      col[id] = j;
      const a = offsetToAxial(settings, { row: i, col: j });
      q[id] = a.q;
      r[id] = a.r;
      kind[id] = v === WALL ? KIND_WALL : KIND_FLOOR;
      cost[id] = v >= 2 ? v : 1;
    }
    normal.push(line);
  }
  // The array given stays the board's own where it needs no normalising, so a board rebuilt from the same levelData
  // (a new parity or wrap) holds the same array, as callers that compare levelData by identity expect.
  const own = level.every((l, i) => l.length === cols && normal[i].every((v, j) => v === l[j])) ? level : normal;
  const wrap = settings.wrap ?? 'none';
  const shape = wrapShape(normal, settings, wrap);
  if (wrap !== 'none' && !shape) throw new RangeError(`a ${rows} x ${cols} board can't wrap '${wrap}'`);
  const neighbors = new Int32Array(size * 6).fill(-1);
  for (let id = 0; id < size; id++) {
    for (let d = 0; d < 6; d++) {
      const dir = AXIAL_DIRECTIONS[d];
      const a = { q: q[id] + dir.q, r: r[id] + dir.r };
      const at = (o: Offset | null) =>
        o && o.row >= 0 && o.row < rows && o.col >= 0 && o.col < cols ? idAt[o.row * cols + o.col] : -1;
      const n = at(axialToOffset(settings, a));
      // Off the board (or into a void corner of a hexagon's box): across the seam, where the board wraps.
      neighbors[id * 6 + d] = n < 0 && shape ? at(wrapOffset(shape, settings, a)) : n;
    }
  }
  return {
    rows,
    cols,
    orientation: settings.orientation,
    parity: settings.parity,
    size,
    row,
    col,
    q,
    r,
    kind,
    cost,
    idAt,
    neighbors,
    level: own,
    wrap,
    wrapShape: shape,
  };
}

/** The tile id at an offset position, or -1 when there is no tile there. */
export function tileAtOffset(board: Board, { row, col }: Offset): number {
  if (row < 0 || col < 0 || row >= board.rows || col >= board.cols) return -1;
  return board.idAt[row * board.cols + col];
}

/** The tile id at an axial position, or -1. */
export function tileAtAxial(board: Board, a: Axial): number {
  return tileAtOffset(board, axialToOffset(board, a));
}

/** A tile's axial coordinates. */
export const tileAxial = (board: Board, id: number): Axial => ({ q: board.q[id], r: board.r[id] });

/** A tile's neighbour ids that exist (up to six), in direction order. */
export function tileNeighbors(board: Board, id: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = board.neighbors[id * 6 + d];
    if (n >= 0) out.push(n);
  }
  return out;
}

/** Whether a tile can be walked on / hold a game piece. */
export const isFloor = (board: Board, id: number): boolean => id >= 0 && board.kind[id] === KIND_FLOOR;

/** The tile a hex lands on, wrapped across the board's seams when it wraps, or -1. */
export function tileAtWrapped(board: Board, a: Axial): number {
  const id = tileAtAxial(board, a);
  if (id >= 0 || !board.wrapShape) return id;
  const o = wrapOffset(board.wrapShape, board, a);
  return o ? tileAtOffset(board, o) : -1;
}

/** Hex distance between two hexes of the board, the short way across its seams (Red Blob: "Wraparound maps"). */
export const boardDistance = (board: Board, a: Axial, b: Axial): number =>
  axialDistance(a, nearestImage(board.wrapShape, a, b));

/** The tiles of the line from a to b, the short way across the board's seams; -1 where a hex is off the board. */
export const boardLine = (board: Board, a: Axial, b: Axial): number[] =>
  axialLine(a, nearestImage(board.wrapShape, a, b)).map((h) => tileAtWrapped(board, h));
