import { tileGeometry } from './geometry';
import { TILE_VALUES, tileProperties } from './kinds';
import type { MapBoard } from './types';

// Tiled maps as Tiled writes them (1.8's attribute order and JSON keys), so Tiled opens them as they are: hexagonal,
// the board's stagger axis and index, an embedded tileset with one tile per kind and the tile image beside the map.

/** The tile image's file name, beside the map in the zip. */
export const TILE_IMAGE = 'hexlab-tiles.png';

/** Global ids of a board's cells, row by row: 0 no tile, else tile value + 1 (the tileset's first gid is 1). */
const gids = (board: MapBoard): number[] => board.level.flatMap((row) => row.map((v) => (v < 0 ? 0 : v + 1)));

const mapHeader = (board: MapBoard) => {
  const rows = board.level.length;
  const cols = board.level[0]?.length ?? 0;
  const g = tileGeometry(board.orientation, board.hexSize);
  const staggeraxis = board.orientation === 'pointy' ? 'y' : 'x';
  return { rows, cols, g, staggeraxis, staggerindex: board.parity };
};

/** A TMX map: CSV layer data, one row of the board per line. */
export function writeTmx(board: MapBoard, image = TILE_IMAGE): string {
  const { rows, cols, g, staggeraxis, staggerindex } = mapHeader(board);
  const n = TILE_VALUES.length;
  const tiles = TILE_VALUES.map((v) => {
    const p = tileProperties(v);
    return `  <tile id="${v}">\n   <properties>\n    <property name="kind" value="${p.kind}"/>\n    <property name="cost" type="int" value="${p.cost}"/>\n   </properties>\n  </tile>`;
  });
  const all = gids(board);
  const csv = board.level.map((_, r) => all.slice(r * cols, (r + 1) * cols).join(',')).join(',\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" renderorder="right-down" width="${cols}" height="${rows}" tilewidth="${g.width}" tileheight="${g.height}" infinite="0" hexsidelength="${g.side}" staggeraxis="${staggeraxis}" staggerindex="${staggerindex}" nextlayerid="2" nextobjectid="1">`,
    ` <tileset firstgid="1" name="hexlab" tilewidth="${g.width}" tileheight="${g.height}" tilecount="${n}" columns="${n}">`,
    `  <image source="${image}" width="${g.width * n}" height="${g.height}"/>`,
    ...tiles,
    ' </tileset>',
    ` <layer id="1" name="Hexlab" width="${cols}" height="${rows}">`,
    `  <data encoding="csv">\n${csv}\n</data>`,
    ' </layer>',
    '</map>',
    '',
  ].join('\n');
}

/** A TMJ map: the same map as JSON, layer data as a number array. */
export function writeTmj(board: MapBoard, image = TILE_IMAGE): string {
  const { rows, cols, g, staggeraxis, staggerindex } = mapHeader(board);
  const n = TILE_VALUES.length;
  const map = {
    compressionlevel: -1,
    height: rows,
    hexsidelength: g.side,
    infinite: false,
    layers: [
      {
        data: gids(board),
        height: rows,
        id: 1,
        name: 'Hexlab',
        opacity: 1,
        type: 'tilelayer',
        visible: true,
        width: cols,
        x: 0,
        y: 0,
      },
    ],
    nextlayerid: 2,
    nextobjectid: 1,
    orientation: 'hexagonal',
    renderorder: 'right-down',
    staggeraxis,
    staggerindex,
    tiledversion: '1.8.2',
    tileheight: g.height,
    tilesets: [
      {
        columns: n,
        firstgid: 1,
        image,
        imageheight: g.height,
        imagewidth: g.width * n,
        margin: 0,
        name: 'hexlab',
        spacing: 0,
        tilecount: n,
        tileheight: g.height,
        tiles: TILE_VALUES.map((v) => {
          const p = tileProperties(v);
          return {
            id: v,
            properties: [
              { name: 'cost', type: 'int', value: p.cost },
              { name: 'kind', type: 'string', value: p.kind },
            ],
          };
        }),
        tilewidth: g.width,
      },
    ],
    tilewidth: g.width,
    type: 'map',
    version: '1.8',
    width: cols,
  };
  return `${JSON.stringify(map)}\n`;
}
