// The generator by difficulty, now that it keeps only puzzles graded in the asked band (src/games/puzzle/grade.ts):
// time per puzzle, the grades it gives, and the grades of single tries (how often one seed lands in the band, so how
// many seeds a puzzle costs); then the grade's own time on the repo's largest levels. `npm run bench -- puzzleGrade`.
// Figures are printed as [grade] lines. PUZZLE_GRADE_SEEDS (default 20) sets the seeds per difficulty and shape.
import { bench, describe } from 'vitest';
import { makeBoard, TUTORIAL_HEXAGON } from '../src/engine';
import { buildPuzzle } from '../src/games/puzzle/board';
import { generateOnce, generatePuzzle, type Difficulty, type PuzzleShape } from '../src/games/puzzle/generate';
import { gradePuzzle } from '../src/games/puzzle/grade';
import { maskOfBoard } from '../src/games/puzzle/shape';
import { realLevels } from '../src/games/puzzle/testKit';

const SEEDS = Number(process.env.PUZZLE_GRADE_SEEDS ?? 20);
const SHAPES: [string, PuzzleShape][] = [
  ['hexagon', 'hexagon'],
  ['rectangle', 'rectangle'],
  ["tutorial's board", { mask: maskOfBoard(makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' })) }],
];

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const histogram = (xs: string[]) =>
  Object.entries(xs.reduce<Record<string, number>>((h, x) => ((h[x] = (h[x] ?? 0) + 1), h), {}))
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

function generatorByBand(): void {
  for (const [name, shape] of SHAPES)
    for (const difficulty of ['easy', 'medium', 'hard'] as Difficulty[]) {
      const times: number[] = [];
      const grades: string[] = [];
      const tries: string[] = [];
      let cells = 0;
      for (let seed = 1; seed <= SEEDS; seed++) {
        const t0 = performance.now();
        const level = generatePuzzle({ shape, difficulty, seed });
        times.push(performance.now() - t0);
        cells = level.cells.length;
        grades.push(gradePuzzle(buildPuzzle(level))?.grade ?? 'needs-guess');
        const once = gradePuzzle(buildPuzzle(generateOnce({ shape, difficulty, seed }, seed, '')));
        tries.push(once?.grade ?? 'needs-guess');
      }
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      console.log(
        `[grade] ${difficulty}, ${name} (${cells} cells): per puzzle median ${median(times).toFixed(0)} ms, ` +
          `mean ${mean.toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms; grades: ${histogram(grades)}; ` +
          `one seed's grade: ${histogram(tries)} (${SEEDS} seeds)`,
      );
    }
}

function gradeOfLevels(): void {
  for (const { name, board } of [...realLevels].sort((a, b) => b.board.size - a.board.size).slice(0, 5)) {
    const t0 = performance.now();
    const g = gradePuzzle(board);
    const ms = performance.now() - t0;
    const what = g ? `${g.grade} (hardest ${g.hardest}, ${g.hardSteps} hard of ${g.steps} steps)` : 'needs a guess';
    console.log(`[grade] ${name} (${board.size} cells): ${what}, ${ms.toFixed(0)} ms`);
  }
}

let printed = false;
describe('puzzle grade', () => {
  bench(
    'generator by band and grade times (printed once)',
    () => {
      if (printed) return;
      printed = true;
      generatorByBand();
      gradeOfLevels();
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
