// One tile as each tool names it: Red Blob's offset coordinates, Tiled's map x and y, Godot 4's TileMapLayer cell,
// Unity's hexagonal Grid cell (y up) and axial. Identifiers and numbers only; the lab catalogue words them.
import { axialToOffset, offsetToAxial, type Axial, type Offset, type OffsetSettings } from '../../engine';

/** The tools, in the order the card lists them (each is a row's data-tool). */
export const TOOLS = ['redblob', 'tiled', 'godot', 'unity', 'axial'] as const;
export type Tool = (typeof TOOLS)[number];

/** Red Blob's name of the layout: odd-r / even-r shove rows, odd-q / even-q shove columns. */
type RedBlobName = 'odd-r' | 'even-r' | 'odd-q' | 'even-q';

/** A cell in a tool whose cells are numbered x across and y along its own axis. */
export interface ToolCell {
  readonly x: number;
  readonly y: number;
}

/**
 * How Unity's Grid (cellLayout Hexagon) holds the board: point-top (cellSwizzle XYZ) shoves odd rows right,
 * flat-top (cellSwizzle YXZ) odd columns up, whatever the board's offset, and its y grows upwards. A board whose
 * shoved rows (columns) are even there sits one row lower (one column further right): `shift`.
 */
export interface UnitySettings {
  readonly swizzle: 'XYZ' | 'YXZ';
  readonly shift: 'none' | 'row' | 'column';
}

export interface TileInTools {
  readonly redblob: ToolCell & { readonly name: RedBlobName };
  /** Tiled: staggeraxis y staggers rows (the Horizontal layout), x columns; x is the map column, y the row */
  readonly tiled: ToolCell & { readonly staggeraxis: 'x' | 'y'; readonly staggerindex: 'odd' | 'even' };
  /** Godot 4's TileSet: tile_offset_axis 0 horizontal / 1 vertical, tile_layout 0 stacked (odd) / 1 stacked offset (even) */
  readonly godot: ToolCell & { readonly tileOffsetAxis: 0 | 1; readonly tileLayout: 0 | 1 };
  readonly unity: ToolCell & UnitySettings;
  readonly axial: Axial;
}

/** The layout's name in Red Blob's guide ("Offset coordinates"). */
function redBlobName({ orientation, parity }: OffsetSettings): RedBlobName {
  return `${parity}-${orientation === 'pointy' ? 'r' : 'q'}`;
}

/** Where Unity's Grid puts a board of this layout (see UnitySettings). */
function unitySettings({ orientation, parity }: OffsetSettings): UnitySettings {
  if (orientation === 'pointy') return { swizzle: 'XYZ', shift: parity === 'odd' ? 'none' : 'row' };
  // With y up, Unity's raised odd columns are the columns shoved down as seen with y down: even-q.
  return { swizzle: 'YXZ', shift: parity === 'even' ? 'none' : 'column' };
}

/** The Unity cell of the tile at (row, col): y is minus the row (y up), moved by the layout's shift. */
function offsetToUnity(layout: OffsetSettings, { row, col }: Offset): ToolCell {
  const { shift } = unitySettings(layout);
  return { x: col + (shift === 'column' ? 1 : 0), y: -row - (shift === 'row' ? 1 : 0) };
}

/** Unity's cell back to the tile's (row, col). */
function unityToOffset(layout: OffsetSettings, { x, y }: ToolCell): Offset {
  const { shift } = unitySettings(layout);
  return { row: -y - (shift === 'row' ? 1 : 0), col: x - (shift === 'column' ? 1 : 0) };
}

/** Tiled's, Godot's and Red Blob's cells are all x = column, y = row; only their names of the layout differ. */
const offsetToCell = ({ row, col }: Offset): ToolCell => ({ x: col, y: row });
const cellToOffset = ({ x, y }: ToolCell): Offset => ({ row: y, col: x });

/** The tile at (row, col) in every tool. */
export function tileInTools(layout: OffsetSettings, tile: Offset): TileInTools {
  const cell = offsetToCell(tile);
  const pointy = layout.orientation === 'pointy';
  const odd = layout.parity === 'odd';
  return {
    redblob: { ...cell, name: redBlobName(layout) },
    tiled: { ...cell, staggeraxis: pointy ? 'y' : 'x', staggerindex: layout.parity },
    godot: { ...cell, tileOffsetAxis: pointy ? 0 : 1, tileLayout: odd ? 0 : 1 },
    unity: { ...offsetToUnity(layout, tile), ...unitySettings(layout) },
    axial: offsetToAxial(layout, tile),
  };
}

/** A tool's name of a tile back to (row, col): the inverse of tileInTools, tool by tool. */
export function toolToOffset(layout: OffsetSettings, tool: Tool, at: ToolCell | Axial): Offset {
  if (tool === 'axial') return axialToOffset(layout, at as Axial);
  if (tool === 'unity') return unityToOffset(layout, at as ToolCell);
  return cellToOffset(at as ToolCell);
}
