import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialDistance, filledLevel, offsetToAxial, type OffsetSettings } from '../../engine';
import { regionCells } from './fill';
import { lineTool, paint, paintLine, rectTool, ringTool, setCells } from './paint';
import { ALL_SETTINGS, snapshot, valueCounts } from './testing';

/** Property tests run thousands of cases; the shared two-core machine can be slow, so they get room. */
const SLOW = 60_000;

const pointyOdd: OffsetSettings = { orientation: 'pointy', parity: 'odd' };
const settingsArb = fc.constantFrom(...ALL_SETTINGS);
const cellArb = (n: number) =>
  fc.record({ row: fc.integer({ min: 0, max: n - 1 }), col: fc.integer({ min: 0, max: n - 1 }) });

describe('when the brush paints', () => {
  it.each([
    [0, 1],
    [1, 7],
    [2, 19],
    [3, 37],
  ])('a brush of radius %i in open space covers %i tiles', (radius, tiles) => {
    const out = paint(filledLevel(15, 15, -1), pointyOdd, { row: 7, col: 7 }, radius, 0);
    expect(valueCounts(out)[0]).toBe(tiles);
  });

  it(
    'covers exactly the cells within the radius, in every layout',
    () => {
      fc.assert(
        fc.property(settingsArb, cellArb(11), fc.integer({ min: 0, max: 3 }), (settings, centre, radius) => {
          const out = paint(filledLevel(11, 11, -1), settings, centre, radius, 1);
          const c = offsetToAxial(settings, centre);
          out.forEach((line, row) =>
            line.forEach((v, col) =>
              expect(v === 1).toBe(axialDistance(offsetToAxial(settings, { row, col }), c) <= radius),
            ),
          );
        }),
      );
    },
    SLOW,
  );

  it('clips at the edge of the board instead of growing it', () => {
    const out = paint(filledLevel(4, 4, -1), pointyOdd, { row: 0, col: 0 }, 3, 0);
    expect(out).toHaveLength(4);
    expect(out.every((line) => line.length === 4)).toBe(true);
  });

  it('leaves the input alone, shares untouched rows, and hands back the input when nothing changes', () => {
    const level = filledLevel(5, 5, 0);
    const before = snapshot(level);
    const out = paint(level, pointyOdd, { row: 0, col: 0 }, 0, 1);
    expect(level).toEqual(before);
    expect(out[0][0]).toBe(1);
    expect(out[4]).toBe(level[4]);
    expect(paint(level, pointyOdd, { row: 2, col: 2 }, 1, 0)).toBe(level);
  });

  it('refuses a value that is not a tile', () => {
    expect(() => setCells(filledLevel(2, 2), [{ row: 0, col: 0 }], 12)).toThrow(/not a tile|cannot paint 12/);
  });
});

describe('when the pointer is dragged fast', () => {
  it(
    'paints a connected stroke from the first cell to the last, in every layout',
    () => {
      fc.assert(
        fc.property(
          settingsArb,
          cellArb(20),
          cellArb(20),
          fc.integer({ min: 0, max: 2 }),
          (settings, from, to, radius) => {
            const out = paintLine(filledLevel(20, 20, 0), settings, from, to, radius, 1);
            const stroke = regionCells(out, settings, from);
            expect(stroke.some((c) => c.row === to.row && c.col === to.col)).toBe(true);
            expect(stroke.length).toBe(valueCounts(out)[1]);
          },
        ),
      );
    },
    SLOW,
  );

  it(
    'keeps a stroke dragged between any two edge cells connected, in every layout',
    () => {
      // Lines between edge cells can run along the edge's zigzag; leaning out of the board would cut the stroke.
      const n = 12;
      const edge: { row: number; col: number }[] = [];
      for (let i = 0; i < n; i++)
        edge.push({ row: 0, col: i }, { row: n - 1, col: i }, { row: i, col: 0 }, { row: i, col: n - 1 });
      for (const settings of ALL_SETTINGS) {
        for (const from of edge) {
          for (const to of edge) {
            const out = paintLine(filledLevel(n, n, 0), settings, from, to, 0, 1);
            const stroke = regionCells(out, settings, from);
            expect(
              stroke.some((c) => c.row === to.row && c.col === to.col),
              `${settings.orientation} ${settings.parity} ${JSON.stringify([from, to])}`,
            ).toBe(true);
          }
        }
      }
    },
    SLOW,
  );
});

describe('when a shape tool is used', () => {
  it('draws a line one tile wide, both ends included', () => {
    const out = lineTool(filledLevel(10, 10, -1), pointyOdd, { row: 1, col: 1 }, { row: 8, col: 6 }, 0);
    const a = offsetToAxial(pointyOdd, { row: 1, col: 1 });
    const b = offsetToAxial(pointyOdd, { row: 8, col: 6 });
    expect(valueCounts(out)[0]).toBe(axialDistance(a, b) + 1);
    expect(out[1][1]).toBe(0);
    expect(out[8][6]).toBe(0);
  });

  it('draws a ring of 6 x radius tiles, all at that distance, and radius 0 is the centre alone', () => {
    for (const settings of ALL_SETTINGS) {
      const out = ringTool(filledLevel(13, 13, -1), settings, { row: 6, col: 6 }, 3, 1);
      expect(valueCounts(out)[1]).toBe(18);
      const c = offsetToAxial(settings, { row: 6, col: 6 });
      out.forEach((line, row) =>
        line.forEach((v, col) => v === 1 && expect(axialDistance(offsetToAxial(settings, { row, col }), c)).toBe(3)),
      );
      expect(valueCounts(ringTool(filledLevel(3, 3, -1), settings, { row: 1, col: 1 }, 0, 1))[1]).toBe(1);
    }
  });

  it('fills the array rectangle between two corners given in any order', () => {
    const out = rectTool(filledLevel(6, 6, -1), { row: 4, col: 1 }, { row: 2, col: 4 }, 0);
    expect(valueCounts(out)[0]).toBe(12);
    expect(out[2][1]).toBe(0);
    expect(out[4][4]).toBe(0);
    expect(out[1][1]).toBe(-1);
  });
});
