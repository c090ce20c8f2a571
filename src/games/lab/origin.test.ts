import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axialDistance, axialToDoubled, makeBoard, shapePreset, tileAxial, type OffsetSettings } from '../../engine';
import { formatCoordinates } from './coordinates';
import { centreTile, measuredFrom, originTile } from './origin';

const LAYOUTS: OffsetSettings[] = [
  { orientation: 'pointy', parity: 'odd' },
  { orientation: 'pointy', parity: 'even' },
  { orientation: 'flat', parity: 'odd' },
  { orientation: 'flat', parity: 'even' },
];

describe('the Lab’s origin', () => {
  it('defaults to the centre of a hexagon-shaped board: every tile within the radius of it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LAYOUTS), fc.integer({ min: 1, max: 8 }), (settings, n) => {
        const side = 2 * n + 1;
        const board = makeBoard(shapePreset('hexagon', { ...settings, rows: side, cols: side }), settings);
        const c = tileAxial(board, centreTile(board));
        let far = 0;
        for (let id = 0; id < board.size; id++) far = Math.max(far, axialDistance(c, tileAxial(board, id)));
        expect(far).toBe(n);
        expect(board.size).toBe(3 * n * (n + 1) + 1);
      }),
    );
  });
  it('keeps a chosen tile and falls back to the centre when the choice is off the board', () => {
    const settings = LAYOUTS[0];
    const board = makeBoard(shapePreset('hexagon', { ...settings, rows: 7, cols: 7 }), settings);
    expect(originTile(board, 3)).toBe(3);
    expect(originTile(board, -1)).toBe(centreTile(board));
    expect(originTile(board, board.size)).toBe(centreTile(board));
  });
  it('writes axial, cube and doubled coordinates as the difference from the origin, and leaves offset and interlaced alone', () => {
    const settings = LAYOUTS[2];
    const origin = { q: 3, r: -1 };
    expect(formatCoordinates(settings, measuredFrom('cube', origin, origin), 'cube')).toBe('0,0,0');
    expect(formatCoordinates(settings, measuredFrom('axial', { q: 5, r: -1 }, origin), 'axial')).toBe('2,0');
    const d = axialToDoubled('flat', { q: 1, r: 1 });
    expect(formatCoordinates(settings, measuredFrom('doubled', { q: 4, r: 0 }, origin), 'doubled')).toBe(
      `${d.dcol},${d.drow}`,
    );
    expect(measuredFrom('offset', { q: 5, r: -1 }, origin)).toEqual({ q: 5, r: -1 });
    expect(measuredFrom('interlaced', { q: 5, r: -1 }, origin)).toEqual({ q: 5, r: -1 });
    expect(measuredFrom('cube', { q: 5, r: -1 }, null)).toEqual({ q: 5, r: -1 });
  });
});
