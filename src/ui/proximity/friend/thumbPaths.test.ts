import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard } from '../../../engine';
import { THUMB_MAX_TILES, thumbPaths } from './thumbPaths';

const boardOf = (rows: number, cols: number) =>
  makeBoard(filledLevel(rows, cols), { orientation: 'pointy', parity: 'odd' });

describe("a game's thumbnail", () => {
  it('draws one path per owner, each tile one hexagon', () => {
    const board = boardOf(3, 4);
    const owner = new Uint8Array(board.size);
    owner[0] = 1;
    owner[1] = 2;
    owner[5] = 2;
    const thumb = thumbPaths(board, owner)!;
    expect(thumb.paths.map((p) => p.owner)).toEqual([0, 1, 2]);
    const hexes = (d: string) => d.split('Z').length - 1;
    expect(thumb.paths.map((p) => hexes(p.d))).toEqual([board.size - 3, 1, 2]);
    expect(thumb.viewBox).toMatch(/^-?[\d.]+ -?[\d.]+ [\d.]+ [\d.]+$/);
  });

  it('skips a board too big to draw cheaply', () => {
    const board = boardOf(60, 60);
    expect(board.size).toBeGreaterThan(THUMB_MAX_TILES);
    expect(thumbPaths(board, new Uint8Array(board.size))).toBeNull();
  });
});
