import {
  axialDistance,
  axialLine,
  axialNeighbors,
  axialRange,
  axialReflect,
  axialRing,
  axialRotate,
  axialSpiral,
  axialToOffset,
  axialToPixel,
  fieldOfView,
  makeLayout,
  pixelToAxial,
  tileAxial,
  type Axial,
  type Board,
  type Point,
} from '../../../engine';
import { rangeIntersection } from '../intersect';
import { intersectCentres, reflectAxis, type LabTool } from '../tools';
import { num, type CodeLayout } from './lang';
import { comment, inline, type CodeWords, type ExampleSource } from './words';

/** Boards up to this many cells print their levelData into the field-of-view example. */
const MAX_PRINTED_CELLS = 400;

export type { ExampleSource };

/** What the worked example is about: the Lab's state, in tile ids. */
export interface ExampleInput {
  readonly board: Board;
  readonly tool: LabTool;
  readonly radius: number;
  readonly steps: number;
  /** the tile the example is about */
  readonly tile: number;
  readonly source: ExampleSource;
  /** the selected tile, -1 none */
  readonly selected: number;
  /** the pointer in board units, when it is over the board */
  readonly point: Point | null;
  /** the intersect tool's picked centres */
  readonly centres?: readonly number[];
}

/** An argument of a worked example's call: a number, an axis letter, a list of tiles, or the printed levelData. */
export type ExampleArg = number | { axis: string } | { tiles: [number, number][] } | 'levelData';

/** One call of the worked example and what the engine says it returns. */
export interface ExampleCall {
  /** the call as JavaScript writes it */
  readonly call: string;
  readonly value: unknown;
  /** the function (as JavaScript names it) and its arguments, for the other languages */
  readonly fn: string;
  readonly args: readonly ExampleArg[];
  /** rotate and reflect: the call is made on each tile of ring(...over), the tile's row and col before `args` */
  readonly over?: readonly number[];
}

/** The tile a worked example is about when nothing is hovered, selected or under the cursor. */
export function middleTile(board: Board): number {
  const id = board.idAt[(board.rows >> 1) * board.cols + (board.cols >> 1)];
  return id >= 0 ? id : board.size >> 1;
}

/**
 * The example's calls and the engine's answers, and what comes before them: the levelData the field of view reads,
 * or (`tooBig`, that many cells) the note that it is too big to print.
 */
export function exampleCalls(
  layout: CodeLayout,
  input: ExampleInput,
): { lead: string[]; tooBig?: number; calls: ExampleCall[] } {
  const { board, tile } = input;
  const settings = { orientation: layout.orientation, parity: layout.parity };
  const off = (a: Axial): [number, number] => {
    const o = axialToOffset(settings, a);
    return [o.row + 0, o.col + 0];
  };
  const offs = (hexes: Axial[]) => hexes.map(off);
  const a = tileAxial(board, tile);
  // The other end for distance and line: the selected tile, else the board's first tile.
  const other = input.selected >= 0 && input.selected !== tile ? input.selected : 0;
  const centre = input.selected >= 0 ? input.selected : tile;
  const c = tileAxial(board, centre);
  const eng = makeLayout({ ...settings, size: layout.size });
  const px = axialToPixel(eng, a);
  const point = input.point
    ? { x: Math.round(input.point.x * 10) / 10, y: Math.round(input.point.y * 10) / 10 }
    : { x: Math.round(px.x + layout.size / 3), y: Math.round(px.y + layout.size / 4) };
  const tileArgs = (id: number) => [board.row[id], board.col[id]];
  const make = (fn: string, args: ExampleArg[], value: unknown, over?: number[]): ExampleCall => {
    const js = (v: ExampleArg) =>
      typeof v === 'number'
        ? num(v)
        : v === 'levelData'
          ? v
          : 'axis' in v
            ? `'${v.axis}'`
            : `[${v.tiles.map(([r, q]) => `[${r}, ${q}]`).join(', ')}]`;
    const inner = `${fn}(${(over ? ['row', 'col', ...args] : args).map((v) => (typeof v === 'string' ? v : js(v))).join(', ')})`;
    const call = over ? `ring(${over.join(', ')}).map(([row, col]) => ${inner})` : inner;
    return { call, value, fn, args, over };
  };
  const calls: ExampleCall[] = [
    make('offsetToAxial', tileArgs(tile), [a.q, a.r]),
    make('axialToOffset', [a.q, a.r], off(a)),
    make('neighbors', tileArgs(tile), offs(axialNeighbors(a))),
    make('distance', [...tileArgs(tile), ...tileArgs(other)], axialDistance(a, tileAxial(board, other))),
    make('hexToPixel', tileArgs(tile), [px.x, px.y]),
    make('pixelToHex', [point.x, point.y], off(pixelToAxial(eng, point))),
  ];
  const lead: string[] = [];
  let tooBig: number | undefined;
  const n = input.radius;
  switch (input.tool) {
    case 'none':
      break;
    case 'line':
      calls.push(make('line', [...tileArgs(other), ...tileArgs(tile)], offs(axialLine(tileAxial(board, other), a))));
      break;
    case 'range':
      calls.push(make('range', [...tileArgs(centre), n], offs(axialRange(c, n))));
      break;
    case 'ring':
      calls.push(make('ring', [...tileArgs(centre), n], offs(axialRing(c, n))));
      break;
    case 'spiral':
      calls.push(make('spiral', [...tileArgs(centre), n], offs(axialSpiral(c, n))));
      break;
    case 'rotate':
      calls.push(
        make(
          'rotate',
          [...tileArgs(tile), input.steps],
          offs(axialRing(c, n).map((h) => axialRotate(h, a, input.steps))),
          [...tileArgs(centre), n],
        ),
      );
      break;
    case 'reflect': {
      const axis = reflectAxis(input.steps);
      calls.push(
        make('reflect', [...tileArgs(tile), { axis }], offs(axialRing(c, n).map((h) => axialReflect(h, a, axis))), [
          ...tileArgs(centre),
          n,
        ]),
      );
      break;
    }
    case 'intersect': {
      const picked = intersectCentres(input.centres ?? [], tile);
      const ids = picked.length >= 2 ? picked : [centre === tile ? other : centre, tile];
      const value = offs(
        rangeIntersection(
          ids.map((id) => tileAxial(board, id)),
          n,
        ),
      );
      calls.push(make('rangeIntersection', [{ tiles: ids.map((id) => [board.row[id], board.col[id]]) }, n], value));
      break;
    }
    case 'fov': {
      const cells = board.rows * board.cols;
      if (cells > MAX_PRINTED_CELLS) {
        tooBig = cells;
        break;
      }
      lead.push('const levelData = [', ...board.level.map((line) => `  [${line.join(', ')}],`), '];');
      const seen = fieldOfView(board, centre);
      const value: [number, number][] = [];
      for (let id = 0; id < board.size; id++) if (seen[id]) value.push([board.row[id], board.col[id]]);
      calls.push(make('fieldOfView', ['levelData', ...tileArgs(centre)], value));
      break;
    }
  }
  return { lead, tooBig, calls };
}

/** A value as the example's comment writes it: long lists cut after a few entries (`entries` says how many). */
export function formatValue(v: unknown, entries: CodeWords['entries']): string {
  if (typeof v === 'number') return Number.isInteger(v) ? String(v + 0) : v.toFixed(2);
  if (Array.isArray(v)) {
    const inner = v
      .slice(0, 6)
      .map((x) => formatValue(x, entries))
      .join(', ');
    return v.length > 6 ? entries(v.length, `[${inner}, …]`) : `[${inner}]`;
  }
  return String(v);
}

/** The worked example as code: a header, any data, then each call printed with the answer in a comment. */
export function exampleCode(layout: CodeLayout, input: ExampleInput, words: CodeWords): string {
  const { board, tile } = input;
  const { lead, tooBig, calls } = exampleCalls(layout, input);
  return [
    ...comment(words.example(input.source, board.row[tile], board.col[tile])),
    ...lead,
    ...(tooBig === undefined ? [] : comment(words.bigBoard(tooBig))),
    ...calls.map((c) => `console.log(${c.call}); ${inline(formatValue(c.value, words.entries))}`),
  ].join('\n');
}
