import { tileValue } from './kinds';
import { fail } from './types';
import type { TiledChunk, TiledLayer, TiledMap, TiledPayload } from './tiledRead';

// Tiled's JSON map (.tmj, or .json) read into the shape both Tiled readers share.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Whether parsed JSON looks like a Tiled map (rather than levelData). */
export const isTiledJson = (v: unknown): v is Json =>
  isObject(v) && (v.type === 'map' || ('orientation' in v && 'layers' in v));

/** The map a parsed TMJ holds, or a MapFail. */
export function readTmj(json: unknown): TiledMap {
  if (!isTiledJson(json)) return fail({ kind: 'notAMap' });
  const tilesets = list(json.tilesets)
    .filter(isObject)
    .map((set) => {
      const values = new Map<number, number>();
      for (const tile of list(set.tiles).filter(isObject)) {
        const props = new Map<string, unknown>();
        for (const p of list(tile.properties).filter(isObject)) props.set(str(p.name), p.value);
        const value = tileValue(props);
        if (value !== null) values.set(num(tile.id, -1), value);
      }
      return { firstgid: num(set.firstgid, 1), values };
    });
  return {
    orientation: str(json.orientation),
    staggeraxis: str(json.staggeraxis),
    staggerindex: str(json.staggerindex),
    width: num(json.width),
    height: num(json.height),
    tilewidth: num(json.tilewidth),
    tileheight: num(json.tileheight),
    tilesets,
    layer: firstLayer(list(json.layers)),
  };
}

const payloadOf = (data: unknown): TiledPayload =>
  typeof data === 'string' ? { text: data } : { numbers: list(data) };

function firstLayer(layers: unknown[]): TiledLayer | null {
  for (const e of layers.filter(isObject)) {
    if (e.type === 'group') {
      const inner = firstLayer(list(e.layers));
      if (inner) return inner;
    }
    if (e.type !== 'tilelayer') continue;
    const encoding =
      str(e.encoding) === 'base64' ? 'base64' : typeof e.data === 'string' || e.encoding ? str(e.encoding) : '';
    const chunks: TiledChunk[] | null = Array.isArray(e.chunks)
      ? e.chunks.filter(isObject).map((c) => ({
          x: num(c.x),
          y: num(c.y),
          width: num(c.width),
          height: num(c.height),
          payload: payloadOf(c.data),
        }))
      : null;
    return {
      name: str(e.name),
      width: num(e.width),
      height: num(e.height),
      encoding,
      compression: str(e.compression),
      payload: payloadOf(e.data),
      chunks,
    };
  }
  return null;
}
