import { tileValue } from './kinds';
import { fail, type MapPlatform, type XmlElement } from './types';
import type { TiledLayer, TiledMap, TiledPayload } from './tiledRead';

// Tiled's XML map (.tmx) read into the shape both Tiled readers share. The platform's parser reads the XML.

const kids = (e: XmlElement, tag: string): XmlElement[] => Array.from(e.children).filter((c) => c.tagName === tag);
const kid = (e: XmlElement, tag: string): XmlElement | undefined => kids(e, tag)[0];
const num = (e: XmlElement, name: string, fallback = 0): number => {
  const v = Number(e.getAttribute(name));
  return e.getAttribute(name) === null || !Number.isFinite(v) ? fallback : v;
};

/** The TMX text's map, or a MapFail (broken XML with its line, no <map>). */
export function readTmx(text: string, platform: MapPlatform): TiledMap {
  const parsed = platform.parseXml(text);
  if (!('root' in parsed)) return fail({ kind: 'xml', line: parsed.line });
  const map = parsed.root;
  if (map.tagName !== 'map') fail({ kind: 'notAMap' });
  const tilesets = kids(map, 'tileset').map((set) => {
    const values = new Map<number, number>();
    for (const tile of kids(set, 'tile')) {
      const props = new Map<string, unknown>();
      for (const p of kids(kid(tile, 'properties') ?? tile, 'property'))
        props.set(p.getAttribute('name') ?? '', p.getAttribute('value') ?? p.textContent ?? '');
      const value = tileValue(props);
      if (value !== null) values.set(num(tile, 'id', -1), value);
    }
    return { firstgid: num(set, 'firstgid', 1), values };
  });
  return {
    orientation: map.getAttribute('orientation') ?? '',
    staggeraxis: map.getAttribute('staggeraxis') ?? '',
    staggerindex: map.getAttribute('staggerindex') ?? '',
    width: num(map, 'width'),
    height: num(map, 'height'),
    tilewidth: num(map, 'tilewidth'),
    tileheight: num(map, 'tileheight'),
    tilesets,
    layer: firstLayer(map),
  };
}

/** The first tile layer, looking inside groups too, in the order Tiled draws them. */
function firstLayer(parent: XmlElement): TiledLayer | null {
  for (const e of Array.from(parent.children)) {
    if (e.tagName === 'group') {
      const inner = firstLayer(e);
      if (inner) return inner;
    }
    if (e.tagName !== 'layer') continue;
    const data = kid(e, 'data');
    const encoding = data?.getAttribute('encoding') ?? '';
    const payload = (d: XmlElement): TiledPayload =>
      encoding
        ? { text: d.textContent ?? '' }
        : { numbers: kids(d, 'tile').map((t) => Number(t.getAttribute('gid') ?? 0)) };
    const chunks = data ? kids(data, 'chunk') : [];
    return {
      name: e.getAttribute('name') ?? '',
      width: num(e, 'width'),
      height: num(e, 'height'),
      encoding,
      compression: data?.getAttribute('compression') ?? '',
      payload: data ? payload(data) : null,
      chunks: chunks.length
        ? chunks.map((c) => ({
            x: num(c, 'x'),
            y: num(c, 'y'),
            width: num(c, 'width'),
            height: num(c, 'height'),
            payload: payload(c),
          }))
        : null,
    };
  }
  return null;
}
