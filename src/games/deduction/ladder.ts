// Cheapest proof first: both modes' hints, the hex-logic checker, its grader and its generator all climb the same ladder
// of reasoning (one constraint alone, two together, a linked part, then the count of what is still hidden) and stop at
// the first rung that proves something, so a hint or a grade names the least reasoning that works.

/** A rung: what it proves (empty: nothing), or null when the position contradicts itself. */
export type Rung<T> = () => T[] | null;

/** The first rung that proves something: its place (0 = cheapest) and findings. */
export interface Proof<T> {
  rung: number;
  found: T[];
}

/**
 * Climb `rungs` in order. The first rung's findings; `found` empty (and `rung` = rungs.length) when no rung proves
 * anything; null when a rung finds a contradiction (the rungs above it are not tried).
 */
export function cheapestProof<T>(rungs: readonly Rung<T>[]): Proof<T> | null {
  for (let rung = 0; rung < rungs.length; rung++) {
    const found = rungs[rung]();
    if (found === null) return null;
    if (found.length) return { rung, found };
  }
  return { rung: rungs.length, found: [] };
}
