import { AXIAL_DIRECTIONS } from './hex';
import { axialToOffset, offsetToAxial } from './offset';
import { levelWidth, VOID, WALL, type LevelData } from './levelData';
import type { Axial, Offset, OffsetSettings } from './types';

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
  /** the levelData the board was made from (normalised to rows x cols) */
  readonly level: LevelData;
}

/** Build a board from levelData for a layout's orientation and parity. */
export function makeBoard(level: LevelData, settings: OffsetSettings): Board {
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
  const neighbors = new Int32Array(size * 6).fill(-1);
  for (let id = 0; id < size; id++) {
    for (let d = 0; d < 6; d++) {
      const dir = AXIAL_DIRECTIONS[d];
      const o = axialToOffset(settings, { q: q[id] + dir.q, r: r[id] + dir.r });
      if (o.row >= 0 && o.row < rows && o.col >= 0 && o.col < cols) neighbors[id * 6 + d] = idAt[o.row * cols + o.col];
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
    level: normal,
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
