// No-guess Minesweeper: board generation on the three sizes (100 boards each: mean, worst, fallbacks), and the
// exact probability engine on a stuck mid-game 30x16/99 position. Figures are printed as [solver] lines as well as in
// vitest's table (whose rows time the same work once more, board by board).
import { bench, describe } from 'vitest';
import { filledLevel, isFloor, makeBoard, TUTORIAL_HEXAGON, type Board, type LevelData } from '../src/engine';
import { seededRandom } from '../src/games/random';
import { generateNoGuess, probabilities, solveFrom, type Knowledge } from '../src/games/minesweeper/solver';

const BOARDS = 100;
/** The clock the generator's time limit is measured by (the rules read none of their own). */
const now = () => performance.now();
const pointyOdd = (level: LevelData) => makeBoard(level, { orientation: 'pointy', parity: 'odd' });
const middle = (b: Board) => b.idAt[Math.floor(b.rows / 2) * b.cols + Math.floor(b.cols / 2)];

const cases: [string, Board, number][] = [
  ['hex 30x16, 99 mines', pointyOdd(filledLevel(16, 30)), 99],
  ['tutorial hexagon (127), 20 mines', pointyOdd(TUTORIAL_HEXAGON), 20],
  ['tutorial hexagon (127), 32 mines', pointyOdd(TUTORIAL_HEXAGON), 32],
];

function generationStats(name: string, board: Board, mines: number): void {
  const first = middle(board);
  for (let s = 0; s < 5; s++) generateNoGuess(board, mines, first, seededRandom(10_000 + s), { now }); // warm the JIT
  const times: number[] = [];
  let fallbacks = 0;
  let attempts = 0;
  for (let s = 0; s < BOARDS; s++) {
    const t0 = performance.now();
    const r = generateNoGuess(board, mines, first, seededRandom(s), { now });
    times.push(performance.now() - t0);
    attempts += r.attempts;
    if (!r.ok) fallbacks++;
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const sorted = times.slice().sort((a, b) => a - b);
  console.log(
    `[solver] no-guess ${name}: ${BOARDS} boards, mean ${mean.toFixed(2)} ms, median ${sorted[BOARDS >> 1].toFixed(2)} ms, ` +
      `worst ${sorted[BOARDS - 1].toFixed(1)} ms, fallbacks (ok:false) ${fallbacks}, solver runs per board ${(attempts / BOARDS).toFixed(1)}`,
  );
}

/** A mid-game expert position: an ordinary random 30x16/99 board played by logic from the middle until it needs a guess. */
function midGame(): Knowledge {
  const board = cases[0][1];
  const first = middle(board);
  for (let seed = 1; ; seed++) {
    const rand = seededRandom(seed);
    const mines = new Uint8Array(board.size);
    const free = [];
    for (let t = 0; t < board.size; t++)
      if (isFloor(board, t) && t !== first && !board.neighbors.slice(first * 6, first * 6 + 6).includes(t))
        free.push(t);
    for (let i = 0; i < 99; i++) mines[free.splice(Math.floor(rand() * free.length), 1)[0]] = 1;
    const r = solveFrom(board, mines, first);
    if (r.stuckAt && r.revealedSafe >= 100 && r.revealedSafe <= 200) return r.stuckAt;
  }
}

let printed = false;
let seed = 0;

describe('minesweeper solver', () => {
  bench(
    'statistics (printed once)',
    () => {
      if (printed) return;
      printed = true;
      for (const [name, board, mines] of cases) generationStats(name, board, mines);
      const k = midGame();
      let hidden = 0;
      for (let t = 0; t < k.board.size; t++) if (!k.revealed[t] && !k.knownMines?.[t]) hidden++;
      for (let i = 0; i < 3; i++) probabilities(k);
      const t0 = performance.now();
      const runs = 20;
      for (let i = 0; i < runs; i++) probabilities(k);
      console.log(
        `[solver] probabilities on a mid-game 30x16/99 position (${hidden} hidden tiles): ${((performance.now() - t0) / runs).toFixed(2)} ms`,
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
  for (const [name, board, mines] of cases) {
    bench(
      `no-guess board, ${name}`,
      () => void generateNoGuess(board, mines, middle(board), seededRandom(seed++), { now }),
      { iterations: BOARDS, time: 0 },
    );
  }
  const k = midGame();
  bench('probabilities, mid-game 30x16/99', () => void probabilities(k), { iterations: 50, time: 0 });
});
