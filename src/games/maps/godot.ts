import type { Orientation, Parity } from '../../engine';
import { fromBase64, toBase64 } from './base64';
import { placeCells, usedBounds, type PlacedCells } from './cells';
import { hexSizeOf, tileGeometry } from './geometry';
import { TILE_VALUES, tileProperties, tileValue } from './kinds';
import { TILE_IMAGE } from './tiledWrite';
import { fail, type MapBoard } from './types';

// Godot 4's scene text (.tscn, format 4, as Godot 4.3+ saves a TileMapLayer) with the TileSet inside it. The stagger is
// Godot's TileSet::map_to_local: with tile_layout STACKED (0) odd rows (offset axis horizontal) or odd columns
// (vertical) are shifted half a tile, with STACKED_OFFSET (1) even ones; so Odd is 0 and Even is 1, and Hexlab's
// Horizontal (rows offset) is tile_offset_axis 0, Vertical 1. tile_map_data is format 0: a uint16 0, then 12 bytes a
// cell (int16 x, int16 y, uint16 source, uint16 atlas x, uint16 atlas y, uint16 alternative), little-endian.

const TILE_SHAPE_HEXAGON = 3;
const TYPE_INT = 2;
const TYPE_STRING = 4;

/** tile_map_data for a board: one cell per tile at x = column, y = row, atlas tile (value, 0) of source 0. */
export function tileMapData(board: MapBoard): Uint8Array {
  let count = 0;
  for (const row of board.level) for (const v of row) if (v >= 0) count++;
  const bytes = new Uint8Array(2 + 12 * count);
  const view = new DataView(bytes.buffer);
  let o = 2;
  board.level.forEach((row, y) =>
    row.forEach((v, x) => {
      if (v < 0) return;
      view.setInt16(o, x, true);
      view.setInt16(o + 2, y, true);
      view.setUint16(o + 4, 0, true);
      view.setUint16(o + 6, v, true);
      view.setUint16(o + 8, 0, true);
      view.setUint16(o + 10, 0, true);
      o += 12;
    }),
  );
  return bytes;
}

/** A scene holding one TileMapLayer named Hexlab, its TileSet and the tile image beside it. */
export function writeTscn(board: MapBoard, image = TILE_IMAGE): string {
  const g = tileGeometry(board.orientation, board.hexSize);
  const rows = board.level.length;
  const cols = board.level[0]?.length ?? 0;
  const tiles = TILE_VALUES.flatMap((v) => {
    const p = tileProperties(v);
    return [`${v}:0/0 = 0`, `${v}:0/0/custom_data_0 = "${p.kind}"`, `${v}:0/0/custom_data_1 = ${p.cost}`];
  });
  return [
    '[gd_scene load_steps=4 format=4]',
    '',
    `[ext_resource type="Texture2D" path="${image}" id="1_tiles"]`,
    '',
    '[sub_resource type="TileSetAtlasSource" id="TileSetAtlasSource_hexlab"]',
    'texture = ExtResource("1_tiles")',
    `texture_region_size = Vector2i(${g.width}, ${g.height})`,
    ...tiles,
    '',
    '[sub_resource type="TileSet" id="TileSet_hexlab"]',
    `tile_shape = ${TILE_SHAPE_HEXAGON}`,
    `tile_layout = ${board.parity === 'odd' ? 0 : 1}`,
    `tile_offset_axis = ${board.orientation === 'pointy' ? 0 : 1}`,
    `tile_size = Vector2i(${g.width}, ${g.height})`,
    'custom_data_layer_0/name = "kind"',
    `custom_data_layer_0/type = ${TYPE_STRING}`,
    'custom_data_layer_1/name = "cost"',
    `custom_data_layer_1/type = ${TYPE_INT}`,
    'sources/0 = SubResource("TileSetAtlasSource_hexlab")',
    '',
    '[node name="Hexlab" type="TileMapLayer"]',
    `tile_map_data = PackedByteArray("${toBase64(tileMapData(board))}")`,
    'tile_set = SubResource("TileSet_hexlab")',
    `metadata/hexlab_size = Vector2i(${cols}, ${rows})`,
    '',
  ].join('\n');
}

interface Section {
  head: string;
  props: Map<string, string>;
}

/** A .tscn's sections ([head] and its key = value lines; a value may run over lines, as arrays do). */
function sections(text: string): Section[] {
  const out: Section[] = [];
  let current: Section | null = null;
  let key: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (/^\[[a-z_]+[\s\]]/.test(line)) {
      current = { head: line, props: new Map() };
      out.push(current);
      key = null;
      continue;
    }
    const m = /^([A-Za-z0-9_:/]+) = (.*)$/.exec(line);
    if (m && current) {
      key = m[1];
      current.props.set(key, m[2]);
    } else if (key && current && line.trim()) current.props.set(key, `${current.props.get(key)}\n${line}`);
  }
  return out;
}

const attr = (head: string, name: string): string | null => new RegExp(`\\b${name}="([^"]*)"`).exec(head)?.[1] ?? null;
const int = (v: string | undefined, fallback: number): number =>
  v !== undefined && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : fallback;
const unquote = (v: string | undefined): string => (v ?? '').trim().replace(/^&?"(.*)"$/s, '$1');

/** The board a Godot 4 scene's first TileMapLayer holds (its TileSet inside the scene), or a MapFail saying why not. */
export function readTscn(text: string): MapBoard {
  const all = sections(text);
  const byId = new Map(all.filter((s) => s.head.startsWith('[sub_resource')).map((s) => [attr(s.head, 'id') ?? '', s]));
  const node =
    all.find((s) => s.head.startsWith('[node') && attr(s.head, 'type') === 'TileMapLayer') ??
    fail({ kind: 'godotNoLayer' });
  const setRef = /^SubResource\("([^"]*)"\)$/.exec((node.props.get('tile_set') ?? '').trim());
  const tileSet = (setRef && byId.get(setRef[1])) || fail({ kind: 'godotNoTileSet' });
  const shape = int(tileSet.props.get('tile_shape'), 0);
  if (shape !== TILE_SHAPE_HEXAGON) fail({ kind: 'godotShape', shape });
  const layout = int(tileSet.props.get('tile_layout'), 0);
  if (layout !== 0 && layout !== 1) fail({ kind: 'godotLayout', layout });
  const orientation: Orientation = int(tileSet.props.get('tile_offset_axis'), 0) === 1 ? 'flat' : 'pointy';
  const parity: Parity = layout === 0 ? 'odd' : 'even';
  const size = /Vector2i\((\d+),\s*(\d+)\)/.exec(tileSet.props.get('tile_size') ?? '') ?? ['', '16', '16'];
  const values = tileValues(tileSet, byId);
  const cells = readCells(node.props.get('tile_map_data'), values);
  const meta = /Vector2i\((\d+),\s*(\d+)\)/.exec(node.props.get('metadata/hexlab_size') ?? '');
  const used = usedBounds(cells);
  let bounds = used;
  if (
    meta &&
    (!used ||
      (used.x0 >= 0 &&
        used.y0 >= 0 &&
        used.x0 + used.cols <= Number(meta[1]) &&
        used.y0 + used.rows <= Number(meta[2])))
  ) {
    bounds = { x0: 0, y0: 0, cols: Number(meta[1]), rows: Number(meta[2]) };
  }
  if (!bounds || bounds.rows < 1 || bounds.cols < 1)
    return fail({ kind: 'empty', layer: attr(node.head, 'name') ?? '' });
  const placed = placeCells(cells, bounds.x0, bounds.y0, bounds.rows, bounds.cols, orientation, parity);
  return {
    level: placed.level,
    orientation,
    parity: placed.parity,
    hexSize: hexSizeOf(orientation, Number(size[1]), Number(size[2])),
  };
}

/** levelData values of the atlas tiles, keyed "source:x:y", from the custom data layers named kind and cost. */
function tileValues(tileSet: Section, byId: Map<string, Section>): Map<string, number> {
  const layers = new Map<number, string>();
  for (const [k, v] of tileSet.props) {
    const m = /^custom_data_layer_(\d+)\/name$/.exec(k);
    if (m) layers.set(Number(m[1]), unquote(v));
  }
  const out = new Map<string, number>();
  for (const [k, v] of tileSet.props) {
    const m = /^sources\/(\d+)$/.exec(k);
    const ref = /SubResource\("([^"]*)"\)/.exec(v);
    const source = ref && byId.get(ref[1]);
    if (!m || !source) continue;
    const props = new Map<string, Map<string, unknown>>();
    for (const [pk, pv] of source.props) {
      const t = /^(\d+):(\d+)\/0\/custom_data_(\d+)$/.exec(pk);
      const name = t && layers.get(Number(t[3]));
      if (!t || !name) continue;
      const key = `${m[1]}:${t[1]}:${t[2]}`;
      if (!props.has(key)) props.set(key, new Map());
      props.get(key)?.set(name, unquote(pv));
    }
    for (const [key, p] of props) out.set(key, tileValue(p) ?? 0);
  }
  return out;
}

/** The cells of tile_map_data, written as PackedByteArray("base64") or PackedByteArray(0, 0, ...). */
function readCells(raw: string | undefined, values: Map<string, number>): PlacedCells {
  const cells: PlacedCells = { xs: [], ys: [], values: [] };
  if (raw === undefined) return cells;
  const m = /^PackedByteArray\(([\s\S]*)\)$/.exec(raw.trim()) ?? fail({ kind: 'godotData', reason: 'format' });
  const inner = m[1].trim();
  let bytes: Uint8Array;
  if (inner.startsWith('"')) bytes = fromBase64(unquote(inner)) ?? fail({ kind: 'godotData', reason: 'base64' });
  else {
    const nums = inner ? inner.split(',').map((s) => Number(s.trim())) : [];
    if (nums.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) fail({ kind: 'godotData', reason: 'format' });
    bytes = Uint8Array.from(nums);
  }
  if (bytes.length === 0) return cells;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 2 || view.getUint16(0, true) !== 0) fail({ kind: 'godotData', reason: 'format' });
  if ((bytes.length - 2) % 12 !== 0) fail({ kind: 'godotData', reason: 'size' });
  for (let o = 2; o < bytes.length; o += 12) {
    const source = view.getUint16(o + 4, true);
    if (source === 0xffff) continue; // an erased cell
    cells.xs.push(view.getInt16(o, true));
    cells.ys.push(view.getInt16(o + 2, true));
    cells.values.push(values.get(`${source}:${view.getUint16(o + 6, true)}:${view.getUint16(o + 8, true)}`) ?? 0);
  }
  return cells;
}
