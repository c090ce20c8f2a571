import {
  axialLine,
  axialRange,
  axialReflect,
  axialRing,
  axialRotate,
  axialSpiral,
  fieldOfView,
  tileAtAxial,
  tileAxial,
  type Axial,
  type Board,
} from '../../engine';

export type LabTool = 'none' | 'line' | 'range' | 'ring' | 'spiral' | 'rotate' | 'reflect' | 'fov';

/** What a lab tool marks: tiles (ids), in order, and for transforms the source shape too. */
export interface ToolResult {
  tiles: number[];
  /** hexes that fall off the board (drawn as outlines when the shape leaves it) */
  off: Axial[];
  source: number[];
}

const REFLECT_AXES = ['q', 'r', 's'] as const;

/** Run a lab tool from the selected tile (or the hovered one) over the board. */
export function runTool(board: Board, tool: LabTool, selected: number, hover: number, radius: number, steps: number): ToolResult {
  const empty: ToolResult = { tiles: [], off: [], source: [] };
  const origin = selected >= 0 ? selected : hover;
  if (tool === 'none' || origin < 0) return empty;
  const centre = tileAxial(board, origin);
  const place = (hexes: Axial[], source: number[] = []): ToolResult => {
    const tiles: number[] = [];
    const off: Axial[] = [];
    for (const h of hexes) {
      const id = tileAtAxial(board, h);
      if (id >= 0) tiles.push(id);
      else off.push(h);
    }
    return { tiles, off, source };
  };
  switch (tool) {
    case 'line':
      return hover >= 0 ? place(axialLine(centre, tileAxial(board, hover))) : empty;
    case 'range':
      return place(axialRange(centre, radius));
    case 'ring':
      return place(axialRing(centre, radius));
    case 'spiral':
      return place(axialSpiral(centre, radius));
    case 'rotate':
    case 'reflect': {
      // The shape is the range around the selected tile, turned about the hovered tile (or itself).
      const pivot = hover >= 0 ? tileAxial(board, hover) : centre;
      const shape = axialRing(centre, radius).concat([centre]);
      const moved = shape.map((h) => (tool === 'rotate' ? axialRotate(h, pivot, steps) : axialReflect(h, pivot, REFLECT_AXES[((steps % 3) + 3) % 3])));
      return place(moved, place(shape).tiles);
    }
    case 'fov': {
      const seen = fieldOfView(board, origin);
      const tiles: number[] = [];
      for (let id = 0; id < board.size; id++) if (seen[id]) tiles.push(id);
      return { tiles, off: [], source: [] };
    }
  }
}
