import { describe, expect, it } from 'vitest';
import { makeBoard, TUTORIAL_HEXAGON, type Board } from '../../engine';
import { FLOOR, VOID, type LevelData } from '../../engine/levelData';
import { buildPuzzle } from './board';
import { generatePuzzle } from './generate';
import { maskOfBoard } from './shape';

/** Neighbouring pairs of tiles of an engine board. */
function boardPairs(board: Board): number {
  const at = new Set(Array.from({ length: board.size }, (_, t) => `${board.q[t]},${board.r[t]}`));
  const steps = [
    [1, 0],
    [1, -1],
    [0, -1],
  ];
  let n = 0;
  for (let t = 0; t < board.size; t++)
    for (const [dq, dr] of steps) if (at.has(`${board.q[t] + dq},${board.r[t] + dr}`)) n++;
  return n;
}

/** Neighbouring pairs of cells of a generated puzzle. */
function puzzlePairs(mask: number[][]): { cells: number; pairs: number } {
  const level = generatePuzzle({ shape: { mask }, difficulty: 'easy', seed: 3 });
  const board = buildPuzzle(level);
  let pairs = 0;
  for (let c = 0; c < board.size; c++) for (let k = 0; k < 6; k++) if (board.neighbours[c * 6 + k] >= 0) pairs++;
  return { cells: level.cells.length, pairs: pairs / 2 };
}

// A ring with a hole and a notch: a shape whose neighbours a wrong column shift would change.
const RING: LevelData = [
  [0, 1, 1, 1, 0, 0],
  [1, 1, 1, 1, 1, 1],
  [1, 1, 0, 1, 1, 1],
  [1, 1, 1, 1, 1, 0],
  [0, 1, 1, 1, 1, 1],
].map((row) => row.map((v) => (v ? FLOOR : VOID)));

describe('maskOfBoard', () => {
  for (const orientation of ['flat', 'pointy'] as const)
    for (const parity of ['odd', 'even'] as const)
      for (const [name, level] of [
        ['the tutorial hexagon', TUTORIAL_HEXAGON],
        ['a ring with a notch', RING],
      ] as const)
        it(`makes the generator's cells the tiles of ${name} (${orientation}, ${parity}), with the same neighbours`, () => {
          const board = makeBoard(level, { orientation, parity });
          expect(puzzlePairs(maskOfBoard(board))).toEqual({ cells: board.size, pairs: boardPairs(board) });
        });
});
