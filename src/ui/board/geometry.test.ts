import { describe, expect, it } from 'vitest';
import { axialToPixel, filledLevel, hexExtent, makeBoard } from '../../engine';
import { boardGeometry, fitBox } from './geometry';

describe('fitBox', () => {
  const board = makeBoard(filledLevel(4, 5), { orientation: 'flat', parity: 'odd' });
  const geometry = boardGeometry(board, 'flat', 'odd', 10);

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
