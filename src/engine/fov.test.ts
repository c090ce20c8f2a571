import { describe, expect, it } from 'vitest';
import { makeBoard, tileAtOffset } from './board';
import { fieldOfView } from './fov';
import { axialDistance } from './hex';
import { filledLevel, TUTORIAL_HEXAGON } from './levelData';
import { LAYOUTS } from './testing';

describe.each(LAYOUTS)('looking around an open %s board', (_name, settings) => {
  it('sees every tile, and only those within range when a range is given', () => {
    const board = makeBoard(filledLevel(9, 9), settings);
    const from = tileAtOffset(board, { row: 4, col: 4 });
    expect(fieldOfView(board, from).every((v) => v === 1)).toBe(true);
    const near = fieldOfView(board, from, 2);
    for (let id = 0; id < board.size; id++) {
      const d = axialDistance({ q: board.q[from], r: board.r[from] }, { q: board.q[id], r: board.r[id] });
      expect(near[id]).toBe(d <= 2 ? 1 : 0);
    }
  });
});

describe('when a wall stands between the viewer and a tile', () => {
  // Row 4 of a pointy board is a straight east-west line: the viewer at column 1, a wall at column 4.
  const level = filledLevel(9, 9);
  level[4][4] = 1;
  const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
  const seen = fieldOfView(board, tileAtOffset(board, { row: 4, col: 1 }));

  it('hides the tiles behind it but shows the wall itself and what is in front', () => {
    expect(seen[tileAtOffset(board, { row: 4, col: 6 })]).toBe(0);
    expect(seen[tileAtOffset(board, { row: 4, col: 5 })]).toBe(0);
    expect(seen[tileAtOffset(board, { row: 4, col: 4 })]).toBe(1);
    expect(seen[tileAtOffset(board, { row: 4, col: 3 })]).toBe(1);
  });

  it('still sees tiles off to the side', () => {
    expect(seen[tileAtOffset(board, { row: 2, col: 3 })]).toBe(1);
    expect(seen[tileAtOffset(board, { row: 8, col: 8 })]).toBe(1);
  });
});

describe('when a gap in the board lies between', () => {
  it('hides what is across the gap, as a wall would', () => {
    const level = TUTORIAL_HEXAGON.map((row) => [...row]);
    level[6][6] = -1;
    const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
    const seen = fieldOfView(board, tileAtOffset(board, { row: 6, col: 3 }));
    expect(seen[tileAtOffset(board, { row: 6, col: 9 })]).toBe(0);
    expect(seen[tileAtOffset(board, { row: 6, col: 5 })]).toBe(1);
  });

  it('sees nothing from a tile that does not exist', () => {
    const board = makeBoard(TUTORIAL_HEXAGON, { orientation: 'pointy', parity: 'odd' });
    expect(fieldOfView(board, -1).every((v) => v === 0)).toBe(true);
  });
});
