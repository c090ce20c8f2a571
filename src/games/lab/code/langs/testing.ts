// Test helper: the checks every language's code answers in one run. The calls are one flat list of integers (an
// opcode, then its arguments; a pixel as thousandths), which a small program in each language (harness.ts) reads and
// answers one line a call: `=`, then its numbers, pairs flattened, separated by spaces. The engine gives the expected lines.
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
  makeBoard,
  makeLayout,
  offsetToAxial,
  pixelToAxial,
  type Axial,
  type Orientation,
  type Parity,
} from '../../../../engine';
import { seededRandom } from '../../../random';
import { rangeIntersection } from '../../intersect';

/** The opcodes, in the order every harness dispatches them. */
const OPS = [
  'offsetToAxial',
  'axialToOffset',
  'neighbors',
  'distance',
  'hexToPixel',
  'pixelToHex',
  'line',
  'range',
  'ring',
  'spiral',
  'rotate',
  'reflect',
  'fieldOfView',
  'rangeIntersection',
] as const;
type Op = (typeof OPS)[number];

/** One call: what it is, its arguments as the harness reads them, and the engine's answer. */
export interface Check {
  readonly op: Op;
  readonly args: readonly number[];
  readonly expected: readonly number[];
}

const AXES = ['q', 'r', 's'] as const;

/** Every check for one layout and hex size: conversions, neighbours, distance, pixels near edges and corners, and each tool. */
export function checks(settings: { orientation: Orientation; parity: Parity }, size: number, seed = 28): Check[] {
  const rnd = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const ax = (row: number, col: number) => offsetToAxial(settings, { row, col });
  const off = (a: Axial) => {
    const o = axialToOffset(settings, a);
    return [o.row + 0, o.col + 0];
  };
  const offs = (hexes: Axial[]) => hexes.flatMap(off);
  const eng = makeLayout({ ...settings, size });
  // Small and negative coordinates, odd and even, then random ones.
  const tiles: [number, number][] = [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
    [-1, -1],
    [-1, 0],
    [0, -1],
    [-2, -3],
    [-3, -2],
    [-7, 5],
    [5, -7],
    [40, -40],
    [-40, 40],
  ];
  while (tiles.length < 120) tiles.push([int(-40, 40), int(-40, 40)]);
  const out: Check[] = [];
  const push = (op: Op, args: number[], expected: number[]) => out.push({ op, args, expected });
  for (const [row, col] of tiles) {
    const a = ax(row, col);
    push('offsetToAxial', [row, col], [a.q, a.r]);
    push('axialToOffset', [a.q, a.r], [row, col]);
    push('neighbors', [row, col], offs(axialNeighbors(a)));
    const [row2, col2] = tiles[int(0, tiles.length - 1)];
    push('distance', [row, col, row2, col2], [axialDistance(a, ax(row2, col2))]);
    const p = axialToPixel(eng, a);
    push('hexToPixel', [row, col], [p.x, p.y]);
    // The centre, points just inside each corner and each edge's middle, exact corners (ties), and random points.
    const corners = [0, 1, 2, 3, 4, 5].map((i) => {
      const angle = (Math.PI / 180) * (60 * i - (settings.orientation === 'pointy' ? 30 : 0));
      return { x: p.x + size * Math.cos(angle), y: p.y + size * Math.sin(angle) };
    });
    const points = [
      p,
      ...corners.flatMap((c, i) => {
        const next = corners[(i + 1) % 6];
        const mid = { x: (c.x + next.x) / 2, y: (c.y + next.y) / 2 };
        const toward = (t: { x: number; y: number }, k: number) => ({
          x: p.x + k * (t.x - p.x),
          y: p.y + k * (t.y - p.y),
        });
        return [
          toward(c, 0.999),
          toward(mid, 0.9999),
          toward(mid, 1.0001),
          c,
          { x: p.x + (rnd() - 0.5) * 4 * size, y: p.y + (rnd() - 0.5) * 4 * size },
        ];
      }),
    ];
    for (const pt of points) {
      const [xk, yk] = [Math.round(pt.x * 1000), Math.round(pt.y * 1000)];
      push('pixelToHex', [xk, yk], off(pixelToAxial(eng, { x: xk / 1000, y: yk / 1000 })));
    }
  }
  for (let i = 0; i < 60; i++) {
    const [[r1, c1], [r2, c2]] = [tiles[int(0, tiles.length - 1)], [int(-12, 12), int(-12, 12)]];
    const from = ax(r1 % 15, c1 % 15);
    const o = off(from);
    push('line', [o[0], o[1], r2, c2], offs(axialLine(from, ax(r2, c2))));
    const n = int(0, 5);
    const centre = ax(r2, c2);
    push('range', [r2, c2, n], offs(axialRange(centre, n)));
    push('ring', [r2, c2, n], offs(axialRing(centre, n)));
    push('spiral', [r2, c2, n], offs(axialSpiral(centre, n)));
    const [hr, hc, turns, axis] = [int(-20, 20), int(-20, 20), int(-7, 7), int(0, 2)];
    push('rotate', [hr, hc, r2, c2, turns], off(axialRotate(ax(hr, hc), centre, turns)));
    push('reflect', [hr, hc, r2, c2, axis], off(axialReflect(ax(hr, hc), centre, AXES[axis])));
    const centres = Array.from({ length: int(1, 3) }, () => [int(-6, 6), int(-6, 6)]);
    const k = int(0, 4);
    push(
      'rangeIntersection',
      [centres.length, ...centres.flat(), k],
      offs(
        rangeIntersection(
          centres.map(([r, c]) => ax(r, c)),
          k,
        ),
      ),
    );
  }
  const CELLS = [-1, 0, 0, 0, 0, 0, 1, 1, 3];
  for (let i = 0; i < 24; i++) {
    const rows = int(3, 8);
    const cols = int(3, 8);
    const level = Array.from({ length: rows }, () =>
      Array.from({ length: cols }, () => CELLS[int(0, CELLS.length - 1)]),
    );
    const board = makeBoard(level, settings);
    if (board.size === 0) continue;
    const id = int(0, board.size - 1);
    const seen = fieldOfView(board, id);
    const expected: number[] = [];
    for (let t = 0; t < board.size; t++) if (seen[t]) expected.push(board.row[t], board.col[t]);
    push('fieldOfView', [rows, cols, ...level.flat(), board.row[id], board.col[id]], expected);
  }
  return out;
}

/** The flat list a harness reads: opcode, then arguments, for every check. */
export const program = (list: readonly Check[]) => list.flatMap((c) => [OPS.indexOf(c.op), ...c.args]);

/**
 * Where a language's answers differ from the engine's. A pixel exactly on an edge or corner belongs to every hex that
 * meets there (languages round halves their own way): there any answer as close to the point as the engine's is right.
 */
export function mismatches(
  list: readonly Check[],
  output: string,
  settings: { orientation: Orientation; parity: Parity },
  size: number,
): string[] {
  const lines = output
    .split('\n')
    .filter((l) => l.startsWith('='))
    .map((l) => l.slice(1));
  const eng = makeLayout({ ...settings, size });
  const away = ([row, col]: readonly number[], x: number, y: number) => {
    const p = axialToPixel(eng, offsetToAxial(settings, { row, col }));
    return Math.hypot(p.x - x, p.y - y);
  };
  const bad: string[] = [];
  list.forEach((c, i) => {
    const got = (lines[i] ?? 'missing').trim().split(/\s+/).filter(Boolean).map(Number);
    const same =
      got.length === c.expected.length &&
      got.every((v, j) =>
        Number.isInteger(c.expected[j]) && c.op !== 'hexToPixel'
          ? v === c.expected[j]
          : Math.abs(v - c.expected[j]) <= 1e-9 * Math.max(1, Math.abs(c.expected[j])),
      );
    if (same) return;
    if (c.op === 'pixelToHex' && got.length === 2) {
      const [x, y] = [c.args[0] / 1000, c.args[1] / 1000];
      if (Math.abs(away(got, x, y) - away(c.expected, x, y)) <= 1e-9 * size) return;
    }
    bad.push(`${c.op}(${c.args.join(', ')}): expected ${c.expected.join(' ')}, got ${lines[i] ?? 'nothing'}`);
  });
  if (lines.length !== list.length) bad.push(`${lines.length} answers for ${list.length} calls`);
  return bad.slice(0, 20);
}
