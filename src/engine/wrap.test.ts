import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boardDistance, boardLine, makeBoard, tileAtOffset, tileAxial, type Board } from './board';
import { distanceField } from './bfs';
import { shapePreset } from './shapes';
import { filledLevel } from './levelData';
import { wrapProblem, type Wrap } from './wrap';
import { LAYOUTS } from './testing';
import type { OffsetSettings } from './types';

const LEGAL = fc.record({ half: fc.integer({ min: 2, max: 9 }), other: fc.integer({ min: 3, max: 17 }) });

/** A full rectangle of a legal size for this wrap: the offset axis even and 4 or more, the other 3 or more. */
function torus(settings: OffsetSettings, half: number, other: number, wrap: Wrap): Board {
  const pointy = settings.orientation === 'pointy';
  const rows = pointy ? 2 * half : other;
  const cols = pointy ? other : 2 * half;
  return makeBoard(filledLevel(rows, cols, 0), { ...settings, wrap });
}

const hexagonBoard = (settings: OffsetSettings, n: number) =>
  makeBoard(shapePreset('hexagon', { ...settings, rows: 2 * n + 1, cols: 2 * n + 1 }), { ...settings, wrap: 'hex' });

function expectSymmetric(board: Board) {
  for (let id = 0; id < board.size; id++) {
    for (let d = 0; d < 6; d++) {
      const n = board.neighbors[id * 6 + d];
      if (n >= 0) expect(board.neighbors[n * 6 + ((d + 3) % 6)]).toBe(id);
    }
  }
}

function expectSixDistinct(board: Board) {
  for (let id = 0; id < board.size; id++) {
    const around = new Set(board.neighbors.subarray(id * 6, id * 6 + 6));
    expect(around.has(-1) || around.has(id)).toBe(false);
    expect(around.size).toBe(6);
  }
}

describe.each(LAYOUTS)('wraparound boards, %s', (_, settings) => {
  it('on a torus of legal size every tile has six distinct neighbours, each pointing back', () => {
    fc.assert(
      fc.property(LEGAL, ({ half, other }) => {
        const board = torus(settings, half, other, 'xy');
        expectSixDistinct(board);
        expectSymmetric(board);
      }),
      { numRuns: 30 },
    );
  });

  it('on a cylinder the neighbour relation is symmetric and edge tiles meet the opposite edge', () => {
    fc.assert(
      fc.property(LEGAL, ({ half, other }) => {
        const board = torus(settings, half, other, 'x');
        expectSymmetric(board);
        const row = Math.floor(board.rows / 2);
        const left = tileAtOffset(board, { row, col: 0 });
        const across = Array.from(board.neighbors.subarray(left * 6, left * 6 + 6)).map((n) => board.col[n]);
        expect(across).toContain(board.cols - 1);
      }),
      { numRuns: 30 },
    );
  });

  it('distance across the seams equals breadth-first steps on the wrapped neighbour table', () => {
    fc.assert(
      fc.property(LEGAL, fc.constantFrom<Wrap>('x', 'xy'), fc.nat(), ({ half, other }, wrap, pick) => {
        const board = torus(settings, half, other, wrap);
        const start = pick % board.size;
        const field = distanceField(board, start);
        for (let id = 0; id < board.size; id++)
          expect(boardDistance(board, tileAxial(board, start), tileAxial(board, id))).toBe(field.distance[id]);
      }),
      { numRuns: 40 },
    );
  });

  it('a line across the seams steps from neighbour to neighbour and is as long as the distance', () => {
    fc.assert(
      fc.property(LEGAL, fc.nat(), fc.nat(), ({ half, other }, i, j) => {
        const board = torus(settings, half, other, 'xy');
        const a = i % board.size;
        const b = j % board.size;
        const line = boardLine(board, tileAxial(board, a), tileAxial(board, b));
        expect(line[0]).toBe(a);
        expect(line[line.length - 1]).toBe(b);
        expect(line.length - 1).toBe(boardDistance(board, tileAxial(board, a), tileAxial(board, b)));
        for (let k = 1; k < line.length; k++)
          expect(board.neighbors.subarray(line[k - 1] * 6, line[k - 1] * 6 + 6)).toContain(line[k]);
      }),
      { numRuns: 40 },
    );
  });

  it('a hexagon wrapped by its mirror centres gives every tile six distinct neighbours, and distance equals steps', () => {
    for (const n of [2, 3, 5]) {
      const board = hexagonBoard(settings, n);
      expect(board.size).toBe(3 * n * (n + 1) + 1);
      expectSixDistinct(board);
      expectSymmetric(board);
      const field = distanceField(board, 0);
      for (let id = 0; id < board.size; id++)
        expect(boardDistance(board, tileAxial(board, 0), tileAxial(board, id))).toBe(field.distance[id]);
    }
  });
});

describe('sizes that cannot wrap', () => {
  const pointy = { orientation: 'pointy', parity: 'odd' } as const;
  const flat = { orientation: 'flat', parity: 'even' } as const;
  it('says in a sentence what the size needs, and makeBoard refuses it', () => {
    expect(wrapProblem(filledLevel(5, 6, 0), pointy, 'xy')).toEqual({ kind: 'evenCount', axis: 'rows' });
    expect(wrapProblem(filledLevel(5, 6, 0), pointy, 'x')).toBeNull();
    expect(wrapProblem(filledLevel(5, 7, 0), flat, 'x')).toEqual({ kind: 'evenCount', axis: 'columns' });
    expect(wrapProblem(filledLevel(5, 8, 0), flat, 'xy')).toBeNull();
    expect(wrapProblem(filledLevel(6, 6, 0), pointy, 'hex')).toEqual({ kind: 'notHexagon' });
    expect(wrapProblem(filledLevel(6, 2, 0), pointy, 'x')).toEqual({ kind: 'tooFew', axis: 'columns' });
    expect(() => makeBoard(filledLevel(5, 6, 0), { ...pointy, wrap: 'xy' })).toThrow(RangeError);
  });
});
