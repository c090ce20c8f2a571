// Hexlab's engine against honeycomb-grid 4 on the same 100x100 pointy odd board: pixel to hex, hex to pixel,
// neighbours and distance. Every bench call handles a batch of BATCH inputs, so ops/sec counts batches and the
// harness's own per-call overhead doesn't hide the difference. Run: npx vitest bench --run --config vitest.bench.config.ts bench/engine.bench.ts
import { bench, describe } from 'vitest';
import { defineHex, Direction, Grid, hexToPoint, Orientation, rectangle } from 'honeycomb-grid';
import * as engine from '../src/engine';

// Under vitest our modules run through its module runner, where every `engine.fn(...)` or named-import call is a
// property lookup on a module namespace; honeycomb loads natively from node_modules. Binding each function once, as
// the production bundle effectively does, keeps the runner's overhead out of the comparison.
const { axialDistance, axialToPixel, axialToPixelInto, filledLevel, makeBoard, makeLayout, pixelToAxial, pixelToTile, tileDistance } =
  engine;

const SIZE = 100;
const RADIUS = 20;
const BATCH = 1000;
const OPTIONS = { time: 400, warmupTime: 100 };

const board = makeBoard(filledLevel(SIZE, SIZE), { orientation: 'pointy', parity: 'odd' });
const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: RADIUS });
const HoneyHex = defineHex({ dimensions: RADIUS, orientation: Orientation.POINTY, offset: -1, origin: { x: 0, y: 0 } });
const grid = new Grid(HoneyHex, rectangle({ width: SIZE, height: SIZE }));
const hexes = grid.toArray();

// A seeded spread of points over the board (a little beyond its edges too), and of tile ids.
let seed = 12345;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const width = Math.sqrt(3) * RADIUS * (SIZE + 0.5);
const height = 1.5 * RADIUS * SIZE + RADIUS / 2;
const xs = new Float64Array(BATCH);
const ys = new Float64Array(BATCH);
const points = Array.from({ length: BATCH }, (_, i) => {
  xs[i] = random() * width * 1.02 - RADIUS;
  ys[i] = random() * height * 1.02 - RADIUS;
  return { x: xs[i], y: ys[i] };
});
const ids = Int32Array.from({ length: BATCH * 2 }, () => Math.floor(random() * board.size));
const pickHex = (id: number) => grid.getHex({ col: board.col[id], row: board.row[id] })!;
const honeyHexes = Array.from(ids, pickHex);
const axials = Array.from(ids, (id) => ({ q: board.q[id], r: board.r[id] }));

// Both libraries must agree before their speeds mean anything.
for (let i = 0; i < BATCH; i++) {
  const ours = pixelToTile(board, layout, xs[i], ys[i]);
  const theirs = grid.pointToHex(points[i], { allowOutside: false });
  const same = ours < 0 ? theirs === undefined : theirs !== undefined && theirs.q === board.q[ours] && theirs.r === board.r[ours];
  if (!same) throw new Error(`pixel to hex disagrees at (${xs[i]}, ${ys[i]})`);
}
if (hexes.length !== board.size) throw new Error('the two boards differ in size');

// Results land in a typed array, once per batch: a module-level number would box a fresh heap number per add.
const sink = new Float64Array(1);
const out = new Float64Array(2);
const POINTY_DIRECTIONS = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW];

describe('pixel to hex (1000 points on a 100x100 board)', () => {
  bench('hexlab pixelToTile (no allocation)', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += pixelToTile(board, layout, xs[i], ys[i]);
    sink[0] = acc;
  }, OPTIONS);
  bench('hexlab pixelToAxial (returns an object)', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += pixelToAxial(layout, points[i]).q;
    sink[0] = acc;
  }, OPTIONS);
  bench('honeycomb grid.pointToHex', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += grid.pointToHex(points[i], { allowOutside: false })?.q ?? -1;
    sink[0] = acc;
  }, OPTIONS);
});

describe('hex to pixel (1000 tiles)', () => {
  bench('hexlab axialToPixelInto (no allocation)', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) {
      const id = ids[i];
      axialToPixelInto(layout, board.q[id], board.r[id], out, 0);
      acc += out[0];
    }
    sink[0] = acc;
  }, OPTIONS);
  bench('hexlab axialToPixel (returns an object)', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += axialToPixel(layout, axials[i]).x;
    sink[0] = acc;
  }, OPTIONS);
  bench('honeycomb hexToPoint', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += hexToPoint(honeyHexes[i]).x;
    sink[0] = acc;
  }, OPTIONS);
});

describe('all six neighbours (1000 tiles)', () => {
  bench('hexlab board.neighbors table', () => {
    let acc = 0;
    const nb = board.neighbors;
    for (let i = 0; i < BATCH; i++) {
      for (let k = ids[i] * 6, end = k + 6; k < end; k++) acc += nb[k];
    }
    sink[0] = acc;
  }, OPTIONS);
  bench('honeycomb grid.neighborOf', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) {
      for (const d of POINTY_DIRECTIONS) acc += grid.neighborOf(honeyHexes[i], d, { allowOutside: false })?.q ?? -1;
    }
    sink[0] = acc;
  }, OPTIONS);
});

describe('distance (1000 pairs of tiles)', () => {
  bench('hexlab tileDistance (typed arrays)', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += tileDistance(board, ids[i], ids[i + BATCH]);
    sink[0] = acc;
  }, OPTIONS);
  bench('hexlab axialDistance (objects)', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += axialDistance(axials[i], axials[i + BATCH]);
    sink[0] = acc;
  }, OPTIONS);
  bench('honeycomb grid.distance', () => {
    let acc = 0;
    for (let i = 0; i < BATCH; i++) acc += grid.distance(honeyHexes[i], honeyHexes[i + BATCH]);
    sink[0] = acc;
  }, OPTIONS);
});

// Keeps the results observable so no loop above can be optimised away.
export const benchSink = () => sink[0];
