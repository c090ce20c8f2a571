/** Coordinate systems and layout settings. Each system has its own field names, so one can't pass for another. */

/** pointy = the "horizontal" layout (rows offset); flat = the "vertical" layout (columns offset). */
export type Orientation = 'pointy' | 'flat';
export type Parity = 'odd' | 'even';

/** Axial coordinates (Red Blob: "Axial coordinates"). */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** Cube coordinates, q + r + s = 0 (Red Blob: "Cube coordinates"). */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/** Offset coordinates: a levelData index, row i and column j. Which rows or columns shift depends on the layout. */
export interface Offset {
  readonly row: number;
  readonly col: number;
}

/** Doubled coordinates (Red Blob: "Doubled coordinates"): doubled width for pointy, doubled height for flat. */
export interface Doubled {
  readonly dcol: number;
  readonly drow: number;
}

/**
 * The interlaced storage of the "four kinds of hex maps" and of Proximity's board: `half` counts half-hex steps
 * across the offset lines, `pair` counts pairs of lines; the tile beyond along the same line is (half ± 2, pair).
 */
export interface Interlaced {
  readonly half: number;
  readonly pair: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Layout settings as callers give them. */
export interface LayoutSettings {
  readonly orientation: Orientation;
  readonly parity: Parity;
  /** circumradius in pixels, or { x, y } for stretched hexes */
  readonly size: number | Point;
  /** pixel position of axial (0, 0)'s centre */
  readonly origin?: Point;
}

/** A resolved layout: just data, a forward and an inverse matrix (Red Blob: "Layout"). */
export interface Layout {
  readonly orientation: Orientation;
  readonly parity: Parity;
  readonly size: Point;
  readonly origin: Point;
  readonly f0: number;
  readonly f1: number;
  readonly f2: number;
  readonly f3: number;
  readonly b0: number;
  readonly b1: number;
  readonly b2: number;
  readonly b3: number;
  /** in multiples of 60 degrees */
  readonly startAngle: number;
}

/** What offset conversions need to know. */
export type OffsetSettings = Pick<Layout, 'orientation' | 'parity'>;
