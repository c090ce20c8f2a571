import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, tileAtOffset, tileAxial, type OffsetSettings } from '../../engine';
import { lineParity, neighbourSteps, tutorialWord } from './names';

const LAYOUTS: OffsetSettings[] = [
  { orientation: 'pointy', parity: 'odd' },
  { orientation: 'pointy', parity: 'even' },
  { orientation: 'flat', parity: 'odd' },
  { orientation: 'flat', parity: 'even' },
];
const key = (s: { dRow: number; dCol: number }) => `${s.dRow},${s.dCol}`;
// The tutorial's two neighbour lists as (row, column) steps, as its text writes them (i row, j column).
const TUTORIAL = {
  pointy: { odd: ['0,-1', '-1,-1', '-1,0', '0,1', '1,0', '1,-1'], even: ['0,-1', '-1,0', '-1,1', '0,1', '1,1', '1,0'] },
  flat: { odd: ['0,-1', '-1,-1', '-1,0', '-1,1', '0,1', '1,0'], even: ['1,-1', '0,-1', '-1,0', '0,1', '1,1', '1,0'] },
};

describe('the names card’s neighbour table', () => {
  it('steps from any tile to exactly the neighbours in the board’s own table, in every layout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYOUTS),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (settings, row, col) => {
          const board = makeBoard(filledLevel(12, 12), settings);
          const id = tileAtOffset(board, { row, col });
          for (const s of neighbourSteps(settings, tileAxial(board, id))) {
            expect(tileAtOffset(board, { row: row + s.dRow, col: col + s.dCol })).toBe(
              board.neighbors[id * 6 + s.direction],
            );
          }
        },
      ),
    );
  });
  it('names one Proximity helper per neighbour, each helper once, as they point on a flat board', () => {
    for (const settings of LAYOUTS) {
      const steps = neighbourSteps(settings, { q: 3, r: -2 });
      expect(new Set(steps.map((s) => s.helper)).size).toBe(6);
      expect(steps.every((s) => s.helper !== '')).toBe(true);
    }
    const flat = Object.fromEntries(neighbourSteps(LAYOUTS[2], { q: 4, r: 1 }).map((s) => [s.helper, s.name]));
    expect(flat).toEqual({
      topOf: 'north',
      bottomOf: 'south',
      topLeftOf: 'north-west',
      topRightOf: 'north-east',
      bottomLeftOf: 'south-west',
      bottomRightOf: 'south-east',
    });
    // On a pointy board the same storage steps point the transposed way: topOf is the tile to the west.
    expect(neighbourSteps(LAYOUTS[0], { q: 4, r: 1 }).find((s) => s.helper === 'topOf')?.name).toBe('west');
  });
  it('gives the tutorial’s word whose list it prints, swapped against the parity in its odd-offset code only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYOUTS),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        (settings, q, r) => {
          const word = tutorialWord(settings, { q, r });
          expect(neighbourSteps(settings, { q, r }).map(key).sort()).toEqual(
            [...TUTORIAL[settings.orientation][word]].sort(),
          );
          expect(word === lineParity(settings, { q, r })).toBe(settings.parity === 'even');
        },
      ),
    );
  });
});
