// The count rule, the cheapest proof in both modes: a constraint that needs none of its hidden cells, or all of them,
// decides every one. A Minesweeper number with `need` mines left among its hidden neighbours, a hex-logic clue with
// `need` blue cells left, the count of mines or blue cells still hidden against every hidden cell.

/** A count over some hidden cells: `need` of the `vars` are set (a mine, a blue cell). */
export interface CountConstraint {
  vars: ArrayLike<number>;
  need: number;
}

/** What the rule decides for every hidden cell of a count: 1 all set, 0 none, null neither (or an impossible count). */
export function countForces(need: number, hidden: number): 0 | 1 | null {
  if (hidden === 0) return null;
  if (need === 0) return 0;
  return need === hidden ? 1 : null;
}
