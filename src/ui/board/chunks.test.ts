import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, makeLayout } from '../../engine';
import { CHUNK_SIDE, tileChunks } from './chunks';
import { boardGeometry } from './geometry';

describe('tileChunks', () => {
  it('draws boards up to the threshold flat', () => {
    const board = makeBoard(filledLevel(40, 40), { orientation: 'pointy', parity: 'odd' });
    expect(
      tileChunks(board, boardGeometry(board, makeLayout({ orientation: 'pointy', parity: 'odd', size: 8 })), 1600),
    ).toBeNull();
  });

  for (const orientation of ['pointy', 'flat'] as const) {
    it(`puts every tile of a big ${orientation} board in exactly one block, with its whole hexagon inside the block's box`, () => {
      const level = filledLevel(70, 45);
      level[3][4] = -1; // void cells are not tiles
      const board = makeBoard(level, { orientation, parity: 'even' });
      const geometry = boardGeometry(board, makeLayout({ orientation, parity: 'even', size: 11 }));
      const chunks = tileChunks(board, geometry, 100)!;
      expect(chunks).toHaveLength(Math.ceil(70 / CHUNK_SIDE) * Math.ceil(45 / CHUNK_SIDE));
      const seen = new Int32Array(board.size);
      for (const c of chunks) {
        expect([c.x, c.y, c.width, c.height].every(Number.isInteger)).toBe(true);
        for (const id of c.ids) {
          seen[id]++;
          expect(Math.floor(board.row[id] / CHUNK_SIDE) * 100 + Math.floor(board.col[id] / CHUNK_SIDE)).toBe(
            Math.floor(board.row[c.ids[0]] / CHUNK_SIDE) * 100 + Math.floor(board.col[c.ids[0]] / CHUNK_SIDE),
          );
          for (const pair of geometry.points[id].split(' ')) {
            const [x, y] = pair.split(',').map(Number);
            expect(x).toBeGreaterThan(c.x);
            expect(x).toBeLessThan(c.x + c.width);
            expect(y).toBeGreaterThan(c.y);
            expect(y).toBeLessThan(c.y + c.height);
          }
        }
      }
      expect(seen.every((n) => n === 1)).toBe(true);
    });
  }
});
