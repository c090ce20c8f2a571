import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialNeighbor, axialNeighbors } from './hex';
import { axialToPixel, hexCorners, hexExtent, makeLayout, pixelToAxial, pixelToFractional } from './layout';
import { axialArb, LAYOUTS } from './testing';
import type { Axial, Layout, Point } from './types';

const dist2 = (a: Point, b: Point) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

describe.each(LAYOUTS)('the %s layout', (_name, settings) => {
  const layout = makeLayout({ ...settings, size: 24, origin: { x: 13, y: -7 } });
  const stretched = makeLayout({ ...settings, size: { x: 30, y: 18 } });

  it("maps a hex's centre back to that hex, also for stretched hexes", () => {
    fc.assert(
      fc.property(axialArb(), (a) => {
        expect(pixelToAxial(layout, axialToPixel(layout, a))).toEqual(a);
        expect(pixelToAxial(stretched, axialToPixel(stretched, a))).toEqual(a);
        const f = pixelToFractional(layout, axialToPixel(layout, a));
        expect(f.q).toBeCloseTo(a.q, 9);
        expect(f.r).toBeCloseTo(a.r, 9);
      }),
    );
  });

  it('maps any point to the hex whose centre is nearest', () => {
    const point = fc.record({
      x: fc.double({ min: -2000, max: 2000, noNaN: true }),
      y: fc.double({ min: -2000, max: 2000, noNaN: true }),
    });
    fc.assert(
      fc.property(point, (p) => {
        const found = pixelToAxial(layout, p);
        const d = dist2(p, axialToPixel(layout, found));
        // Ties (points on an edge) may go either way, so allow a hair of slack.
        for (const n of axialNeighbors(found)) expect(d).toBeLessThanOrEqual(dist2(p, axialToPixel(layout, n)) + 1e-6);
      }),
    );
  });

  it('gives neighbouring hexes exactly two shared corners', () => {
    fc.assert(
      fc.property(axialArb(), fc.integer({ min: 0, max: 5 }), (a, d) => {
        const mine = hexCorners(layout, a);
        const theirs = hexCorners(layout, axialNeighbor(a, d));
        const shared = mine.filter((c) => theirs.some((t) => dist2(c, t) < 1e-9));
        expect(shared).toHaveLength(2);
      }),
    );
  });

  it("spaces neighbours by the hex's width (pointy, along a row) or 3/4 width (flat)", () => {
    const { width, height } = hexExtent(layout);
    const step = (h: Axial, l: Layout) => axialToPixel(l, h);
    const e = step({ q: 1, r: 0 }, layout);
    const o = step({ q: 0, r: 0 }, layout);
    if (settings.orientation === 'pointy') {
      expect(e.x - o.x).toBeCloseTo(width, 9);
      expect(height).toBeCloseTo(48, 9);
    } else {
      expect(e.x - o.x).toBeCloseTo((width * 3) / 4, 9);
      expect(e.y - o.y).toBeCloseTo(height / 2, 9);
    }
  });
});
