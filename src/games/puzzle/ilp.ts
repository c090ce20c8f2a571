// The exact engine for what the CDCL solver (sat.ts) gives up on: the same constraints as an integer program for GLPK
// (glpk.js, WebAssembly; the checking worker loads it, nothing on the page does). Counting arguments (this group of
// clues holds exactly so many blue, so the rest holds ...) are what clause learning finds slowly and a linear
// relaxation sees at once. Which cells are forced is SixCells' loop: a first solution, then solutions that flip as
// many of the cells not yet seen flipped as they can, until none flips one more; the cells never flipped are forced.
import type { GLPK, LP } from 'glpk.js/node';
import type { Constraints } from './satClues';

const name = (v: number) => `x${v}`;

type Row = LP['subjectTo'][number];

function rowsOf(glpk: GLPK, c: Constraints): Row[] | null {
  const rows: Row[] = [];
  for (const { vars, k } of c.counts) {
    if (vars.length === 0) {
      if (k !== 0) return null;
      continue;
    }
    const terms = Array.from(vars, (v) => ({ name: name(v), coef: 1 }));
    rows.push({ name: `r${rows.length}`, vars: terms, bnds: { type: glpk.GLP_FX, lb: k, ub: k } });
  }
  for (const cl of c.clauses) {
    if (cl.length === 0) return null;
    // A clause is "at least one literal true": the positive variables less the negated ones >= 1 - (negated ones).
    // GLPK refuses a variable twice in a row: a repeated literal counts once, and x or not-x always holds.
    const lits = [...new Set(cl)];
    if (lits.some((l) => lits.includes(l ^ 1))) continue;
    const negated = lits.filter((l) => l & 1).length;
    const terms = lits.map((l) => ({ name: name(l >> 1), coef: l & 1 ? -1 : 1 }));
    rows.push({ name: `r${rows.length}`, vars: terms, bnds: { type: glpk.GLP_LO, lb: 1 - negated, ub: 0 } });
  }
  return rows;
}

/** Per variable: -1 free to be either colour, else the colour every solution gives it; null when there is none. */
export function forcedByIlp(glpk: GLPK, c: Constraints): Int8Array | null {
  const subjectTo = rowsOf(glpk, c);
  if (!subjectTo) return null;
  const all = Array.from({ length: c.n }, (_, v) => v);
  const binaries = all.map(name);
  const solve = (terms: [number, number][], direction: number) =>
    glpk.solve(
      {
        name: 'hexcells',
        objective: { direction, name: 'obj', vars: terms.map(([v, coef]) => ({ name: name(v), coef })) },
        subjectTo,
        binaries,
      },
      { msglev: glpk.GLP_MSG_OFF, presol: true },
    ).result;
  const first = solve(
    all.map((v) => [v, 0]),
    glpk.GLP_MIN,
  );
  if (first.status !== glpk.GLP_OPT && first.status !== glpk.GLP_FEAS) return null;
  const value = (r: typeof first, v: number) => (Math.round(r.vars[name(v)] ?? 0) ? 1 : 0);
  let candidates = all.map((v) => [v, value(first, v)] as [number, number]);
  while (candidates.length) {
    const r = solve(
      candidates.map(([v, b]) => [v, b ? -1 : 1]),
      glpk.GLP_MAX,
    );
    // Anything but a proven optimum would let a cell pass as forced unproven.
    if (r.status !== glpk.GLP_OPT) throw new Error(`GLPK ended with status ${r.status}`);
    const flipped = Math.round(r.z + candidates.reduce((a, [, b]) => a + b, 0));
    if (flipped === 0) break;
    candidates = candidates.filter(([v, b]) => value(r, v) === b);
  }
  const out = new Int8Array(c.n).fill(-1);
  for (const [v, b] of candidates) out[v] = b;
  return out;
}
