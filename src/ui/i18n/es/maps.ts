// Abrir y exportar mapas para otras herramientas (Tiled, Godot), en español.
import type { MapProblem } from '../../../games/maps/types';
import type { Format } from '../format';
import type english from '../en/maps';

const layerName = (layer: string) => (layer ? `la capa '${layer}'` : 'la capa de baldosas');

/** Por qué no se puede abrir un mapa. */
export function mapProblem(p: MapProblem, f: Format): string {
  switch (p.kind) {
    case 'unknownFile':
      return 'no es un archivo que Hexlab lea: abre levelData (.js, .json, .txt), un mapa de Tiled (.tmx, .tmj) o una escena de Godot 4 (.tscn)';
    case 'xml':
      return p.line === null
        ? 'su XML está roto o cortado'
        : `su XML está roto o cortado en la línea ${f.number(p.line)}`;
    case 'json':
      return 'no es JSON válido';
    case 'notAMap':
      return 'no es un mapa de Tiled';
    case 'notHexagonal':
      return `es un mapa ${p.orientation}, no hexagonal; Hexlab solo abre mapas hexagonales`;
    case 'stagger':
      return `su eje '${p.axis}' e índice '${p.index}' de escalonado no son una disposición hexagonal (eje x o y, índice odd o even)`;
    case 'noTileLayer':
      return 'no tiene capa de baldosas';
    case 'encoding':
      return `${layerName(p.layer)} usa la codificación '${p.encoding}'; Hexlab lee CSV y base64`;
    case 'compression':
      return `${layerName(p.layer)} está comprimida con ${p.compression}, que Hexlab no lee; guárdala en Tiled con zlib, gzip o sin compresión`;
    case 'base64':
      return `${layerName(p.layer)} contiene datos que no son base64 válido`;
    case 'inflate':
      return `${layerName(p.layer)} contiene datos ${p.compression} dañados o cortados`;
    case 'dataSize':
      return `${layerName(p.layer)} contiene ${f.number(p.found)} baldosas donde su tamaño pide ${f.number(p.expected)}`;
    case 'badTile':
      return `${layerName(p.layer)} contiene '${p.value}', que no es un id de baldosa`;
    case 'empty':
      return `${layerName(p.layer)} no tiene baldosas`;
    case 'tooBig':
      return `el tablero es de ${f.number(p.rows)} x ${f.number(p.cols)}, más que el límite de ${p.max} x ${p.max}`;
    case 'godotNoTileSet':
      return 'su TileMapLayer no tiene un TileSet dentro de la escena (no se lee un TileSet guardado en su propio archivo)';
    case 'godotShape':
      return `el tile_shape de su TileSet es ${p.shape}, no 3 (hexágono)`;
    case 'godotLayout':
      return `el tile_layout de su TileSet es ${p.layout}; Hexlab lee 0 (stacked, impar) y 1 (stacked offset, par)`;
    case 'godotNoLayer':
      return 'no contiene ningún TileMapLayer';
    case 'godotData':
      return p.reason === 'base64'
        ? 'su tile_map_data no es base64 válido'
        : p.reason === 'size'
          ? 'su tile_map_data está cortado'
          : 'su tile_map_data no está en el formato 0';
    case 'zipNoMap':
      return 'el zip no contiene ningún mapa (.tmx, .tmj, .json o .tscn)';
    case 'zip':
      return 'no es un archivo zip legible';
  }
}

const maps: typeof english = {
  refused: (file, why) => `No se pudo abrir ${file}: ${why}. No se ha cambiado nada.`,
  opened: (file, rows, cols, tiles, f) =>
    `Abierto ${file}: ${f.number(rows)} x ${f.number(cols)} celdas (${f.plural(tiles, { one: '# baldosa', other: '# baldosas' })}).`,
};

export default maps;
