import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialDistance, axialNeighbors } from './hex';
import { axialToPixel, makeLayout } from './layout';
import { axialReflect, axialRotate } from './transform';
import type { Axial } from './types';

const hex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });
const origin: Axial = { q: 0, r: 0 };
const angleOf = (layout: ReturnType<typeof makeLayout>, h: Axial) => {
  const p = axialToPixel(layout, h);
  return Math.atan2(p.y, p.x);
};

describe('when a hex is rotated', () => {
  it('turns the east neighbour into the south-east one with one positive step (pointy)', () => {
    expect(axialRotate({ q: 1, r: 0 }, origin, 1)).toEqual({ q: 0, r: 1 });
  });

  it.each(['pointy', 'flat'] as const)('turns 60 degrees clockwise on screen per positive step (%s)', (orientation) => {
    const layout = makeLayout({ orientation, parity: 'odd', size: 10 });
    for (const n of axialNeighbors(origin)) {
      const turned = axialRotate(n, origin, 1);
      let delta = angleOf(layout, turned) - angleOf(layout, n);
      delta = Math.atan2(Math.sin(delta), Math.cos(delta));
      // y grows downwards on screen, so a positive angle in pixel space is clockwise to the eye.
      expect(delta).toBeCloseTo(Math.PI / 3, 9);
    }
  });

  it('comes back to itself after six steps, and -1 step equals 5 steps', () => {
    fc.assert(
      fc.property(hex, hex, fc.integer({ min: -20, max: 20 }), (h, c, k) => {
        expect(axialRotate(h, c, 6)).toEqual(h);
        expect(axialRotate(h, c, -1)).toEqual(axialRotate(h, c, 5));
        expect(axialRotate(axialRotate(h, c, k), c, -k)).toEqual(h);
      }),
    );
  });

  it('keeps its distance to the centre and leaves the centre where it is', () => {
    fc.assert(
      fc.property(hex, hex, fc.integer({ min: 0, max: 5 }), (h, c, k) => {
        expect(axialDistance(axialRotate(h, c, k), c)).toBe(axialDistance(h, c));
        expect(axialRotate(c, c, k)).toEqual(c);
      }),
    );
  });

  it('keeps neighbours neighbours', () => {
    fc.assert(
      fc.property(hex, hex, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (h, c, k, d) => {
        const n = axialNeighbors(h)[d];
        expect(axialDistance(axialRotate(h, c, k), axialRotate(n, c, k))).toBe(1);
      }),
    );
  });
});

describe('when a hex is reflected', () => {
  it('keeps the named cube coordinate and swaps the other two', () => {
    const h = { q: 2, r: -3 }; // s = 1
    expect(axialReflect(h, origin, 'q')).toEqual({ q: 2, r: 1 });
    expect(axialReflect(h, origin, 'r')).toEqual({ q: 1, r: -3 });
    expect(axialReflect(h, origin, 's')).toEqual({ q: -3, r: 2 });
  });

  it('mirrors about the centre, not the origin', () => {
    expect(axialReflect({ q: 5, r: 2 }, { q: 4, r: 4 }, 'q')).toEqual({ q: 5, r: 5 });
  });

  it('gives back the hex when reflected twice, and keeps distances', () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom('q', 'r', 's' as const), (h, c, axis) => {
        expect(axialReflect(axialReflect(h, c, axis), c, axis)).toEqual(h);
        expect(axialDistance(axialReflect(h, c, axis), c)).toBe(axialDistance(h, c));
      }),
    );
  });

  it('keeping r mirrors a pointy board left to right, each tile staying on its row', () => {
    const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: 10 });
    const h = { q: 3, r: -1 };
    const p = axialToPixel(layout, h);
    const m = axialToPixel(layout, axialReflect(h, origin, 'r'));
    expect(m.y).toBeCloseTo(p.y, 9);
    expect(m.x).toBeCloseTo(-p.x, 9);
  });
});
