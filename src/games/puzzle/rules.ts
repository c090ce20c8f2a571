// The cheap proofs, tried before the exact search: what one clue proves alone, and what two clues sharing hidden cells
// prove together. Both look at fewer clues than the whole position, so whatever they prove is proven.
import { countForces } from '../deduction';
import type { PuzzleBoard } from './board';
import type { Clue } from './clues';
import { forcedVars, toCon, type Forced } from './exact';
import { Search, type Problem } from './search';

const hiddenOf = (c: Clue, revealed: Uint8Array) => [...new Set([...c.seq].filter((u) => u >= 0 && !revealed[u]))];

/** Cells forced by the clues `which` (indices into `clues`) taken alone; null when they admit no colouring. */
function forcedBy(board: PuzzleBoard, revealed: Uint8Array, clues: Clue[], which: number[]): Forced[] | null {
  const cells = [...new Set(which.flatMap((i) => hiddenOf(clues[i], revealed)))];
  const local = new Map(cells.map((u, i) => [u, i]));
  const p: Problem = { n: cells.length, cons: which.map((i) => toCon(clues[i], board, revealed, local)) };
  const res = forcedVars(p, new Search(p), null);
  if (!res) return null;
  const out: Forced[] = [];
  res.forEach((b, v) => b >= 0 && out.push({ cell: cells[v], blue: b as 0 | 1, clues: which }));
  return out;
}

/** What each clue proves alone (a count that is full or empty, or a together/apart that leaves one way). */
export function singleFindings(board: PuzzleBoard, revealed: Uint8Array, clues: Clue[]): Forced[] | null {
  const out: Forced[] = [];
  for (let i = 0; i < clues.length; i++) {
    const c = clues[i];
    const hidden = hiddenOf(c, revealed);
    if (hidden.length === 0) continue;
    let need = c.number;
    for (const u of c.seq) if (u >= 0 && revealed[u]) need -= board.blue[u];
    const all = countForces(need, hidden.length);
    if (all !== null) {
      for (const u of hidden) out.push({ cell: u, blue: all, clues: [i] });
      continue;
    }
    if (c.kind === 'plain') continue;
    const found = forcedBy(board, revealed, clues, [i]);
    if (!found) return null;
    out.push(...found);
  }
  return out;
}

/** What two clues sharing a hidden cell prove together that neither proves alone. */
export function pairFindings(board: PuzzleBoard, revealed: Uint8Array, clues: Clue[]): Forced[] {
  const byCell = new Map<number, number[]>();
  clues.forEach((c, i) =>
    hiddenOf(c, revealed).forEach((u) => {
      const list = byCell.get(u);
      if (list) list.push(i);
      else byCell.set(u, [i]);
    }),
  );
  const tried = new Set<number>();
  const out: Forced[] = [];
  for (const list of byCell.values())
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const key = list[a] * clues.length + list[b];
        if (tried.has(key)) continue;
        tried.add(key);
        out.push(...(forcedBy(board, revealed, clues, [list[a], list[b]]) ?? []));
      }
  return out;
}
