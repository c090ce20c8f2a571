import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axialDistance,
  axialLine,
  axialNeighbors,
  axialRange,
  axialReflect,
  axialRing,
  axialRotate,
  axialSpiral,
  axialToOffset,
  axialToPixel,
  fieldOfView,
  makeBoard,
  makeLayout,
  offsetToAxial,
  pixelToAxial,
  shapePreset,
  type Axial,
  type LevelData,
} from '../../../engine';
import { LAYOUTS } from '../../../engine/testing';
import { rangeIntersection } from '../intersect';
import type { LabTool } from '../tools';
import { exampleCalls, labCode, middleTile, type CodeLanguage, type CodeLayout } from './index';
import { runSnippet, type Snippet } from './runSnippet';
import { TEST_WORDS } from './testing';

const TOOLS: LabTool[] = ['none', 'line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'fov', 'intersect'];
const SIZES = [10, 24, 37];
const offsetArb = fc.record({ row: fc.integer({ min: -40, max: 40 }), col: fc.integer({ min: -40, max: 40 }) });
/** -0 and 0 are the same tile. */
const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe.each(LAYOUTS)('the JavaScript code in the %s layout', (_, settings) => {
  const off = (a: Axial) => {
    const o = axialToOffset(settings, a);
    return [o.row, o.col];
  };
  const ax = (row: number, col: number) => offsetToAxial(settings, { row, col });
  for (const size of SIZES) {
    const layout: CodeLayout = { ...settings, size };
    const code = labCode(layout, 'javascript', 'none', TEST_WORDS);
    const s = runSnippet(code).fns;

    it(`converts offset and axial as the engine does (hex size ${size})`, () => {
      fc.assert(
        fc.property(offsetArb, ({ row, col }) => {
          const a = ax(row, col);
          expect(plain(s.offsetToAxial(row, col))).toEqual([a.q, a.r]);
          expect(plain(s.axialToOffset(a.q, a.r))).toEqual([row, col]);
        }),
      );
    });

    it(`finds the six neighbours and the distance as the engine does (hex size ${size})`, () => {
      fc.assert(
        fc.property(offsetArb, offsetArb, (a, b) => {
          expect(plain(s.neighbors(a.row, a.col))).toEqual(axialNeighbors(ax(a.row, a.col)).map(off));
          expect(s.distance(a.row, a.col, b.row, b.col)).toBe(axialDistance(ax(a.row, a.col), ax(b.row, b.col)));
        }),
      );
    });

    it(`puts tiles where the board draws them and finds the tile under any point (hex size ${size})`, () => {
      const eng = makeLayout({ ...settings, size });
      fc.assert(
        fc.property(offsetArb, ({ row, col }) => {
          const p = axialToPixel(eng, ax(row, col));
          const [x, y] = s.hexToPixel(row, col) as number[];
          expect(x).toBeCloseTo(p.x, 9);
          expect(y).toBeCloseTo(p.y, 9);
        }),
      );
      const span = 40 * size;
      fc.assert(
        fc.property(
          fc.double({ min: -span, max: span, noNaN: true }),
          fc.double({ min: -span, max: span, noNaN: true }),
          (x, y) => {
            const [row, col] = s.pixelToHex(x, y) as number[];
            const engine = off(pixelToAxial(eng, { x, y }));
            // A point exactly on an edge or corner belongs to every hex that meets there: either answer is right.
            const away = (at: number[]) =>
              Math.hypot(...(s.hexToPixel(at[0], at[1]) as number[]).map((c, i) => c - [x, y][i]));
            if (Math.abs(away([row, col]) - away(engine)) > 1e-9 * size) expect(plain([row, col])).toEqual(engine);
            expect(away([row, col])).toBeLessThanOrEqual(size);
          },
        ),
        { numRuns: 500 },
      );
    });
  }

  const layout: CodeLayout = { ...settings, size: 24 };
  const fnsFor = (tool: LabTool) => runSnippet(labCode(layout, 'javascript', tool, TEST_WORDS)).fns;

  it('draws lines, ranges, rings and spirals as the engine does', () => {
    const line = fnsFor('line');
    const spiral = fnsFor('spiral');
    const range = fnsFor('range');
    fc.assert(
      fc.property(offsetArb, offsetArb, fc.integer({ min: 0, max: 6 }), (a, b, n) => {
        const from = ax(a.row, a.col);
        expect(plain(line.line(a.row, a.col, b.row, b.col))).toEqual(axialLine(from, ax(b.row, b.col)).map(off));
        expect(plain(range.range(a.row, a.col, n))).toEqual(axialRange(from, n).map(off));
        expect(plain(spiral.ring(a.row, a.col, n))).toEqual(axialRing(from, n).map(off));
        expect(plain(spiral.spiral(a.row, a.col, n))).toEqual(axialSpiral(from, n).map(off));
      }),
    );
  });

  it('intersects two or three ranges as the Lab does', () => {
    const intersect = fnsFor('intersect').rangeIntersection;
    fc.assert(
      fc.property(fc.array(offsetArb, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 5 }), (centres, n) => {
        const mine = rangeIntersection(
          centres.map((c) => ax(c.row, c.col)),
          n,
        ).map(off);
        expect(
          plain(
            intersect(
              centres.map((c) => [c.row, c.col]),
              n,
            ),
          ),
        ).toEqual(mine);
      }),
    );
  });

  it('rotates and reflects about a tile as the engine does', () => {
    const rotate = fnsFor('rotate').rotate;
    const reflect = fnsFor('reflect').reflect;
    fc.assert(
      fc.property(
        offsetArb,
        offsetArb,
        fc.integer({ min: -7, max: 7 }),
        fc.constantFrom('q', 'r', 's'),
        (h, c, turns, axis) => {
          expect(plain(rotate(h.row, h.col, c.row, c.col, turns))).toEqual(
            off(axialRotate(ax(h.row, h.col), ax(c.row, c.col), turns)),
          );
          expect(plain(reflect(h.row, h.col, c.row, c.col, axis))).toEqual(
            off(axialReflect(ax(h.row, h.col), ax(c.row, c.col), axis)),
          );
        },
      ),
    );
  });

  it('sees what the engine’s field of view sees, walls, gaps and costly floors included', () => {
    const fov = fnsFor('fov').fieldOfView;
    const cell = fc.constantFrom(-1, 0, 0, 0, 0, 0, 1, 1, 3);
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 7, maxLength: 7 }), { minLength: 7, maxLength: 7 }),
        fc.nat(48),
        (level: LevelData, at) => {
          const board = makeBoard(level, settings);
          fc.pre(board.size > 0);
          const id = at % board.size;
          const seen = fieldOfView(board, id);
          const expected: number[][] = [];
          for (let t = 0; t < board.size; t++) if (seen[t]) expected.push([board.row[t], board.col[t]]);
          expect(fov(level, board.row[id], board.col[id])).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each(TOOLS)('prints a worked example whose answers are what the code returns (tool %s)', (tool) => {
    const board = makeBoard(shapePreset('tutorial', { rows: 13, cols: 13, ...settings }), settings);
    const tile = middleTile(board);
    const example = {
      board,
      radius: 2,
      steps: 2,
      tile: tile + 3,
      source: 'hover' as const,
      selected: tile,
      point: { x: 31.27, y: -5.5 },
    };
    const { logs } = runSnippet(labCode(layout, 'javascript', tool, TEST_WORDS, example));
    const { calls } = exampleCalls(layout, { ...example, tool });
    expect(calls.length).toBe(tool === 'none' ? 6 : 7);
    expect(logs.length).toBe(calls.length);
    calls.forEach((c, i) => expect(plain(logs[i]), c.call).toEqual(closeTo(c.value)));
  });
});

/** Numbers compared to 9 decimals, everywhere inside a value. */
function closeTo(v: unknown): unknown {
  if (typeof v === 'number') return Number.isInteger(v) ? v : expect.closeTo(v, 9);
  if (Array.isArray(v)) return v.map(closeTo);
  return v;
}

describe('the code as text', () => {
  const layouts: CodeLayout[] = LAYOUTS.map(([, s]) => ({ ...s, size: 24 }));
  const text = (l: CodeLayout, lang: CodeLanguage, tool: LabTool) => labCode(l, lang, tool, TEST_WORDS);

  it('differs between every pair of layouts, and names the guide’s offset layout', () => {
    const codes = layouts.map((l) => text(l, 'javascript', 'none'));
    expect(new Set(codes).size).toBe(4);
    expect(codes[0]).toContain('"odd-r"');
    expect(codes[3]).toContain('"even-q"');
  });

  it('builds in the hex size', () => {
    expect(text({ ...layouts[0], size: 31 }, 'javascript', 'none')).toContain('const SIZE = 31;');
  });

  it('defines the selected tool’s function and no other tool’s', () => {
    const names: Record<LabTool, string> = {
      none: '',
      line: 'line',
      range: 'range',
      ring: 'ring',
      spiral: 'spiral',
      rotate: 'rotate',
      reflect: 'reflect',
      fov: 'fieldOfView',
      intersect: 'rangeIntersection',
    };
    for (const tool of TOOLS) {
      const fns = runSnippet(text(layouts[0], 'javascript', tool)).fns as Record<string, unknown>;
      if (tool !== 'none') expect(typeof fns[names[tool]], tool).toBe('function');
      for (const other of ['line', 'range', 'reflect', 'fieldOfView', 'rotate'] as const) {
        // The field of view walks hex lines, so it brings line() along.
        const needed = other === names[tool] || (tool === 'fov' && other === 'line');
        if (!needed) expect(fns[other], `${tool} defines ${other}`).toBeUndefined();
      }
    }
  });
});

export type { Snippet };
