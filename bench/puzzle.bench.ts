// Hexcells-style puzzles: the exact checker over the real levels in src/games/puzzle/levels, beside the integer-
// programming check SixCells' player makes (bench/puzzleIlp.ts, glpk.js), in the same process. Figures are printed as
// [puzzle] lines (each level's time, then median and worst per size) as well as in vitest's table.
import GLPK from 'glpk.js/node';
import { bench, describe } from 'vitest';
import { checkLevel } from '../src/games/puzzle/check';
import { makeBoard, TUTORIAL_HEXAGON } from '../src/engine';
import { generatePuzzle, type Difficulty, type PuzzleShape } from '../src/games/puzzle/generate';
import { maskOfBoard } from '../src/games/puzzle/shape';
import { realLevels } from '../src/games/puzzle/testKit';
import { ilpCheck } from './puzzleIlp';

const glpk = await GLPK();
const RUNS = 3;

/** The least time of a few runs, in ms. */
function timed<T>(f: () => T): { ms: number; out: T } {
  let best = Infinity;
  let out = f();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    out = f();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, out };
}

const sizeOf = (cells: number) =>
  cells < 100 ? 'small (<100 cells)' : cells <= 200 ? 'medium (100-200)' : 'large (>200)';
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];

let printed = false;

function statistics(): void {
  const bySize = new Map<string, { ours: number[]; ilp: number[] }>();
  for (const { name, board } of realLevels) {
    const ours = timed(() => checkLevel(board));
    const ilp = timed(() => ilpCheck(glpk, board));
    const agree = ours.out.verdict === ilp.out.verdict ? 'agree' : 'DISAGREE';
    console.log(
      `[puzzle] ${name} (${board.size} cells): ours ${ours.out.verdict} ${ours.ms.toFixed(1)} ms, ` +
        `ILP ${ilp.out.verdict} ${ilp.ms.toFixed(1)} ms (${ilp.out.solves} ILP solves), ${agree}`,
    );
    const row = bySize.get(sizeOf(board.size)) ?? { ours: [], ilp: [] };
    row.ours.push(ours.ms);
    row.ilp.push(ilp.ms);
    bySize.set(sizeOf(board.size), row);
  }
  for (const [size, { ours, ilp }] of bySize)
    console.log(
      `[puzzle] ${size}, ${ours.length} levels: ours median ${median(ours).toFixed(1)} ms, worst ` +
        `${Math.max(...ours).toFixed(1)} ms; ILP median ${median(ilp).toFixed(1)} ms, worst ${Math.max(...ilp).toFixed(1)} ms`,
    );
}

/** The shapes "New puzzle" offers: a hexagon (radius 3, 4, 5 by difficulty), a rectangle, and an Editor's board. */
const SHAPES: [string, PuzzleShape][] = [
  ['hexagon', 'hexagon'],
  ['rectangle', 'rectangle'],
  [
    "the tutorial's 127-tile board",
    { mask: maskOfBoard(makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' })) },
  ],
];
const SEEDS = 10;

/** The generator per shape and difficulty: median and worst over a few seeds (the page runs it in a worker). */
function generatorStatistics(): void {
  for (const [name, shape] of SHAPES)
    for (const difficulty of ['easy', 'medium', 'hard'] as Difficulty[]) {
      const times: number[] = [];
      let cells = 0;
      for (let seed = 1; seed <= SEEDS; seed++) {
        const t0 = performance.now();
        cells = generatePuzzle({ shape, difficulty, seed }).cells.length;
        times.push(performance.now() - t0);
      }
      console.log(
        `[puzzle] generate ${difficulty} (${name}, ${cells} cells): median ${median(times).toFixed(0)} ms, ` +
          `worst ${Math.max(...times).toFixed(0)} ms over ${SEEDS} seeds`,
      );
    }
}

describe('puzzle checker', () => {
  bench(
    'statistics (printed once)',
    () => {
      if (printed) return;
      printed = true;
      statistics();
      generatorStatistics();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
  const largest = realLevels.reduce((a, b) => (b.board.size > a.board.size ? b : a));
  const medium = realLevels.find((l) => l.name.startsWith('pteranodonc-1_2')) ?? largest;
  bench(`ours, ${medium.name}`, () => void checkLevel(medium.board), { iterations: 10, time: 0 });
  bench(`ILP, ${medium.name}`, () => void ilpCheck(glpk, medium.board), { iterations: 3, time: 0 });
});
