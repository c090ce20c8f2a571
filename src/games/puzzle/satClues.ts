// A clue in the solver's form (search.ts's Con: its hidden cells as variables, its shown places as constants) written
// as plain constraints that both exact engines read (the CDCL solver, sat.ts, and the integer program, ilp.ts): the
// count as an "exactly k", together/apart as clauses. A ring of six
// forbids each colouring of its open places with the right count and the wrong runs; a line forbids two blue places
// too far apart to be one run (together), or any full window of `total` places (apart), as SixCells' ILP cuts do.
import { lit } from './sat';
import { KNOWN_BLUE, popcount, ringRunsOf, type Con } from './search';

type Shape = NonNullable<Con['shape']>;

/** Variables 0..n-1 (0 black, 1 blue): "exactly k of these are blue" counts, and clauses of literals (sat.ts's lit). */
export interface Constraints {
  n: number;
  counts: { vars: Int32Array; k: number }[];
  clauses: number[][];
}

/** Where constraints go: the CDCL solver takes them directly, Constraints records them. */
interface Sink {
  addCount(vars: ArrayLike<number>, k: number): void;
  addClause(lits: number[]): void;
}

/** The constraints of a set of clues in the solver's form, over `n` variables. */
export function constraintsOf(n: number, cons: Con[]): Constraints {
  const out: Constraints = { n, counts: [], clauses: [] };
  const sink: Sink = {
    addCount: (vars, k) => out.counts.push({ vars: Int32Array.from(vars), k }),
    addClause: (lits) => out.clauses.push(lits),
  };
  for (const con of cons) addCon(sink, con);
  return out;
}

/** Adds con's count and shape (variables are the same numbers). */
function addCon(sat: Sink, con: Con): void {
  sat.addCount(con.vars, con.need);
  if (con.shape) (con.shape.ring ? addRing : addLine)(sat, con.shape);
}

function addRing(sat: Sink, s: Shape): void {
  const len = s.seq.length;
  const free: number[] = [];
  let known = 0;
  for (let i = 0; i < len; i++) {
    if (s.seq[i] >= 0) free.push(i);
    else if (s.seq[i] === KNOWN_BLUE) known |= 1 << i;
  }
  for (let m = 0; m < 1 << free.length; m++) {
    let bits = known;
    free.forEach((i, k) => (bits |= ((m >> k) & 1) << i));
    if (popcount(bits) !== s.total || ringRunsOf(bits, len) <= 1 === s.together) continue;
    // This colouring of the open places is wrong: at least one of them differs.
    sat.addClause(free.map((i, k) => lit(s.seq[i], 1 - ((m >> k) & 1))));
  }
}

function addLine(sat: Sink, s: Shape): void {
  const { seq, total } = s;
  const isBlue = (i: number) => seq[i] === KNOWN_BLUE;
  const open = (i: number) => seq[i] >= 0;
  if (s.together) {
    for (let i = 0; i < seq.length; i++)
      for (let j = i + Math.max(total, 1); j < seq.length; j++) {
        if (!(open(i) || isBlue(i)) || !(open(j) || isBlue(j))) continue;
        sat.addClause([i, j].filter(open).map((k) => lit(seq[k], 0)));
      }
    return;
  }
  if (total < 2) return sat.addClause([]);
  for (let i = 0; i + total <= seq.length; i++) {
    const window: number[] = [];
    let possible = true;
    for (let k = i; k < i + total; k++) {
      if (open(k)) window.push(lit(seq[k], 0));
      else if (!isBlue(k)) possible = false;
    }
    if (possible) sat.addClause(window);
  }
}
