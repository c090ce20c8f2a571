// Hexlab's engine against honeycomb-grid 4 on the same 100x100 pointy odd board: pixel to hex, hex to pixel,
// neighbours and distance, through each library's public functions as a user calls them (the engine built and
// imported as a library: engineAsLibrary.ts), in one process. Pixel to hex runs in rounds that take turns, hexlab
// first in round 1 and honeycomb first after that, so a slowdown that one library's code causes in the other (a
// "speed cliff": V8 throwing away optimised code) shows as a later round slower than the first. Every bench call
// handles a batch of BATCH inputs, so ops/sec counts batches and the harness's own per-call overhead doesn't hide
// the difference. Run: npx vitest bench --run --config vitest.bench.config.ts bench/engine.bench.ts
import { bench, describe } from 'vitest';
import { defineHex, Direction, Grid, hexToPoint, Orientation, rectangle } from 'honeycomb-grid';
import { engineAsLibrary } from './engineAsLibrary';

const {
  axialDistance,
  axialToPixel,
  axialToPixelInto,
  filledLevel,
  makeBoard,
  makeLayout,
  pixelToAxial,
  pixelToTile,
  tileAtAxial,
  tileDistance,
} = await engineAsLibrary();

const SIZE = 100;
const RADIUS = 20;
const BATCH = 1000;
const ROUNDS = 3;
const OPTIONS = { time: 400, warmupTime: 100 };

const board = makeBoard(filledLevel(SIZE, SIZE), { orientation: 'pointy', parity: 'odd' });
const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: RADIUS });
const HoneyHex = defineHex({ dimensions: RADIUS, orientation: Orientation.POINTY, offset: -1, origin: { x: 0, y: 0 } });
const grid = new Grid(HoneyHex, rectangle({ width: SIZE, height: SIZE }));
const hexes = grid.toArray();

// A seeded spread of points over the board (a little beyond its edges too, and around the origin, where rounding
// meets minus zero), and of tile ids.
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
  const nearOrigin = i % 50 === 0;
  xs[i] = nearOrigin ? (random() - 0.5) * RADIUS : random() * width * 1.02 - RADIUS;
  ys[i] = nearOrigin ? (random() - 0.5) * RADIUS : random() * height * 1.02 - RADIUS;
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
  const same =
    ours < 0 ? theirs === undefined : theirs !== undefined && theirs.q === board.q[ours] && theirs.r === board.r[ours];
  if (!same) throw new Error(`pixel to hex disagrees at (${xs[i]}, ${ys[i]})`);
  const hex = pixelToAxial(layout, points[i]);
  const anywhere = grid.pointToHex(points[i]);
  if (hex.q !== anywhere.q || hex.r !== anywhere.r || tileAtAxial(board, hex) !== ours)
    throw new Error(`pixelToAxial disagrees at (${xs[i]}, ${ys[i]})`);
}
if (hexes.length !== board.size) throw new Error('the two boards differ in size');

// Results land in a typed array, once per batch: a module-level number would box a fresh heap number per add.
const sink = new Float64Array(1);
const out = new Float64Array(2);
const POINTY_DIRECTIONS = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW];

// Milliseconds each batch took, per task: the harness's hz is a mean, which one stall of a busy machine can halve,
// so the comparison printed at the end uses medians.
const batchTimes = new Map<string, number[]>();
const timed = (name: string, task: () => void) => {
  const times: number[] = [];
  batchTimes.set(name, times);
  return () => {
    const start = performance.now();
    task();
    times.push(performance.now() - start);
  };
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const millionsPerSecond = (name: string) => BATCH / median(batchTimes.get(name)!) / 1000;

/**
 * Benches `tasks` (hexlab's first, then honeycomb's) in ROUNDS rounds taking turns, hexlab first only in round 1,
 * and prints each round's medians when the last one is done (vitest runs no afterAll hooks in bench files).
 */
function inRounds(title: string, tasks: Record<string, () => void>) {
  const [ours, theirs] = Object.keys(tasks);
  const report = () => {
    const lines = [`${title}: million points a second (median batch), hexlab vs honeycomb`];
    for (let round = 1; round <= ROUNDS; round++) {
      const a = millionsPerSecond(`${ours}, round ${round}`);
      const b = millionsPerSecond(`${theirs}, round ${round}`);
      lines.push(`  round ${round}: ${ours} ${a.toFixed(1)}, ${theirs} ${b.toFixed(2)}: ${(a / b).toFixed(1)}x`);
    }
    console.log(lines.join('\n'));
  };
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round === 1 ? [ours, theirs] : [theirs, ours];
    for (const name of order) {
      const last = round === ROUNDS && name === ours;
      const teardown = (_task: unknown, mode: string) => {
        if (last && mode === 'run') report();
      };
      bench(`${name}, round ${round}`, timed(`${name}, round ${round}`, tasks[name]), { ...OPTIONS, teardown });
    }
  }
}

describe('pixel to hex, anywhere (1000 points on a 100x100 board)', () => {
  inRounds('pixel to hex', {
    'hexlab pixelToAxial': () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += pixelToAxial(layout, points[i]).q;
      sink[0] = acc;
    },
    'honeycomb grid.pointToHex': () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += grid.pointToHex(points[i]).q;
      sink[0] = acc;
    },
  });
});

describe('pixel to a tile of the board (1000 points on a 100x100 board)', () => {
  inRounds('pixel to a tile', {
    'hexlab pixelToTile': () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += pixelToTile(board, layout, xs[i], ys[i]);
      sink[0] = acc;
    },
    'honeycomb grid.pointToHex, inside only': () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += grid.pointToHex(points[i], { allowOutside: false })?.q ?? -1;
      sink[0] = acc;
    },
  });
});

describe('hex to pixel (1000 tiles)', () => {
  bench(
    'hexlab axialToPixelInto (no allocation)',
    () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) {
        const id = ids[i];
        axialToPixelInto(layout, board.q[id], board.r[id], out, 0);
        acc += out[0];
      }
      sink[0] = acc;
    },
    OPTIONS,
  );
  bench(
    'hexlab axialToPixel (returns an object)',
    () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += axialToPixel(layout, axials[i]).x;
      sink[0] = acc;
    },
    OPTIONS,
  );
  bench(
    'honeycomb hexToPoint',
    () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += hexToPoint(honeyHexes[i]).x;
      sink[0] = acc;
    },
    OPTIONS,
  );
});

describe('all six neighbours (1000 tiles)', () => {
  bench(
    'hexlab board.neighbors table',
    () => {
      let acc = 0;
      const nb = board.neighbors;
      for (let i = 0; i < BATCH; i++) {
        for (let k = ids[i] * 6, end = k + 6; k < end; k++) acc += nb[k];
      }
      sink[0] = acc;
    },
    OPTIONS,
  );
  bench(
    'honeycomb grid.neighborOf',
    () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) {
        for (const d of POINTY_DIRECTIONS) acc += grid.neighborOf(honeyHexes[i], d, { allowOutside: false })?.q ?? -1;
      }
      sink[0] = acc;
    },
    OPTIONS,
  );
});

describe('distance (1000 pairs of tiles)', () => {
  bench(
    'hexlab tileDistance (typed arrays)',
    () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += tileDistance(board, ids[i], ids[i + BATCH]);
      sink[0] = acc;
    },
    OPTIONS,
  );
  bench(
    'hexlab axialDistance (objects)',
    () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += axialDistance(axials[i], axials[i + BATCH]);
      sink[0] = acc;
    },
    OPTIONS,
  );
  bench(
    'honeycomb grid.distance',
    () => {
      let acc = 0;
      for (let i = 0; i < BATCH; i++) acc += grid.distance(honeyHexes[i], honeyHexes[i + BATCH]);
      sink[0] = acc;
    },
    OPTIONS,
  );
});

// Keeps the results observable so no loop above can be optimised away.
export const benchSink = () => sink[0];
