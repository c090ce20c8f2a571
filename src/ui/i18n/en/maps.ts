// Opening and exporting maps for other tools (Tiled, Godot), in English: why a file can't be opened, what opened.
import type { MapProblem } from '../../../games/maps/types';
import type { Format } from '../format';

const layerName = (layer: string) => (layer ? `layer '${layer}'` : 'the tile layer');

/** Why a map file can't be opened. */
export function mapProblem(p: MapProblem, f: Format): string {
  switch (p.kind) {
    case 'unknownFile':
      return 'it is not a file Hexlab reads: open levelData (.js, .json, .txt), a Tiled map (.tmx, .tmj) or a Godot 4 scene (.tscn)';
    case 'xml':
      return p.line === null
        ? 'its XML is broken or cut short'
        : `its XML is broken or cut short at line ${f.number(p.line)}`;
    case 'json':
      return 'it is not valid JSON';
    case 'notAMap':
      return 'it is not a Tiled map';
    case 'notHexagonal':
      return `it is an ${p.orientation} map, not a hexagonal one; Hexlab opens hexagonal maps only`;
    case 'stagger':
      return `its stagger axis '${p.axis}' and index '${p.index}' are not a hex layout (axis x or y, index odd or even)`;
    case 'noTileLayer':
      return 'it has no tile layer';
    case 'encoding':
      return `${layerName(p.layer)} uses the encoding '${p.encoding}'; Hexlab reads CSV and base64`;
    case 'compression':
      return `${layerName(p.layer)} is compressed with ${p.compression}, which Hexlab can't read; save it in Tiled with zlib, gzip or no compression`;
    case 'base64':
      return `${layerName(p.layer)} holds data that is not valid base64`;
    case 'inflate':
      return `${layerName(p.layer)} holds ${p.compression} data that is corrupt or cut short`;
    case 'dataSize':
      return `${layerName(p.layer)} holds ${f.number(p.found)} tiles where its size needs ${f.number(p.expected)}`;
    case 'badTile':
      return `${layerName(p.layer)} holds '${p.value}', which is not a tile id`;
    case 'empty':
      return `${layerName(p.layer)} has no tiles`;
    case 'tooBig':
      return `the board is ${f.number(p.rows)} x ${f.number(p.cols)}, over the ${p.max} x ${p.max} limit`;
    case 'godotNoTileSet':
      return 'its TileMapLayer has no TileSet inside the scene (a TileSet saved in its own file is not read)';
    case 'godotShape':
      return `its TileSet's tile_shape is ${p.shape}, not 3 (hexagon)`;
    case 'godotLayout':
      return `its TileSet's tile_layout is ${p.layout}; Hexlab reads 0 (stacked, Odd) and 1 (stacked offset, Even)`;
    case 'godotNoLayer':
      return 'it holds no TileMapLayer';
    case 'godotData':
      return p.reason === 'base64'
        ? 'its tile_map_data is not valid base64'
        : p.reason === 'size'
          ? 'its tile_map_data is cut short'
          : 'its tile_map_data is not in format 0';
    case 'zipNoMap':
      return 'the zip holds no map (.tmx, .tmj, .json or .tscn)';
    case 'zip':
      return 'it is not a zip file that can be read';
  }
}

const maps = {
  refused: (file: string, why: string) => `Couldn't open ${file}: ${why}. Nothing was changed.`,
  opened: (file: string, rows: number, cols: number, tiles: number, f: Format) =>
    `Opened ${file}: ${f.number(rows)} x ${f.number(cols)} cells (${f.plural(tiles, { one: '# tile', other: '# tiles' })}).`,
};

export default maps;
