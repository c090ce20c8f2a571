// Test helpers for the map readers and writers: the platform of a happy-dom test file, and boards to send round.
import { zlibSync, gzipSync } from 'fflate';
import type { LevelData, Orientation, Parity } from '../../engine';
import { toBase64 } from './base64';
import { makePlatform } from './platform';
import type { MapBoard } from './types';

/** The platform of a test file run under happy-dom (its DOMParser) in Node (its DecompressionStream). */
export const testPlatform = () => makePlatform(DOMParser, DecompressionStream);

export const LAYOUTS: { orientation: Orientation; parity: Parity }[] = [
  { orientation: 'pointy', parity: 'odd' },
  { orientation: 'pointy', parity: 'even' },
  { orientation: 'flat', parity: 'odd' },
  { orientation: 'flat', parity: 'even' },
];

/** A small board with every kind of cell: void corners, walls, floors and every cost. */
export const MIXED: LevelData = [
  [-1, 0, 0, 1, 2, -1],
  [0, 3, 4, 5, 1, 0],
  [6, 7, 8, 9, 0, 0],
  [-1, 1, 0, 0, 0, -1],
];

export const board = (level: LevelData, orientation: Orientation, parity: Parity, hexSize = 24): MapBoard => ({
  level,
  orientation,
  parity,
  hexSize,
});

/** Layer data of global ids in a TMX <data>: 'csv', 'base64', 'zlib', 'gzip' or 'zstd' (labelled zstd, not packed). */
export function tmxData(gids: number[], how: 'csv' | 'base64' | 'zlib' | 'gzip' | 'zstd'): string {
  if (how === 'csv') return `<data encoding="csv">${gids.join(',')}</data>`;
  const raw = new Uint8Array(new Uint32Array(gids).buffer);
  const packed = how === 'zlib' ? zlibSync(raw) : how === 'gzip' ? gzipSync(raw) : raw;
  const compression = how === 'base64' ? '' : ` compression="${how}"`;
  return `<data encoding="base64"${compression}>\n   ${toBase64(packed)}\n  </data>`;
}

/** A hexagonal TMX with one layer around `data`. */
export function tmx(
  data: string,
  { width = 3, height = 2, orientation = 'hexagonal', axis = 'y', index = 'odd', tiles = '', infinite = 0 } = {},
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="${orientation}" renderorder="right-down" width="${width}" height="${height}" tilewidth="42" tileheight="48" infinite="${infinite}" hexsidelength="24" staggeraxis="${axis}" staggerindex="${index}">
 <tileset firstgid="1" name="t" tilewidth="42" tileheight="48" tilecount="3" columns="3">${tiles}</tileset>
 <layer id="1" name="Ground" width="${width}" height="${height}">
  ${data}
 </layer>
</map>`;
}
