import type { LevelData, Orientation, Parity } from '../../engine';

/** A board as it leaves or enters Hexlab: levelData with the layout it is drawn in and its hex size (circumradius). */
export interface MapBoard {
  level: LevelData;
  orientation: Orientation;
  parity: Parity;
  hexSize: number;
}

/** The formats a board is written in: levelData text, Tiled's XML and JSON maps, a Godot 4 scene. */
export type MapFormat = 'tmx' | 'tmj' | 'tscn';

/** One file to download: a map, its tile image, or a zip of both. */
export interface OutFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Why a file can't be opened, as data (the UI's catalogue writes the sentence). `layer` names the Tiled layer the data
 * came from; `line` is the line the XML parser (or Godot's text) reported, when it said one.
 */
export type MapProblem =
  | { kind: 'unknownFile' }
  | { kind: 'xml'; line: number | null }
  | { kind: 'json' }
  | { kind: 'notAMap' }
  | { kind: 'notHexagonal'; orientation: string }
  | { kind: 'stagger'; axis: string; index: string }
  | { kind: 'noTileLayer' }
  | { kind: 'encoding'; layer: string; encoding: string }
  | { kind: 'compression'; layer: string; compression: string }
  | { kind: 'base64'; layer: string }
  | { kind: 'inflate'; layer: string; compression: string }
  | { kind: 'dataSize'; layer: string; expected: number; found: number }
  | { kind: 'badTile'; layer: string; value: string }
  | { kind: 'empty'; layer: string }
  | { kind: 'tooBig'; rows: number; cols: number; max: number }
  | { kind: 'godotNoTileSet' }
  | { kind: 'godotShape'; shape: number }
  | { kind: 'godotLayout'; layout: number }
  | { kind: 'godotNoLayer' }
  | { kind: 'godotData'; reason: 'base64' | 'format' | 'size' }
  | { kind: 'zipNoMap' }
  | { kind: 'zip' };

export type MapResult = { ok: true; board: MapBoard } | { ok: false; problem: MapProblem };

/** A failure carrying its problem, thrown inside a reader and turned into a MapResult at its edge. */
export class MapFail extends Error {
  constructor(readonly problem: MapProblem) {
    super(problem.kind);
  }
}

export const fail = (problem: MapProblem): never => {
  throw new MapFail(problem);
};

/**
 * What a reader needs from the platform: an XML parser (the browser's DOMParser) and inflate (DecompressionStream).
 * Injected so the readers stay pure and run in Node's tests with the same platform objects.
 */
export interface MapPlatform {
  /** The document's root element, or the line the parser reported an error on (null when it named none). */
  parseXml(text: string): { root: XmlElement } | { line: number | null };
  /** zlib ('deflate') or gzip data inflated; rejects on corrupt data. */
  inflate(bytes: Uint8Array, format: 'deflate' | 'gzip'): Promise<Uint8Array>;
}

/** The little of a DOM Element the Tiled reader uses (a DOM Element is one). */
export interface XmlElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  readonly children: ArrayLike<XmlElement>;
  readonly textContent: string | null;
}
