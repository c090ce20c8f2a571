// Hexcells-style puzzles: our checker (CDCL, with GLPK for the questions it finds hard, as the worker runs it) beside
// the two outside checks, in the same process: SixCells' integer programs (bench/puzzleIlp.ts, glpk.js) and MiniSat
// with each hidden cell tried both ways (bench/puzzleSat.ts, logic-solver). Levels: the repo's own (src/games/puzzle/
// levels, always), and every .hexcells file in the folder HEXCELLS_LEVELS names, if set (public community levels are
// not kept in the repo): `HEXCELLS_LEVELS=/work/levels npm run bench -- puzzle`. PUZZLE_SAT_LIMIT (ms, default 60000)
// bounds MiniSat per level. Figures are printed as [puzzle] lines: each level, then median and worst per size, the
// worst level, and how many verdicts agree.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GLPK from 'glpk.js/node';
import { bench, describe } from 'vitest';
import { buildPuzzle, type PuzzleBoard } from '../src/games/puzzle/board';
import { checkLevel } from '../src/games/puzzle/check';
import { forcedByIlp } from '../src/games/puzzle/ilp';
import { parseLevel } from '../src/games/puzzle/level';
import { makeBoard, TUTORIAL_HEXAGON } from '../src/engine';
import { generatePuzzle, type Difficulty, type PuzzleShape } from '../src/games/puzzle/generate';
import { maskOfBoard } from '../src/games/puzzle/shape';
import { realLevels } from '../src/games/puzzle/testKit';
import { ilpCheck } from './puzzleIlp';
import { satCheck } from './puzzleSat';

const glpk = await GLPK();
const deep = (c: Parameters<typeof forcedByIlp>[1]) => forcedByIlp(glpk, c);
const SAT_LIMIT = Number(process.env.PUZZLE_SAT_LIMIT ?? 60_000);

/** The repo's levels and those in HEXCELLS_LEVELS (unreadable files are named and skipped). */
function levels(): { name: string; board: PuzzleBoard }[] {
  const out = realLevels.map(({ name, board }) => ({ name, board }));
  const dir = process.env.HEXCELLS_LEVELS;
  if (!dir) return out;
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.hexcells'))
    .sort()) {
    const r = parseLevel(readFileSync(join(dir, f), 'utf8'));
    if (r.ok) out.push({ name: f, board: buildPuzzle(r.level) });
    else console.log(`[puzzle] ${f}: not a level (${r.problem.kind})`);
  }
  return out;
}

function timed<T>(f: () => T): { ms: number; out: T } {
  const t0 = performance.now();
  const out = f();
  return { ms: performance.now() - t0, out };
}

const sizeOf = (cells: number) =>
  cells < 100
    ? 'small (<100 cells)'
    : cells <= 200
      ? 'medium (100-200)'
      : cells < 400
        ? 'large (201-399)'
        : 'huge (400+)';
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const ms = (x: number) => `${x.toFixed(0)} ms`;

let printed = false;

function statistics(): void {
  const all = levels();
  const bySize = new Map<string, { ours: number[]; ilp: number[]; sat: number[] }>();
  let worst = { name: '', ms: 0 };
  let agree = 0;
  for (const { name, board } of all) {
    // A baseline that fails on a level is reported as such, not allowed to end the run.
    const guard =
      <T extends { verdict: string }>(f: () => T) =>
      () => {
        try {
          return f();
        } catch (e) {
          return { verdict: `failed (${String(e)})` };
        }
      };
    const ours = timed(() => checkLevel(board, { deep }));
    const ilp = timed(guard(() => ilpCheck(glpk, board)));
    const sat = timed(guard(() => satCheck(board, SAT_LIMIT)));
    const same = ours.out.verdict === ilp.out.verdict && ours.out.verdict === sat.out.verdict;
    if (same) agree++;
    console.log(
      `[puzzle] ${name} (${board.size} cells, ${board.level.lines.length} lines): ours ${ours.out.verdict} ` +
        `${ms(ours.ms)}, ILP ${ilp.out.verdict} ${ms(ilp.ms)}, SAT ${sat.out.verdict} ${ms(sat.ms)}` +
        (same ? '' : ', DISAGREE'),
    );
    if (ours.ms > worst.ms) worst = { name: `${name} (${board.size} cells)`, ms: ours.ms };
    const row = bySize.get(sizeOf(board.size)) ?? { ours: [], ilp: [], sat: [] };
    row.ours.push(ours.ms);
    row.ilp.push(ilp.ms);
    row.sat.push(sat.ms);
    bySize.set(sizeOf(board.size), row);
  }
  console.log(
    '[puzzle] | size | levels | ours median | ours worst | ILP median | ILP worst | SAT median | SAT worst |',
  );
  for (const [size, r] of [...bySize].sort())
    console.log(
      `[puzzle] | ${size} | ${r.ours.length} | ${ms(median(r.ours))} | ${ms(Math.max(...r.ours))} | ` +
        `${ms(median(r.ilp))} | ${ms(Math.max(...r.ilp))} | ${ms(median(r.sat))} | ${ms(Math.max(...r.sat))} |`,
    );
  console.log(`[puzzle] worst level (ours): ${worst.name}, ${ms(worst.ms)}`);
  console.log(`[puzzle] verdicts equal to both ILP and SAT on ${agree} of ${all.length} levels`);
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
  bench(`ours, ${largest.name}`, () => void checkLevel(largest.board, { deep }), { iterations: 3, time: 0 });
  bench(`ILP, ${largest.name}`, () => void ilpCheck(glpk, largest.board), { iterations: 1, time: 0 });
});
