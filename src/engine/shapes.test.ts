import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceField } from './bfs';
import { makeBoard } from './board';
import { axialDistance } from './hex';
import { transpose, TUTORIAL_HEXAGON } from './levelData';
import { shapePreset, SHAPE_NAMES } from './shapes';
import { LAYOUTS } from './testing';

const tiles = (level: number[][]) => level.flat().filter((v) => v >= 0).length;
const mirrored = TUTORIAL_HEXAGON.map((row) => [...row].reverse());

describe('a 13x13 hexagon preset', () => {
  it("is exactly the tutorial's board in the pointy odd layout", () => {
    expect(shapePreset('hexagon', { rows: 13, cols: 13, orientation: 'pointy', parity: 'odd' })).toEqual(
      TUTORIAL_HEXAGON,
    );
  });

  it('is its mirror image in the pointy even layout and its transpose in the flat odd layout', () => {
    expect(shapePreset('hexagon', { rows: 13, cols: 13, orientation: 'pointy', parity: 'even' })).toEqual(mirrored);
    expect(shapePreset('hexagon', { rows: 13, cols: 13, orientation: 'flat', parity: 'odd' })).toEqual(
      transpose(TUTORIAL_HEXAGON),
    );
    expect(shapePreset('hexagon', { rows: 13, cols: 13, orientation: 'flat', parity: 'even' })).toEqual(
      transpose(mirrored),
    );
  });
});

describe('the tutorial preset', () => {
  it('is the 127-tile tutorial board, transposed for flat layouts, whatever the size asked', () => {
    expect(shapePreset('tutorial', { rows: 5, cols: 5, orientation: 'pointy', parity: 'odd' })).toEqual(
      TUTORIAL_HEXAGON,
    );
    expect(shapePreset('tutorial', { rows: 5, cols: 5, orientation: 'flat', parity: 'odd' })).toEqual(
      transpose(TUTORIAL_HEXAGON),
    );
  });
});

describe.each(LAYOUTS)('every preset in the %s layout', (_name, settings) => {
  const size = fc.record({ rows: fc.integer({ min: 1, max: 16 }), cols: fc.integer({ min: 1, max: 16 }) });

  it('fills rows x cols with one connected shape of the promised size', () => {
    fc.assert(
      fc.property(size, fc.constantFrom(...SHAPE_NAMES.filter((n) => n !== 'tutorial')), ({ rows, cols }, name) => {
        const level = shapePreset(name, { rows, cols, ...settings });
        expect(level).toHaveLength(rows);
        for (const line of level) expect(line).toHaveLength(cols);
        const board = makeBoard(level, settings);
        expect(board.size).toBeGreaterThan(0);
        expect(distanceField(board, 0).distance.every((d) => d >= 0)).toBe(true);
        if (name === 'rectangle') expect(board.size).toBe(rows * cols);
        if (name === 'hexagon') {
          const n = Math.floor((Math.min(rows, cols) - 1) / 2);
          expect(board.size).toBe(3 * n * (n + 1) + 1);
        }
      }),
    );
  });

  it('makes a hexagon whose tiles all lie within its radius of its middle tile', () => {
    const level = shapePreset('hexagon', { rows: 11, cols: 15, ...settings });
    const board = makeBoard(level, settings);
    const mid = board.idAt.find((_, i) => i === 5 * board.cols + 7) ?? -1;
    expect(mid).toBeGreaterThanOrEqual(0);
    for (let id = 0; id < board.size; id++) {
      expect(
        axialDistance({ q: board.q[mid], r: board.r[mid] }, { q: board.q[id], r: board.r[id] }),
      ).toBeLessThanOrEqual(5);
    }
  });

  it('makes a triangle of k(k+1)/2 tiles and a ring with a hole in it', () => {
    const triangle = tiles(shapePreset('triangle', { rows: 9, cols: 12, ...settings }));
    const k = Math.round((Math.sqrt(8 * triangle + 1) - 1) / 2);
    expect((k * (k + 1)) / 2).toBe(triangle);
    const ring = shapePreset('ring', { rows: 9, cols: 9, ...settings });
    expect(ring[4][4]).toBe(-1);
    // Radius 4 with the inner half hollowed out: rings 2, 3 and 4.
    expect(tiles(ring)).toBe(6 * (2 + 3 + 4));
  });

  it('fits a 100x100 parallelogram quickly', () => {
    const start = performance.now();
    const level = shapePreset('parallelogram', { rows: 100, cols: 100, ...settings });
    expect(tiles(level)).toBeGreaterThan(5000);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
