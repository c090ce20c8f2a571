import { isFloor, type Board } from '../../../engine';
import type { CountConstraint } from '../../deduction';
import type { Knowledge } from './types';

/** A revealed number with hidden neighbours, as a count (src/games/deduction): `need` of its `vars` are mines. */
export interface Constraint extends CountConstraint {
  tile: number;
  vars: number[];
}

/** Knowledge reduced to what the rules work on: hidden tiles, number constraints and the mines still unaccounted for. */
export interface Position {
  board: Board;
  /** 1 = a hidden floor tile not yet proven a mine */
  unknown: Uint8Array;
  /** 1 = a proven mine */
  mine: Uint8Array;
  constraints: Constraint[];
  /** per tile, the index of its constraint, or -1 */
  constraintAt: Int32Array;
  minesLeft: number;
  /** unknown tiles that touch no revealed number */
  offFrontier: number[];
}

/** Read a position from knowledge; null when the knowledge contradicts itself (a number with too few or too many mines). */
export function readPosition(k: Knowledge): Position | null {
  const { board, revealed, counts } = k;
  const n = board.size;
  const unknown = new Uint8Array(n);
  const mine = new Uint8Array(n);
  let proven = 0;
  for (let t = 0; t < n; t++) {
    if (!isFloor(board, t) || revealed[t]) continue;
    if (k.knownMines?.[t]) {
      mine[t] = 1;
      proven++;
    } else unknown[t] = 1;
  }
  const constraints: Constraint[] = [];
  const constraintAt = new Int32Array(n).fill(-1);
  const touched = new Uint8Array(n);
  for (let t = 0; t < n; t++) {
    if (!revealed[t] || !isFloor(board, t)) continue;
    let need = counts[t];
    const vars: number[] = [];
    for (let d = 0; d < 6; d++) {
      const u = board.neighbors[t * 6 + d];
      if (u < 0) continue;
      if (mine[u]) need--;
      else if (unknown[u]) vars.push(u);
    }
    if (need < 0 || need > vars.length) return null;
    if (vars.length === 0) continue;
    constraintAt[t] = constraints.length;
    constraints.push({ tile: t, need, vars });
    for (const u of vars) touched[u] = 1;
  }
  const offFrontier: number[] = [];
  for (let t = 0; t < n; t++) if (unknown[t] && !touched[t]) offFrontier.push(t);
  const minesLeft = k.totalMines - proven;
  if (minesLeft < 0) return null;
  return { board, unknown, mine, constraints, constraintAt, minesLeft, offFrontier };
}
