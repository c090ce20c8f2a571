// The smallest set of clues a hint can show for a hard step: grown from the hinted cell outwards (the clues on it, then
// the clues sharing a hidden cell with those, ...) until they prove it, then each dropped in turn if the rest still
// prove it. "Prove" is exact: no colouring of their hidden cells that meets them (and the count, when it takes part)
// gives the cell the other colour (search.ts decides).
import type { PuzzleBoard } from './board';
import type { Clue } from './clues';
import { toCon, type Forced } from './exact';
import { Search, type Problem } from './search';

/** The hidden cells a clue counts, each once. */
export const hiddenOf = (c: Clue, revealed: Uint8Array): number[] => [
  ...new Set([...c.seq].filter((u) => u >= 0 && !revealed[u])),
];

/** Blue cells the clue still needs among its hidden cells. */
export function needOf(c: Clue, board: PuzzleBoard, revealed: Uint8Array): number {
  let need = c.number;
  for (const u of c.seq) if (u >= 0 && revealed[u]) need -= board.blue[u];
  return need;
}

/**
 * Whether the clues `which` (indices in `clues`) alone prove `cell` has colour `blue` (1) or not (0); with `left`,
 * the count of blue cells still hidden takes part too.
 */
export function provedBy(
  board: PuzzleBoard,
  revealed: Uint8Array,
  clues: Clue[],
  which: number[],
  cell: number,
  blue: 0 | 1,
  left: number | null,
): boolean {
  const cells = [...new Set([cell, ...which.flatMap((i) => hiddenOf(clues[i], revealed))])];
  const local = new Map(cells.map((u, i) => [u, i]));
  const p: Problem = { n: cells.length, cons: which.map((i) => toCon(clues[i], board, revealed, local)) };
  let sums: Uint8Array | null = null;
  if (left !== null) {
    // The cells outside the set hold the rest of the count: between none and all of them blue.
    let hidden = 0;
    revealed.forEach((s) => (hidden += s ? 0 : 1));
    const outside = hidden - cells.length;
    sums = new Uint8Array(cells.length + 1);
    for (let k = Math.max(0, left - outside); k <= Math.min(cells.length, left); k++) sums[k] = 1;
  }
  return new Search(p).solve({ fixed: [[0, 1 - blue]], sums }) === null;
}

/** Above this many clues a set is given as found (each drop is a search). */
const MAX_TRIM = 40;

/** The smallest set of clues found that proves `f` (with the count when `left` is given), from the cell outwards. */
export function smallestProof(
  board: PuzzleBoard,
  revealed: Uint8Array,
  clues: Clue[],
  f: Forced,
  left: number | null,
): number[] {
  const live = f.clues.length ? f.clues : clues.map((_, i) => i).filter((i) => hiddenOf(clues[i], revealed).length);
  const proves = (set: number[]) => provedBy(board, revealed, clues, set, f.cell, f.blue, left);
  // Grow: the clues on the cell, then each layer of clues sharing a hidden cell with the set so far.
  const order: number[] = [];
  const inSet = new Set<number>();
  const cellsOf = new Map(live.map((i) => [i, hiddenOf(clues[i], revealed)]));
  let frontier = new Set([f.cell]);
  while (order.length < live.length) {
    const layer = live.filter((i) => !inSet.has(i) && (cellsOf.get(i) as number[]).some((u) => frontier.has(u)));
    // A cell no clue touches (the count proves it): the rest come in as they are.
    const next = layer.length ? layer : live.filter((i) => !inSet.has(i));
    frontier = new Set();
    for (const i of next) {
      order.push(i);
      inSet.add(i);
      for (const u of cellsOf.get(i) as number[]) frontier.add(u);
    }
    if (proves(order)) break;
  }
  if (order.length > MAX_TRIM) return order;
  // Trim: the farthest first, so what is kept stays near the cell.
  const kept = order.slice();
  for (let k = kept.length - 1; k >= 0; k--) {
    const without = kept.filter((_, m) => m !== k);
    if (proves(without)) kept.splice(k, 1);
  }
  return kept;
}
