import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, makeLayout } from '../../engine';
import { cursorStep, firstFloorTile } from './cursor';

const at = (board: ReturnType<typeof makeBoard>, id: number) => ({ row: board.row[id], col: board.col[id] });
const idAt = (board: ReturnType<typeof makeBoard>, row: number, col: number) => board.idAt[row * board.cols + col];

describe('the keyboard cursor', () => {
  const board = makeBoard(filledLevel(10, 10), { orientation: 'pointy', parity: 'odd' });
  const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: 10 });

  it('goes straight up and down the horizontal layout by zig-zagging between the two diagonals', () => {
    let id = idAt(board, 6, 4);
    id = cursorStep(board, layout, id, 'ArrowUp');
    expect(at(board, id).row).toBe(5);
    id = cursorStep(board, layout, id, 'ArrowUp');
    expect(at(board, id)).toEqual({ row: 4, col: 4 });
    id = cursorStep(board, layout, cursorStep(board, layout, id, 'ArrowDown'), 'ArrowDown');
    expect(at(board, id)).toEqual({ row: 6, col: 4 });
  });

  it('moves along a row with the side arrows and the direction keys', () => {
    expect(at(board, cursorStep(board, layout, idAt(board, 3, 3), 'ArrowRight'))).toEqual({ row: 3, col: 4 });
    expect(at(board, cursorStep(board, layout, idAt(board, 3, 3), 'a'))).toEqual({ row: 3, col: 2 });
  });

  it('stays on its tile at the edge of the board, and ignores keys that are no move', () => {
    expect(cursorStep(board, layout, idAt(board, 0, 0), 'ArrowLeft')).toBe(idAt(board, 0, 0));
    expect(cursorStep(board, layout, idAt(board, 0, 0), 'Enter')).toBe(-1);
  });

  it('starts on the first floor tile', () => {
    const level = filledLevel(3, 3);
    level[0][0] = 1;
    level[0][1] = 1;
    const walled = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
    expect(at(walled, firstFloorTile(walled))).toEqual({ row: 0, col: 2 });
  });
});
