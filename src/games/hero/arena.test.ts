import { describe, expect, it } from 'vitest';
import { axialDistance, isFloor, KIND_WALL, makeBoard, tileAxial } from '../../engine';
import { centreFloorTile } from './placement';
import { heroRoom } from './arena';

describe("Hero's first board", () => {
  for (const orientation of ['pointy', 'flat'] as const) {
    for (const parity of ['odd', 'even'] as const) {
      it(`puts the hero in the middle with a wall two steps away, ${orientation === 'pointy' ? 'horizontal' : 'vertical'} layout, ${parity} offset`, () => {
        const board = makeBoard(heroRoom(orientation), { orientation, parity });
        const start = centreFloorTile(board);
        expect(isFloor(board, start)).toBe(true);
        expect([board.row[start], board.col[start]]).toEqual(orientation === 'pointy' ? [4, 5] : [5, 4]);
        let nearest = Infinity;
        for (let id = 0; id < board.size; id++) {
          if (board.kind[id] === KIND_WALL)
            nearest = Math.min(nearest, axialDistance(tileAxial(board, id), tileAxial(board, start)));
        }
        expect(nearest).toBe(2);
      });
    }
  }
});
