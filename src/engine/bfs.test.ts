import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceField } from './bfs';
import { makeBoard, tileAtOffset } from './board';
import { axialDistance } from './hex';
import { filledLevel, TUTORIAL_HEXAGON } from './levelData';
import { LAYOUTS } from './testing';

describe.each(LAYOUTS)('on an open %s board', (_name, settings) => {
  const board = makeBoard(filledLevel(14, 11), settings);

  it('counts the same steps breadth-first as the hex distance formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: board.size - 1 }), (start) => {
        const { distance } = distanceField(board, start);
        const a = { q: board.q[start], r: board.r[start] };
        for (let id = 0; id < board.size; id++)
          expect(distance[id]).toBe(axialDistance(a, { q: board.q[id], r: board.r[id] }));
      }),
      { numRuns: 40 },
    );
  });

  it('gives every inner tile six neighbours, and neighbours are mutual', () => {
    for (let id = 0; id < board.size; id++) {
      const inner =
        board.row[id] > 0 && board.row[id] < board.rows - 1 && board.col[id] > 0 && board.col[id] < board.cols - 1;
      let count = 0;
      for (let d = 0; d < 6; d++) {
        const n = board.neighbors[id * 6 + d];
        if (n < 0) continue;
        count++;
        expect(board.neighbors[n * 6 + ((d + 3) % 6)]).toBe(id);
      }
      if (inner) expect(count).toBe(6);
    }
  });
});

describe('when walls stand in the way', () => {
  it('walks around them, and stops at maxSteps', () => {
    const level = filledLevel(5, 5);
    level[2] = [0, 1, 1, 1, 1];
    const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
    const start = tileAtOffset(board, { row: 0, col: 4 });
    const goal = tileAtOffset(board, { row: 4, col: 4 });
    const { distance, cameFrom } = distanceField(board, start);
    expect(distance[tileAtOffset(board, { row: 2, col: 2 })]).toBe(-1);
    expect(distance[goal]).toBeGreaterThan(4);
    let steps = 0;
    for (let at = goal; at !== start; at = cameFrom[at]) steps++;
    expect(steps).toBe(distance[goal]);
    const near = distanceField(board, start, { maxSteps: 2 }).distance;
    expect(Math.max(...near)).toBe(2);
  });

  it('reaches all 127 tiles of the open tutorial hexagon within 12 steps of a corner', () => {
    const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
    const { distance } = distanceField(board, tileAtOffset(board, { row: 0, col: 3 }));
    expect(distance.every((d) => d >= 0 && d <= 12)).toBe(true);
  });
});
