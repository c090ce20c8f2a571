import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeBoard, tileAtAxial, tileNeighbors } from './board';
import { fourKindsMap, type FourKindsOptions } from './fourKinds';
import { axialToInterlaced, interlacedToAxial } from './interlaced';
import type { Interlaced } from './types';

const key = (i: Interlaced) => `${i.pair},${i.half}`;

/** The article's placeMarker, in its own terms: the neighbours it tints red around hexagonArray[markerX][markerY]. */
function articleNeighbours(opts: FourKindsOptions, markerX: number, markerY: number): string[] {
  const gx = opts.kind === 'vertical' ? opts.gridSizeX : opts.gridSizeY;
  const gy = opts.kind === 'vertical' ? opts.gridSizeY : opts.gridSizeX;
  const out: [number, number][] = [];
  if (markerY - 2 >= 0) out.push([markerX, markerY - 2]);
  if (markerY + 2 < gy) out.push([markerX, markerY + 2]);
  if (markerX + (markerY % 2) < gx / 2 && (gx % 2 === 0 || markerX < Math.floor(gx / 2))) {
    if (markerY - 1 >= 0) out.push([markerX + (markerY % 2), markerY - 1]);
    if (markerY + 1 < gy) out.push([markerX + (markerY % 2), markerY + 1]);
  }
  if (markerX - 1 + (markerY % 2) >= 0) {
    if (markerY - 1 >= 0) out.push([markerX - 1 + (markerY % 2), markerY - 1]);
    if (markerY + 1 < gy) out.push([markerX - 1 + (markerY % 2), markerY + 1]);
  }
  return out.map(([pair, half]) => key({ half, pair })).sort();
}

describe('when a vertical map has an odd number of columns (nine)', () => {
  const map = fourKindsMap({ kind: 'vertical', gridSizeX: 9, gridSizeY: 12 });

  it('misses (4,1), (4,3) ... (4,11), as the article lists', () => {
    expect(map.missing.map(key)).toEqual(['4,1', '4,3', '4,5', '4,7', '4,9', '4,11']);
  });

  it('is an odd-q flat board of 6 rows x 9 columns with 54 hexes', () => {
    expect(map.orientation).toBe('flat');
    expect(map.parity).toBe('odd');
    expect(map.level).toHaveLength(6);
    expect(map.level[0]).toHaveLength(9);
    expect(map.cells).toHaveLength(54);
    expect(map.level.flat().filter((v) => v === 0)).toHaveLength(54);
  });
});

describe('when a horizontal map has an odd number of rows (seven)', () => {
  it('misses (3,1), (3,3) and so on, and none when the count is even', () => {
    const map = fourKindsMap({ kind: 'horizontal', gridSizeX: 17, gridSizeY: 7 });
    expect(map.missing.slice(0, 2).map(key)).toEqual(['3,1', '3,3']);
    expect(map.missing).toHaveLength(8);
    expect(map.orientation).toBe('pointy');
    expect(map.level).toHaveLength(7);
    expect(map.level[0]).toHaveLength(9);
    expect(fourKindsMap({ kind: 'horizontal', gridSizeX: 17, gridSizeY: 8 }).missing).toEqual([]);
  });
});

describe('any of the four kinds of maps', () => {
  const options = fc.record({
    kind: fc.constantFrom('vertical' as const, 'horizontal' as const),
    gridSizeX: fc.integer({ min: 1, max: 14 }),
    gridSizeY: fc.integer({ min: 1, max: 14 }),
  });

  it("drawn as an offset board, has the same hexes and the same neighbours as the article's placeMarker", () => {
    fc.assert(
      fc.property(options, (opts) => {
        const map = fourKindsMap(opts);
        const board = makeBoard(map.level, map);
        expect(board.size).toBe(map.cells.length);
        for (const cell of map.cells) {
          const id = tileAtAxial(board, interlacedToAxial(map.orientation, cell));
          expect(id).toBeGreaterThanOrEqual(0);
          const around = tileNeighbors(board, id).map((n) =>
            key(axialToInterlaced(map.orientation, { q: board.q[n], r: board.r[n] })),
          );
          expect(around.sort()).toEqual(articleNeighbours(opts, cell.pair, cell.half));
        }
      }),
      { numRuns: 60 },
    );
  });
});
