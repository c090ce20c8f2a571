// A board of the Editor as a shape for the generator: its tiles as a mask of flat-topped columns (the v1 grid's),
// placed where generatePuzzle puts a mask, so each tile becomes a cell with the same neighbours (the generator leaves
// out what falls outside the 33 x 33 grid). A pointy-topped board
// is turned a quarter back first (the Horizontal layout shows a puzzle turned a quarter clockwise: grid.ts).
import type { Board } from '../../engine/board';

const CENTRE = 16;

/** The mask generatePuzzle reads as `{ mask }` for this board: row r, column c is a tile. */
export function maskOfBoard(board: Pick<Board, 'q' | 'r' | 'size' | 'orientation'>): number[][] {
  if (board.size === 0) return [];
  const flat = Array.from({ length: board.size }, (_, t) =>
    board.orientation === 'flat' ? { q: board.q[t], r: board.r[t] } : { q: board.r[t], r: -board.q[t] - board.r[t] },
  );
  const minQ = Math.min(...flat.map((h) => h.q));
  const width = Math.max(...flat.map((h) => h.q)) - minQ + 1;
  // generatePuzzle's columns: x = left + c, and row r at y = 2 + 2r + ((x + 1) % 2) (doubled coordinates, x + y odd).
  const left = Math.max(0, CENTRE - width / 2) | 0;
  const slots = flat.map(({ q, r }) => ({ x: left + q - minQ, y: 2 * r + q }));
  const lift = (slots[0].x + slots[0].y) & 1 ? 0 : 1;
  const rowOf = ({ x, y }: { x: number; y: number }) => (y + lift - 2 - ((x + 1) % 2)) / 2;
  const top = Math.min(...slots.map(rowOf));
  const mask = Array.from({ length: Math.max(...slots.map(rowOf)) - top + 1 }, () => new Array<number>(width).fill(0));
  for (const s of slots) mask[rowOf(s) - top][s.x - left] = 1;
  return mask;
}
