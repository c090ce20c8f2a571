// Maps for other tools: Tiled (.tmx, .tmj) and Godot 4 (.tscn) in and out. Loaded when first used (not on the first
// screen), with fflate for the zip. The platform's XML parser and inflate are handed in (MapPlatform).
import { unzipSync, zipSync } from 'fflate';
import { tileGeometry } from './geometry';
import { readTscn } from './godot';
import { writeTscn } from './godot';
import { tileImagePng } from './tileImage';
import { tiledBoard } from './tiledRead';
import { TILE_IMAGE, writeTmj, writeTmx } from './tiledWrite';
import { isTiledJson, readTmj } from './tmjRead';
import { readTmx } from './tmxRead';
import { MapFail, type MapBoard, type MapFormat, type MapPlatform, type MapResult, type OutFile } from './types';

export * from './types';
export { tileGeometry, hexSizeOf } from './geometry';
export { writeTmx, writeTmj, TILE_IMAGE } from './tiledWrite';
export { writeTscn, readTscn, tileMapData } from './godot';
export { tileImagePng } from './tileImage';
export { isTiledJson } from './tmjRead';
export { fromBase64, toBase64 } from './base64';
export { makePlatform, xmlErrorLine } from './platform';

const enc = new TextEncoder();

/** A board's map file in a format, with no image. */
export function mapText(format: MapFormat, board: MapBoard): string {
  return format === 'tmx' ? writeTmx(board) : format === 'tmj' ? writeTmj(board) : writeTscn(board);
}

/** The tile image a format's map refers to (Godot's hexagon takes its side from the tile: half the long side). */
export function mapImage(format: MapFormat, board: MapBoard): Uint8Array {
  const g = tileGeometry(board.orientation, board.hexSize);
  const side = format === 'tscn' ? (board.orientation === 'pointy' ? g.height : g.width) / 2 : g.side;
  return tileImagePng(board.orientation, g.width, g.height, side);
}

/** The map file and its image, named `<base>.<format>` and the tile image, as they go into the zip. */
export function mapFiles(format: MapFormat, board: MapBoard, base = 'hexlab-board'): OutFile[] {
  return [
    { name: `${base}.${format}`, bytes: enc.encode(mapText(format, board)) },
    { name: TILE_IMAGE, bytes: mapImage(format, board) },
  ];
}

/** One zip of the map and its image. */
export function mapZip(format: MapFormat, board: MapBoard, base = 'hexlab-board'): OutFile {
  const files = Object.fromEntries(mapFiles(format, board, base).map((f) => [f.name, f.bytes]));
  return { name: `${base}-${format}.zip`, bytes: zipSync(files, { level: 1, mtime: new Date(2026, 0, 1) }) };
}

/** The kind of map a file name says, or null when it names none (levelData text). */
export function mapKindOf(name: string): 'tmx' | 'tmj' | 'tscn' | 'zip' | 'json' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === 'tmx' || ext === 'tmj' || ext === 'tscn' || ext === 'zip' || ext === 'json' ? ext : null;
}

/**
 * The board a map file holds: a Tiled map (.tmx, .tmj, or Tiled's .json), a Godot 4 scene (.tscn), or a zip holding
 * one of them. Never throws: every problem comes back as data.
 */
export async function openMap(name: string, bytes: Uint8Array, platform: MapPlatform): Promise<MapResult> {
  try {
    return { ok: true, board: await readMap(name, bytes, platform) };
  } catch (e) {
    if (e instanceof MapFail) return { ok: false, problem: e.problem };
    // A reader's own slip on a hostile file is still the file's fault: say it can't be read, never crash the page.
    return { ok: false, problem: { kind: 'notAMap' } };
  }
}

async function readMap(name: string, bytes: Uint8Array, platform: MapPlatform): Promise<MapBoard> {
  const kind = mapKindOf(name);
  if (kind === 'zip') {
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes);
    } catch {
      throw new MapFail({ kind: 'zip' });
    }
    const inner = Object.keys(files).find(
      (f) => ['tmx', 'tmj', 'tscn', 'json'].includes(mapKindOf(f) ?? '') && !f.startsWith('__MACOSX/'),
    );
    if (!inner) throw new MapFail({ kind: 'zipNoMap' });
    return readMap(inner, files[inner], platform);
  }
  const text = new TextDecoder().decode(bytes);
  if (kind === 'tmx') return tiledBoard(readTmx(text, platform), platform);
  if (kind === 'tscn') return readTscn(text);
  if (kind === 'tmj' || kind === 'json') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MapFail({ kind: 'json' });
    }
    return tiledBoard(readTmj(json), platform);
  }
  throw new MapFail({ kind: 'unknownFile' });
}

/** Whether JSON text is a Tiled map rather than levelData (a .json file may be either). */
export function isTiledJsonText(text: string): boolean {
  const start = text.trimStart();
  if (!start.startsWith('{')) return false;
  try {
    return isTiledJson(JSON.parse(start));
  } catch {
    return false;
  }
}
