import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AXIAL_DIRECTIONS, axialToPixel, hexCorners, makeLayout, type Orientation } from '../../engine';
import { hexMeasures } from './geometry';

describe('the geometry card', () => {
  it('gives the width and height of the engine’s hexes and the spacing between the engine’s centres', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Orientation>('pointy', 'flat'),
        fc.double({ min: 2, max: 200, noNaN: true }),
        (orientation, size) => {
          const layout = makeLayout({ orientation, parity: 'odd', size });
          const [width, height, across, down] = hexMeasures(orientation, size).map((m) => m.value);
          const corners = hexCorners(layout, { q: 0, r: 0 });
          const xs = corners.map((c) => c.x);
          const ys = corners.map((c) => c.y);
          expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(width, 9);
          expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(height, 9);
          // The nearest distinct horizontal and vertical steps between neighbouring centres.
          const steps = AXIAL_DIRECTIONS.map((d) => axialToPixel(layout, d));
          const dx = steps.map((p) => Math.abs(p.x)).filter((v) => v > 1e-9);
          const dy = steps.map((p) => Math.abs(p.y)).filter((v) => v > 1e-9);
          // Along a row (column) the neighbour is one spacing away; the next row (column) is the other spacing away.
          expect(orientation === 'pointy' ? Math.max(...dx) : Math.max(...dy)).toBeCloseTo(
            orientation === 'pointy' ? across : down,
            9,
          );
          expect(orientation === 'pointy' ? Math.max(...dy) : Math.max(...dx)).toBeCloseTo(
            orientation === 'pointy' ? down : across,
            9,
          );
        },
      ),
    );
  });
});
