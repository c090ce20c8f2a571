import {
  axialLine,
  axialRange,
  axialReflect,
  axialRing,
  axialRotate,
  axialSpiral,
  fieldOfView,
  boardDistance,
  KIND_WALL,
  nearestImage,
  tileAtAxial,
  tileAtWrapped,
  tileAxial,
  type Axial,
  type Board,
} from '../../engine';
import { rangeIntersection } from './intersect';

export type LabTool = 'none' | 'line' | 'range' | 'ring' | 'spiral' | 'rotate' | 'reflect' | 'fov' | 'intersect';

/** What a lab tool marks, as tile ids. */
export interface ToolResult {
  /** the result, in order (the spiral's numbering, the line from start to end) */
  tiles: number[];
  /** result hexes that fall off the board, drawn as outlines */
  off: Axial[];
  /** the shape before a rotation or reflection */
  source: number[];
  /** field of view: tiles the origin cannot see */
  hidden: number[];
  /** field of view: the walls in sight, which cast the shadows */
  blockers: number[];
  /** intersecting ranges: tiles in some of the ranges but not all */
  around: number[];
  /** intersecting ranges: the centres */
  centres: number[];
}

/** Tools whose result follows the pointer even when a tile is selected. */
export const usesHover = (tool: LabTool): boolean => tool === 'line' || tool === 'rotate' || tool === 'reflect';

const REFLECT_AXES = ['q', 'r', 's'] as const;

/** The reflection axis for the Lab's steps field: 0 q, 1 r, 2 s (any integer wraps). */
export const reflectAxis = (steps: number) => REFLECT_AXES[((steps % 3) + 3) % 3];

const empty = (): ToolResult => ({ tiles: [], off: [], source: [], hidden: [], blockers: [], around: [], centres: [] });

/** The centres the intersect tool uses: the picked ones, and the hovered tile as the next while fewer than two are picked. */
export function intersectCentres(picked: readonly number[], hover: number): number[] {
  return picked.length < 2 && hover >= 0 && !picked.includes(hover) ? [...picked, hover] : [...picked];
}

/** Run a lab tool from the selected tile (or the hovered one) over the board; the intersect tool uses `centres`. */
export function runTool(
  board: Board,
  tool: LabTool,
  selected: number,
  hover: number,
  radius: number,
  steps: number,
  centres: readonly number[] = [],
): ToolResult {
  if (tool === 'intersect') return intersectTool(board, intersectCentres(centres, hover), radius);
  const origin = selected >= 0 ? selected : hover;
  if (tool === 'none' || origin < 0) return empty();
  const centre = tileAxial(board, origin);
  // On a wrapped board a hex off the edge lands across the seam; a tile reached twice that way counts once.
  const place = (hexes: Axial[]): ToolResult => {
    const out = empty();
    const seen = new Set<number>();
    for (const h of hexes) {
      const id = tileAtWrapped(board, h);
      if (id < 0) out.off.push(h);
      else if (!seen.has(id)) {
        seen.add(id);
        out.tiles.push(id);
      }
    }
    return out;
  };
  switch (tool) {
    case 'line':
      // Towards the copy of the hovered tile nearest across the seams: the short way round a wrapped board.
      return hover >= 0
        ? place(axialLine(centre, nearestImage(board.wrapShape, centre, tileAxial(board, hover))))
        : empty();
    case 'range':
      return place(axialRange(centre, radius));
    case 'ring': {
      const ring = place(axialRing(centre, radius));
      // Across a seam a ring's hex may land nearer the centre than its radius: it is not on the ring there.
      if (board.wrapShape)
        ring.tiles = ring.tiles.filter((id) => boardDistance(board, centre, tileAxial(board, id)) === radius);
      return ring;
    }
    case 'spiral':
      return place(axialSpiral(centre, radius));
    case 'rotate':
    case 'reflect': {
      // The shape is the ring around the selected tile plus its centre, turned about the hovered tile.
      const pivot = hover >= 0 ? tileAxial(board, hover) : centre;
      const shape = axialRing(centre, radius).concat([centre]);
      const moved = shape.map((h) =>
        tool === 'rotate' ? axialRotate(h, pivot, steps) : axialReflect(h, pivot, reflectAxis(steps)),
      );
      return { ...place(moved), source: place(shape).tiles };
    }
    case 'fov': {
      const seen = fieldOfView(board, origin);
      const out = empty();
      for (let id = 0; id < board.size; id++) {
        if (!seen[id]) out.hidden.push(id);
        else if (board.kind[id] === KIND_WALL) out.blockers.push(id);
        else out.tiles.push(id);
      }
      return out;
    }
  }
}

function intersectTool(board: Board, centres: number[], radius: number): ToolResult {
  const out = empty();
  out.centres = centres;
  if (centres.length === 0) return out;
  const hexes = centres.map((c) => tileAxial(board, c));
  for (const h of rangeIntersection(hexes, radius)) {
    const id = tileAtAxial(board, h);
    if (id >= 0) out.tiles.push(id);
    else out.off.push(h);
  }
  const inAll = new Set(out.tiles);
  const around = new Set<number>();
  for (const c of hexes)
    for (const h of axialRange(c, radius)) {
      const id = tileAtAxial(board, h);
      if (id >= 0 && !inAll.has(id)) around.add(id);
    }
  out.around = [...around].sort((a, b) => a - b);
  return out;
}

/** What the tool found, in figures, for the panel's summary line (the UI's lab catalogue writes the sentence). */
export interface ToolCounts {
  readonly tool: LabTool;
  readonly radius: number;
  /** tiles in the result (in sight, for field of view) */
  readonly tiles: number;
  /** result hexes off the board */
  readonly off: number;
  /** tiles of the shape before a rotation or reflection */
  readonly source: number;
  /** field of view: tiles hidden, and walls casting the shadows */
  readonly hidden: number;
  readonly blockers: number;
  /** intersecting ranges: centres in use */
  readonly centres: number;
  /** how many tiles the same shape has on an open board (range, ring) */
  readonly open: number;
}

export function toolCounts(tool: LabTool, result: ToolResult, radius: number): ToolCounts {
  const open = tool === 'range' ? 3 * radius * (radius + 1) + 1 : tool === 'ring' ? (radius === 0 ? 1 : 6 * radius) : 0;
  return {
    tool,
    radius,
    tiles: result.tiles.length,
    off: result.off.length,
    source: result.source.length,
    hidden: result.hidden.length,
    blockers: result.blockers.length,
    centres: result.centres.length,
    open,
  };
}
