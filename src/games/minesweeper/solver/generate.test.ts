import { describe, expect, it } from 'vitest';
import { filledLevel, isFloor, TUTORIAL_HEXAGON, type Board, type LevelData } from '../../../engine';
import { seededRandom } from '../../random';
import { generateNoGuess } from './generate';
import { solveFrom } from './play';
import { boardOf } from './testKit';

const layouts = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
] as const;

/** A 10x12 rectangle with a ring of holes and a wall in the middle. */
const HOLES: LevelData = filledLevel(10, 12).map((row, i) =>
  row.map((_, j) => ((i === 3 || i === 6) && j % 3 === 1 ? -1 : i === 5 && j >= 4 && j <= 7 ? 1 : 0)),
);
const masks: [string, LevelData, number][] = [
  ['the tutorial hexagon', TUTORIAL_HEXAGON, 24],
  ['a 9x11 rectangle', filledLevel(9, 11), 18],
  ['a rectangle with holes and a wall', HOLES, 20],
];

const floorCenter = (board: Board): number => {
  let best = -1;
  let bestD = Infinity;
  for (let t = 0; t < board.size; t++) {
    const d = Math.abs(board.row[t] - board.rows / 2) + Math.abs(board.col[t] - board.cols / 2);
    if (isFloor(board, t) && d < bestD) {
      best = t;
      bestD = d;
    }
  }
  return best;
};
const count = (a: Uint8Array) => a.reduce((s, v) => s + v, 0);

describe('a no-guess board', () => {
  for (const [name, level, mineCount] of masks) {
    for (const [orientation, parity] of layouts) {
      it(`on ${name}, ${orientation} ${parity}: 60 seeds are all solved from the first click by logic, with exactly ${mineCount} mines`, () => {
        const board = boardOf(level, orientation, parity);
        for (let seed = 0; seed < 60; seed++) {
          const first = (floorCenter(board) + seed * 7) % board.size;
          if (!isFloor(board, first)) continue;
          const r = generateNoGuess(board, mineCount, first, seededRandom(seed));
          expect(r.ok, JSON.stringify(r.reason)).toBe(true);
          expect(count(r.mines)).toBe(mineCount);
          expect(r.mines[first]).toBe(0);
          for (let d = 0; d < 6; d++) expect(r.mines[board.neighbors[first * 6 + d]] ?? 0).toBe(0);
          for (let t = 0; t < board.size; t++) if (!isFloor(board, t)) expect(r.mines[t]).toBe(0);
          expect(solveFrom(board, r.mines, first).solved).toBe(true);
        }
      });
    }
  }

  it('is the same board for the same seed and first click', () => {
    const board = boardOf(TUTORIAL_HEXAGON);
    const a = generateNoGuess(board, 30, 60, seededRandom(9));
    const b = generateNoGuess(board, 30, 60, seededRandom(9));
    expect(a.mines).toEqual(b.mines);
  });
});

describe('when the board has islands the first click cannot reach', () => {
  const level = [
    [0, 0, 0, 0, 1, 0, 0],
    [0, 0, 0, 0, 1, 0, 0],
    [0, 0, 0, 0, 1, 0, 0],
    [0, 0, 0, 0, 1, -1, -1],
  ];
  it('keeps the islands clear, so the final mine count proves them safe', () => {
    const board = boardOf(level);
    for (let seed = 0; seed < 20; seed++) {
      const r = generateNoGuess(board, 3, 0, seededRandom(seed));
      expect(r.ok).toBe(true);
      expect(solveFrom(board, r.mines, 0).solved).toBe(true);
    }
  });
  it('says so when the mines cannot all fit beside the first click', () => {
    const r = generateNoGuess(boardOf(level), 15, 0, seededRandom(1));
    expect(r).toMatchObject({ ok: false, reason: { kind: 'islands' } });
  });
});

describe('when no guess-free board can be found', () => {
  it('gives up within the time limit with a reason, keeping the mine count', () => {
    const board = boardOf(filledLevel(16, 30));
    let looks = 0;
    const now = () => 40 * looks++; // every look at the clock finds 40 ms more gone
    const r = generateNoGuess(board, 300, 200, seededRandom(3), { timeLimitMs: 150, now });
    expect(looks).toBe(5); // the start, then once per attempt until 160 ms > 150 ms
    expect(r.ok).toBe(false);
    expect(r.reason).toMatchObject({ kind: 'timeout', ms: 150 });
    expect(count(r.mines)).toBe(300);
  });

  it('stops when cancelled', () => {
    const board = boardOf(filledLevel(16, 30));
    const r = generateNoGuess(board, 300, 200, seededRandom(3), { shouldCancel: () => true });
    expect(r).toMatchObject({ ok: false, reason: { kind: 'cancelled' }, attempts: 1 });
  });

  it('refuses more mines than fit away from the first click', () => {
    const board = boardOf(filledLevel(3, 3));
    expect(generateNoGuess(board, 3, 4, seededRandom(1))).toMatchObject({
      ok: false,
      reason: { kind: 'tooMany', mines: 3 },
    });
  });

  it('reports progress as it goes', () => {
    const board = boardOf(filledLevel(16, 30));
    const seen: number[] = [];
    generateNoGuess(board, 99, 200, seededRandom(5), { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((f, i) => f > 0 && f <= 1 && (i === 0 || f > seen[i - 1]))).toBe(true);
  });
});
