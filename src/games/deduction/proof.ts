// The proof record both modes explain a hint from: one proven cell, its value, the rung of reasoning that proved it,
// and what it cites. Each solver finds its proofs its own way and keeps its own data for the sentence (a number's
// count, a clue's shape); the rung names and the citation order mean the same in both, so a hint's words and the cells
// lit on the board are read from this record in Minesweeper and in the hex-logic puzzles alike.

/**
 * The rungs of reasoning, cheapest first:
 * - `one`: one constraint alone (a number, a clue) decides the cell; it cites that constraint.
 * - `two`: two constraints together (a subset, a pair such as 1-2-1); it cites both, the one to read first first, and
 *   reasons over the hidden cells they share.
 * - `count`: the count of what is still hidden (mines, blue cells) alone decides every hidden cell; it cites nothing.
 * - `several`: a small set of constraints together, often with the count; it cites them in the order to follow them.
 * - `exhaustive`: every arrangement of a linked part (with the count or not) agrees; it names no constraint and
 *   reasons over the whole part.
 */
const RUNGS = ['one', 'two', 'count', 'several', 'exhaustive'] as const;
export type ProofRung = (typeof RUNGS)[number];

/** What a hint lights on the board: the constraints its words name, and the other cells it looks at. */
export interface Citations {
  /**
   * The constraints the words name, each once, in the order a player follows them (Minesweeper marks them A, B on the
   * board): Minesweeper's numbers by their tile, hex-logic clues by their slot (a cell, or -2 - line for a line clue).
   */
  readonly cites: readonly number[];
  /** The other cells it reasons over, lit but not named (a number's hidden neighbours, shared cells, a linked part). */
  readonly over: readonly number[];
}

/** One proven cell and how it is proven. */
export interface Proof extends Citations {
  readonly cell: number;
  /** 1 set (a mine, a blue cell), 0 clear (a safe tile, a black cell). */
  readonly value: 0 | 1;
  readonly rung: ProofRung;
  /** Whether the count of what is still hidden takes part (always for the `count` rung). */
  readonly withCount: boolean;
}

/** A proof record; `cites` and `over` keep each cell's first mention only, and `over` leaves out what `cites` names. */
export function proofOf(
  cell: number,
  value: 0 | 1,
  rung: ProofRung,
  cites: readonly number[],
  over: readonly number[] = [],
  withCount = false,
): Proof {
  const named = [...new Set(cites)];
  const skip = new Set(named);
  const rest = over.filter((u) => !skip.has(u) && (skip.add(u), true));
  return { cell, value, rung, cites: named, over: rest, withCount: withCount || rung === 'count' };
}

/** The letter a cited constraint carries on the board and in the words: A for the first named, B the second, ... */
export function citeLetter(c: Citations, id: number): string {
  const i = c.cites.indexOf(id);
  return i < 0 ? '' : String.fromCharCode(65 + i);
}

/** How much reasoning a proof asks of a player: its rung, then whether the count takes part, then what it cites. */
function cost(p: Proof): number {
  return RUNGS.indexOf(p.rung) * 2_000 + (p.withCount ? 1_000 : 0) + Math.min(p.cites.length, 999);
}

/** The proof that asks least of a player (the first of equals); undefined for none. */
export function simplest<P extends { proof: Proof }>(found: readonly P[]): P | undefined {
  let best: P | undefined;
  for (const f of found) if (!best || cost(f.proof) < cost(best.proof)) best = f;
  return best;
}

/** Whether a record has its rung's shape: what `one`, `two` and `count` cite, and that `exhaustive` names nothing. */
export function fitsRung(p: Proof): boolean {
  switch (p.rung) {
    case 'one':
      return p.cites.length === 1;
    case 'two':
      return p.cites.length === 2;
    case 'count':
    case 'exhaustive':
      return p.cites.length === 0;
    case 'several':
      return p.cites.length > 0;
  }
}
