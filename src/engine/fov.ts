import { KIND_WALL, type Board } from './board';
import { tileDistance, tileIdAt } from './hotpath';
import { lineStepInto } from './line';

/**
 * Field of view from a tile (Red Blob: "Field of view", by line drawing): 1 for every tile whose hex line from the
 * source has no wall and no gap (void or off-board) strictly between; walls themselves can be seen. Tiles farther
 * than maxRange steps stay 0.
 */
export function fieldOfView(board: Board, fromId: number, maxRange = Infinity): Uint8Array {
  const visible = new Uint8Array(board.size);
  if (fromId < 0 || fromId >= board.size) return visible;
  const aq = board.q[fromId];
  const ar = board.r[fromId];
  const step = new Int32Array(2);
  for (let id = 0; id < board.size; id++) {
    const bq = board.q[id];
    const br = board.r[id];
    const n = tileDistance(board, fromId, id);
    if (n > maxRange) continue;
    let clear = true;
    for (let i = 1; i < n && clear; i++) {
      lineStepInto(aq, ar, bq, br, n, i, step);
      const t = tileIdAt(board, step[0], step[1]);
      clear = t >= 0 && board.kind[t] !== KIND_WALL;
    }
    if (clear) visible[id] = 1;
  }
  return visible;
}
