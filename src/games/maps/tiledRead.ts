import type { Orientation, Parity } from '../../engine';
import { hexSizeOf } from './geometry';
import { placeCells, usedBounds, type PlacedCells } from './cells';
import { fromBase64 } from './base64';
import { fail, type MapBoard, type MapPlatform } from './types';

// What the TMX and TMJ readers agree a Tiled map is, and how it becomes a board: the first tile layer's global tile
// ids, read through the tilesets' `kind` and `cost` properties.

/** Layer data as the file holds it: CSV or base64 text, a number array (JSON), or XML `<tile gid>` values. */
export type TiledPayload = { text: string } | { numbers: readonly unknown[] };

export interface TiledChunk {
  x: number;
  y: number;
  width: number;
  height: number;
  payload: TiledPayload;
}

export interface TiledLayer {
  name: string;
  width: number;
  height: number;
  /** 'csv', 'base64', or '' for XML tiles and JSON arrays */
  encoding: string;
  compression: string;
  payload: TiledPayload | null;
  chunks: TiledChunk[] | null;
}

export interface TiledMap {
  orientation: string;
  staggeraxis: string;
  staggerindex: string;
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  /** per tileset: its first global id and the levelData value of each of its tiles that says one */
  tilesets: { firstgid: number; values: Map<number, number> }[];
  layer: TiledLayer | null;
}

// Tiled keeps flips and rotations in the top four bits of a global id.
const GID_MASK = 0x0fffffff;

/** The board a Tiled map holds, or a MapFail saying why it can't be one. */
export async function tiledBoard(map: TiledMap, platform: MapPlatform): Promise<MapBoard> {
  if (map.orientation !== 'hexagonal') fail({ kind: 'notHexagonal', orientation: map.orientation || '?' });
  const axis = map.staggeraxis || 'y';
  const index = map.staggerindex || 'odd';
  if ((axis !== 'x' && axis !== 'y') || (index !== 'odd' && index !== 'even')) fail({ kind: 'stagger', axis, index });
  const orientation: Orientation = axis === 'y' ? 'pointy' : 'flat';
  const layer = map.layer ?? fail({ kind: 'noTileLayer' });
  const tilesets = [...map.tilesets].sort((a, b) => b.firstgid - a.firstgid);
  const valueOfGid = (gid: number): number => {
    const id = gid & GID_MASK;
    if (id === 0) return -1;
    const set = tilesets.find((t) => t.firstgid <= id);
    return set?.values.get(id - set.firstgid) ?? 0;
  };
  const cells: PlacedCells = { xs: [], ys: [], values: [] };
  const regions: TiledChunk[] = layer.chunks ?? [
    { x: 0, y: 0, width: layer.width, height: layer.height, payload: layer.payload ?? { text: '' } },
  ];
  for (const region of regions) {
    const gids = await readGids(layer, region, platform);
    for (let i = 0; i < gids.length; i++) {
      if ((gids[i] & GID_MASK) === 0) continue;
      cells.xs.push(region.x + (i % region.width));
      cells.ys.push(region.y + Math.floor(i / region.width));
      cells.values.push(valueOfGid(gids[i]));
    }
  }
  const bounds = layer.chunks ? usedBounds(cells) : { x0: 0, y0: 0, rows: layer.height, cols: layer.width };
  if (!bounds || bounds.rows < 1 || bounds.cols < 1) return fail({ kind: 'empty', layer: layer.name });
  const placed = placeCells(cells, bounds.x0, bounds.y0, bounds.rows, bounds.cols, orientation, index as Parity);
  return {
    level: placed.level,
    orientation,
    parity: placed.parity,
    hexSize: hexSizeOf(orientation, map.tilewidth, map.tileheight),
  };
}

/** A region's global ids, checked to be exactly width x height of them. */
async function readGids(layer: TiledLayer, region: TiledChunk, platform: MapPlatform): Promise<ArrayLike<number>> {
  const name = layer.name;
  const expected = region.width * region.height;
  if (!(expected >= 0) || !Number.isInteger(expected)) fail({ kind: 'dataSize', layer: name, expected: 0, found: 0 });
  let gids: ArrayLike<number>;
  const p = region.payload;
  if ('numbers' in p) {
    gids = p.numbers.map((v) =>
      typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff
        ? v
        : fail({ kind: 'badTile', layer: name, value: String(v) }),
    );
  } else if (layer.encoding === 'csv') {
    const words = p.text.split(',').map((w) => w.trim());
    if (words.length && words[words.length - 1] === '') words.pop();
    gids = words.map((w) =>
      /^\d+$/.test(w) && Number(w) <= 0xffffffff
        ? Number(w)
        : fail({ kind: 'badTile', layer: name, value: w.slice(0, 20) }),
    );
  } else if (layer.encoding === 'base64') {
    gids = await base64Gids(layer, p.text, platform);
  } else {
    return fail({ kind: 'encoding', layer: name, encoding: layer.encoding });
  }
  if (gids.length !== expected) fail({ kind: 'dataSize', layer: name, expected, found: gids.length });
  return gids;
}

async function base64Gids(layer: TiledLayer, text: string, platform: MapPlatform): Promise<Uint32Array> {
  const { name, compression } = layer;
  if (compression && compression !== 'zlib' && compression !== 'gzip')
    fail({ kind: 'compression', layer: name, compression });
  let bytes = fromBase64(text) ?? fail({ kind: 'base64', layer: name });
  if (compression) {
    try {
      bytes = await platform.inflate(bytes, compression === 'zlib' ? 'deflate' : 'gzip');
    } catch {
      fail({ kind: 'inflate', layer: name, compression });
    }
  }
  if (bytes.length % 4 !== 0)
    fail({ kind: 'dataSize', layer: name, expected: layer.width * layer.height, found: bytes.length / 4 });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getUint32(i * 4, true);
  return out;
}
