import { describe, expect, it } from 'vitest';
import { axialToPixel, cornerOffset, filledLevel, hexExtent, makeBoard, makeLayout } from '../../engine';
import { boardGeometry, fitBox } from './geometry';

describe('fitBox', () => {
  const board = makeBoard(filledLevel(4, 5), { orientation: 'flat', parity: 'odd' });
  const geometry = boardGeometry(board, makeLayout({ orientation: 'flat', parity: 'odd', size: 10 }));

  it('is the board box when nothing else must fit', () => {
    expect(fitBox(geometry)).toBe(geometry.box);
    expect(fitBox(geometry, [])).toBe(geometry.box);
  });

  it('grows to take in a whole hex beyond the board, and keeps all the board', () => {
    const far = { q: 9, r: -3 };
    const box = fitBox(geometry, [far]);
    const p = axialToPixel(geometry.layout, far);
    const { width, height } = hexExtent(geometry.layout);
    const b = geometry.box;
    expect(box.x).toBeLessThanOrEqual(b.x);
    expect(box.y).toBeLessThanOrEqual(Math.min(b.y, p.y - height / 2));
    expect(box.x + box.width).toBeGreaterThanOrEqual(Math.max(b.x + b.width, p.x + width / 2));
    expect(box.y + box.height).toBeGreaterThanOrEqual(b.y + b.height);
  });
});

describe('boardGeometry', () => {
  it.each([
    ['pointy', 'odd', 24],
    ['flat', 'even', 13.7],
  ] as const)(
    'gives every tile of a %s/%s board its six corners, to a hundredth of a unit (size %d)',
    (orientation, parity, size) => {
      const board = makeBoard(filledLevel(9, 11), { orientation, parity });
      const geometry = boardGeometry(board, makeLayout({ orientation, parity, size }));
      const corners = Array.from({ length: 6 }, (_, i) => cornerOffset(geometry.layout, i));
      for (let id = 0; id < board.size; id++) {
        const centre = axialToPixel(geometry.layout, { q: board.q[id], r: board.r[id] });
        expect([geometry.cx[id], geometry.cy[id]]).toEqual([centre.x, centre.y]);
        const points = geometry.points[id].split(' ').map((p) => p.split(',').map(Number));
        expect(points).toHaveLength(6);
        points.forEach(([x, y], i) => {
          expect(Math.abs(x - (centre.x + corners[i].x))).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(Math.abs(y - (centre.y + corners[i].y))).toBeLessThanOrEqual(0.005 + 1e-9);
        });
      }
    },
  );
});
