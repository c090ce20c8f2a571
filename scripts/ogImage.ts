// The Open Graph image: what a shared link previews as in a chat. Drawn at build time, with no browser and no
// dependency: the name "Hexlab" beside a Minesweeper game in play (opened tiles with their numbers, flags, raised
// tiles still hidden). The game is the app's own: a hexagon board from the engine's shapes, its tiles from the
// board's geometry (src/ui/board/geometry.ts), its mines placed and its first click opened by Minesweeper's rules,
// and flags on mines the numbers prove. Everything is filled as convex polygons with 4 x 4 samples a pixel (smooth
// edges): the hexagons, and the letters and digits as strokes (segments and round joints) of a small stroke font
// below. The light theme's colours (src/ui/palette.css). The PNG is written by the maps' encoder (fflate's deflate,
// already a dependency), as the Tiled and Godot exports write theirs. A rasteriser of SVG (resvg, sharp, a canvas)
// would be a new heavy dependency for one picture, and a browser at build time a slow and fragile one.
import { makeBoard, makeLayout, shapePreset, type Board } from '../src/engine/index.ts';
import { boardGeometry } from '../src/ui/board/geometry.ts';
import { click, type MinesweeperState, newGame, REVEALED } from '../src/games/minesweeper/state.ts';
import { seededPlacer } from '../src/games/minesweeper/reveal.ts';
import { encodePng } from '../src/games/maps/tileImage.ts';

export interface OgBoard {
  /** each tile's polygon, as the <polygon points> of the board: "x,y x,y ..." in board units */
  tiles: readonly string[];
  /** the board's box in board units */
  box: { x: number; y: number; width: number; height: number };
}

type RGB = readonly [number, number, number];
type Pt = [number, number];
const hex = (c: string): RGB => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as unknown as RGB;
// Light theme: the page, the board's frame, a raised tile's top and bottom, an opened tile, the text, the accent.
const PAGE = hex('#f4f5f7');
const BOARD = hex('#c3cad4');
const TILE_HI = hex('#91a1b8');
const TILE_LO = hex('#6a7c95');
const REVEALED_FILL = hex('#fbfcfd');
const TEXT = hex('#1d2330');
const ACCENT = hex('#2f6f8f');
const FLAG = hex('#c2410c');
/** --n1 .. --n6 */
const NUMBER = ['#2563eb', '#15803d', '#dc2626', '#6d28d9', '#a16207', '#0e7490'].map(hex);

export const OG_SIZE = { width: 1200, height: 630 };
const SAMPLES = 4;

/** The game drawn: a hexagon of 61 tiles, 11 mines, the seed whose first click in the middle opens a good area. */
export const OG_GAME = { radius: 5, mines: 11, seed: 5, flags: 3 };

/** A convex polygon's edges as half-planes: inside when every a*x + b*y + c >= 0. */
function halfPlanes(pts: readonly Pt[]): [number, number, number][] {
  const area = pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % pts.length][1] - pts[(i + 1) % pts.length][0] * y, 0);
  const sign = area >= 0 ? 1 : -1;
  return pts.map(([x0, y0], i) => {
    const [x1, y1] = pts[(i + 1) % pts.length];
    const a = -(y1 - y0) * sign;
    const b = (x1 - x0) * sign;
    return [a, b, -(a * x0 + b * y0)];
  });
}

/** An RGB picture being drawn. */
class Canvas {
  readonly rgb: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: RGB,
  ) {
    this.rgb = new Float32Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.rgb.set(background, i * 3);
  }

  /** Blends a convex polygon in, its colour from `shade(v)`, v = 0 at its top to 1 at its bottom. */
  fill(pts: readonly Pt[], shade: RGB | ((v: number) => RGB)): void {
    const planes = halfPlanes(pts);
    const ys = pts.map((p) => p[1]);
    const top = Math.min(...ys);
    const span = Math.max(...ys) - top || 1;
    const x0 = Math.max(0, Math.floor(Math.min(...pts.map((p) => p[0]))));
    const x1 = Math.min(this.width - 1, Math.ceil(Math.max(...pts.map((p) => p[0]))));
    const y0 = Math.max(0, Math.floor(top));
    const y1 = Math.min(this.height - 1, Math.ceil(top + span));
    for (let y = y0; y <= y1; y++) {
      const colour = typeof shade === 'function' ? shade((y + 0.5 - top) / span) : shade;
      for (let x = x0; x <= x1; x++) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            const px = x + (sx + 0.5) / SAMPLES;
            const py = y + (sy + 0.5) / SAMPLES;
            if (planes.every(([a, b, c]) => a * px + b * py + c >= 0)) hits++;
          }
        }
        if (hits === 0) continue;
        const k = hits / (SAMPLES * SAMPLES);
        const i = (y * this.width + x) * 3;
        for (let ch = 0; ch < 3; ch++) this.rgb[i + ch] += (colour[ch] - this.rgb[i + ch]) * k;
      }
    }
  }

  /** A polyline `width` wide with round ends and joints. */
  stroke(line: readonly Pt[], width: number, colour: RGB): void {
    const r = width / 2;
    for (let i = 0; i + 1 < line.length; i++) {
      const [ax, ay] = line[i];
      const [bx, by] = line[i + 1];
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const nx = (-(by - ay) / len) * r;
      const ny = ((bx - ax) / len) * r;
      this.fill(
        [
          [ax + nx, ay + ny],
          [bx + nx, by + ny],
          [bx - nx, by - ny],
          [ax - nx, ay - ny],
        ],
        colour,
      );
    }
    for (const [x, y] of line) this.fill(regular(x, y, r, 16, 0), colour);
  }

  png(): Buffer {
    const rgba = new Uint8Array(this.width * this.height * 4);
    for (let p = 0; p < this.width * this.height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = Math.round(this.rgb[p * 3 + c]);
      rgba[p * 4 + 3] = 255;
    }
    return Buffer.from(encodePng(this.width, this.height, rgba));
  }
}

/** A regular polygon of `n` corners round (x, y), the first at `start` radians. */
const regular = (x: number, y: number, r: number, n: number, start: number): Pt[] =>
  Array.from({ length: n }, (_, i) => {
    const a = start + (2 * Math.PI * i) / n;
    return [x + r * Math.cos(a), y + r * Math.sin(a)] as Pt;
  });

/** An arc of the circle round (cx, cy), from angle a0 to a1 (degrees, counter-clockwise, y up), as a polyline. */
const arc = (cx: number, cy: number, r: number, a0: number, a1: number): Pt[] => {
  const n = Math.max(4, Math.ceil(Math.abs(a1 - a0) / 12));
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Pt;
  });
};

/**
 * The stroke font: each glyph its strokes (polylines) in units of the cap height, x from the glyph's left, y up from
 * the baseline, and its advance. Only what the picture writes: the name and the numbers 1 to 6.
 */
const GLYPHS: Record<string, { advance: number; strokes: Pt[][] }> = {
  H: {
    advance: 0.78,
    strokes: [
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0.62, 0],
        [0.62, 1],
      ],
      [
        [0, 0.5],
        [0.62, 0.5],
      ],
    ],
  },
  e: {
    advance: 0.72,
    strokes: [[[0.03, 0.34], [0.57, 0.34], ...arc(0.3, 0.34, 0.29, 0, 305)]],
  },
  x: {
    advance: 0.66,
    strokes: [
      [
        [0, 0],
        [0.52, 0.66],
      ],
      [
        [0, 0.66],
        [0.52, 0],
      ],
    ],
  },
  l: {
    advance: 0.2,
    strokes: [
      [
        [0, 0],
        [0, 1.04],
      ],
    ],
  },
  a: {
    advance: 0.76,
    strokes: [
      arc(0.3, 0.33, 0.3, 0, 360),
      [
        [0.6, 0.68],
        [0.6, 0],
      ],
    ],
  },
  b: {
    advance: 0.76,
    strokes: [
      [
        [0, 1.04],
        [0, 0],
      ],
      arc(0.3, 0.33, 0.3, 0, 360),
    ],
  },
  '1': {
    advance: 0.5,
    strokes: [
      [
        [0.08, 0.78],
        [0.32, 1],
        [0.32, 0],
      ],
    ],
  },
  '2': {
    advance: 0.68,
    strokes: [[...arc(0.28, 0.72, 0.27, 165, -30), [0, 0], [0.58, 0]]],
  },
  '3': {
    advance: 0.66,
    strokes: [[...arc(0.27, 0.75, 0.24, 150, -90), ...arc(0.27, 0.27, 0.27, 90, -150)]],
  },
  '4': {
    advance: 0.68,
    strokes: [
      [
        [0.44, 0],
        [0.44, 1],
        [0, 0.32],
        [0.6, 0.32],
      ],
    ],
  },
  '5': {
    advance: 0.66,
    strokes: [[[0.54, 1], [0.08, 1], [0.04, 0.55], ...arc(0.28, 0.32, 0.3, 125, -150)]],
  },
  '6': {
    advance: 0.66,
    strokes: [[...arc(0.3, 0.7, 0.3, 70, 180), ...arc(0.3, 0.3, 0.3, 180, 540)]],
  },
};

/** The width of a text at cap height `size`. */
const textWidth = (text: string, size: number) => [...text].reduce((w, c) => w + GLYPHS[c].advance * size, 0);

/** Writes `text` with its baseline's left end at (x, y), cap height `size`, strokes `weight` wide. */
function write(canvas: Canvas, text: string, x: number, y: number, size: number, weight: number, colour: RGB) {
  let at = x;
  for (const c of text) {
    const g = GLYPHS[c];
    for (const s of g.strokes)
      canvas.stroke(
        s.map(([gx, gy]) => [at + gx * size, y - gy * size] as Pt),
        weight,
        colour,
      );
    at += g.advance * size;
  }
}

/** The game in play: the board, its geometry, and the position (a first click opened, some mines flagged). */
export function ogGame(): { board: Board; game: MinesweeperState; tiles: string[]; box: OgBoard['box'] } {
  const size = OG_GAME.radius * 2 - 1;
  const level = shapePreset('hexagon', { rows: size, cols: size, orientation: 'pointy', parity: 'odd' });
  const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
  const { points, box } = boardGeometry(board, makeLayout({ orientation: 'pointy', parity: 'odd', size: 24 }));
  const middle = [...Array(board.size).keys()].find(
    (id) => board.row[id] === OG_GAME.radius - 1 && board.col[id] === OG_GAME.radius - 1,
  )!;
  let game = newGame(board, { mines: OG_GAME.mines, seed: OG_GAME.seed, marks: false, firstClickRule: 'zero' });
  game = click(game, board, 'open', middle, seededPlacer(OG_GAME.seed));
  // Flags on mines next to an opened number: the ones a player would have found first.
  const flagged = [...Array(board.size).keys()].filter(
    (id) =>
      game.mines![id] &&
      [0, 1, 2, 3, 4, 5].some((d) => {
        const n = board.neighbors[id * 6 + d];
        return n >= 0 && game.view[n] === REVEALED;
      }),
  );
  for (const id of flagged.slice(0, OG_GAME.flags)) game = click(game, board, 'flag', id);
  return { board, game, tiles: points, box };
}

const parsePoints = (points: string): Pt[] =>
  points
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number) as Pt);
const mix = (a: RGB, b: RGB, t: number): RGB =>
  [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * Math.min(1, Math.max(0, t))) as unknown as RGB;

/** The picture: the mark and the name on the left, the game in play in its frame on the right; the PNG's bytes. */
export function drawOgImage({ width, height } = OG_SIZE): Buffer {
  const canvas = new Canvas(width, height, PAGE);
  // The name, with the app's mark (a hexagon in the accent colour) before it, as the header shows them.
  const cap = 92;
  const baseline = height / 2 + cap / 2;
  const markR = cap * 0.5;
  canvas.fill(regular(64 + markR, baseline - cap / 2, markR, 6, -Math.PI / 2), ACCENT);
  write(canvas, 'Hexlab', 64 + markR * 2 + 30, baseline, cap, cap * 0.14, TEXT);

  // The game, in a frame the board's colour.
  const frame = { x: 620, y: 40, w: width - 660, h: height - 80 };
  canvas.fill(
    [
      [frame.x, frame.y],
      [frame.x + frame.w, frame.y],
      [frame.x + frame.w, frame.y + frame.h],
      [frame.x, frame.y + frame.h],
    ],
    BOARD,
  );
  const { game, tiles, box } = ogGame();
  const inner = { x: frame.x + 20, y: frame.y + 20, w: frame.w - 40, h: frame.h - 40 };
  const k = Math.min(inner.w / box.width, inner.h / box.height);
  const ox = inner.x + (inner.w - box.width * k) / 2 - box.x * k;
  const oy = inner.y + (inner.h - box.height * k) / 2 - box.y * k;
  tiles.forEach((points, id) => {
    const pts = parsePoints(points).map(([x, y]) => [ox + x * k, oy + y * k] as Pt);
    // A gap between tiles the width of the app's stroke: the hexagon drawn 6% smaller about its centre.
    const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const inset = pts.map(([x, y]) => [cx + (x - cx) * 0.94, cy + (y - cy) * 0.94] as Pt);
    const r = Math.hypot(pts[0][0] - cx, pts[0][1] - cy);
    if (game.view[id] === REVEALED) {
      canvas.fill(inset, REVEALED_FILL);
      const n = game.counts[id];
      if (n > 0) {
        const size = r * 0.95;
        write(
          canvas,
          String(n),
          cx - textWidth(String(n), size) / 2 + size * 0.06,
          cy + size / 2,
          size,
          r * 0.2,
          NUMBER[n - 1],
        );
      }
      return;
    }
    canvas.fill(inset, (v) => mix(TILE_HI, TILE_LO, v));
    if (game.view[id] === 1) drawFlag(canvas, cx, cy, r);
  });
  return canvas.png();
}

/** A flag on a raised tile: a pole, its pennant and a foot, as the app draws one. */
function drawFlag(canvas: Canvas, cx: number, cy: number, r: number) {
  const pole = cx - r * 0.2;
  canvas.stroke(
    [
      [pole, cy - r * 0.6],
      [pole, cy + r * 0.5],
    ],
    r * 0.12,
    TEXT,
  );
  canvas.fill(
    [
      [pole, cy - r * 0.66],
      [pole + r * 0.7, cy - r * 0.34],
      [pole, cy - r * 0.02],
    ],
    FLAG,
  );
  canvas.stroke(
    [
      [pole - r * 0.3, cy + r * 0.52],
      [pole + r * 0.3, cy + r * 0.52],
    ],
    r * 0.12,
    TEXT,
  );
}
