import fc from 'fast-check';
import GLPK from 'glpk.js/node';
import { describe, expect, it } from 'vitest';
import { forcedByIlp } from './ilp';
import { CardSat, GaveUp, lit } from './sat';
import type { Constraints } from './satClues';

/** Random small constraints: a few counts and clauses over n variables (often with no assignment at all). */
const constraints = fc.integer({ min: 1, max: 9 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    counts: fc.array(
      fc.record({
        vars: fc
          .uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: n })
          .map((v) => Int32Array.from(v)),
        k: fc.integer({ min: 0, max: 4 }),
      }),
      { maxLength: 5 },
    ),
    clauses: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 2 * n - 1 }), { maxLength: 3 }), { maxLength: 6 }),
  }),
);

const holds = (c: Constraints, a: number[]) =>
  c.counts.every(({ vars, k }) => vars.reduce((s, v) => s + a[v], 0) === k) &&
  c.clauses.every((cl) => cl.some((l) => a[l >> 1] === 1 - (l & 1)));

/** Every assignment that meets `c`, by trying all 2^n. */
function allModels(c: Constraints): number[][] {
  const out: number[][] = [];
  for (let m = 0; m < 1 << c.n; m++) {
    const a = Array.from({ length: c.n }, (_, v) => (m >> v) & 1);
    if (holds(c, a)) out.push(a);
  }
  return out;
}

/** Per variable, the colour every model gives it (-1 when models differ); null when there is no model. */
function bruteForced(c: Constraints): number[] | null {
  const models = allModels(c);
  if (!models.length) return null;
  return Array.from({ length: c.n }, (_, v) => (models.every((a) => a[v] === models[0][v]) ? models[0][v] : -1));
}

describe('the CDCL solver', () => {
  it('finds an assignment exactly when one exists, under any one assumption, and it meets every constraint (property)', () => {
    fc.assert(
      fc.property(constraints, fc.nat(), (c, pick) => {
        const want = allModels(c);
        const got = CardSat.of(c).solve();
        expect(got !== null).toBe(want.length > 0);
        if (got) expect(holds(c, [...got])).toBe(true);
        const v = pick % c.n;
        const sat = CardSat.of(c);
        for (const b of [0, 1]) {
          const m = sat.solve([lit(v, b)]);
          expect(m !== null).toBe(want.some((a) => a[v] === b));
          if (m) expect(m[v]).toBe(b);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('gives up with GaveUp past its allowed conflicts, and keeps what it knew', () => {
    // Pigeonholes: 4 pigeons in 3 holes, as counts; hard for clause learning, a handful of conflicts at least.
    const hole = (p: number, h: number) => p * 3 + h;
    const c: Constraints = { n: 12, counts: [], clauses: [] };
    for (let p = 0; p < 4; p++) c.counts.push({ vars: Int32Array.from([0, 1, 2].map((h) => hole(p, h))), k: 1 });
    for (let h = 0; h < 3; h++)
      c.clauses.push(
        ...[0, 1, 2, 3].flatMap((p) =>
          [1, 2, 3].filter((q) => q > p).map((q) => [lit(hole(p, h), 0), lit(hole(q, h), 0)]),
        ),
      );
    const sat = CardSat.of(c);
    sat.maxConflicts = 1;
    expect(() => sat.solve()).toThrow(GaveUp);
    expect(CardSat.of(c).solve()).toBeNull();
  });
});

describe('the integer-programming engine (GLPK)', () => {
  it('forces exactly what trying every assignment forces (property)', async () => {
    const glpk = await GLPK();
    fc.assert(
      fc.property(constraints, (c) => {
        const want = bruteForced(c);
        const got = forcedByIlp(glpk, c);
        expect(got && [...got]).toEqual(want);
      }),
      { numRuns: 200 },
    );
  });
});
