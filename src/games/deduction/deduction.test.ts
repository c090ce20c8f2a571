import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cheapestProof, countForces, UnionFind } from '.';

describe('the count rule', () => {
  it('decides every hidden cell when none or all of them are needed, and nothing otherwise', () => {
    expect(countForces(0, 3)).toBe(0);
    expect(countForces(3, 3)).toBe(1);
    expect(countForces(1, 3)).toBeNull();
    // Nothing hidden: nothing to decide, even for a count of 0.
    expect(countForces(0, 0)).toBeNull();
  });
});

describe('the union-find', () => {
  it('puts two elements in one set exactly when a chain of joined groups links them', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }), { maxLength: 12 }),
            ),
          ),
        ([n, groups]) => {
          const uf = new UnionFind(n);
          for (const g of groups) uf.unionAll(g);
          // Reachability by the groups, as a plain graph search.
          const linked = (a: number, b: number) => {
            const seen = new Set([a]);
            const todo = [a];
            while (todo.length) {
              const x = todo.pop() as number;
              for (const g of groups)
                if (g.includes(x))
                  for (const y of g)
                    if (!seen.has(y)) {
                      seen.add(y);
                      todo.push(y);
                    }
            }
            return seen.has(b);
          };
          for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) expect(uf.find(a) === uf.find(b)).toBe(linked(a, b));
        },
      ),
    );
  });
});

describe('the ladder of proofs', () => {
  it('stops at the first rung that proves something, without trying the rungs above it', () => {
    const tried: number[] = [];
    const rung = (i: number, found: string[] | null) => () => (tried.push(i), found);
    expect(cheapestProof([rung(0, []), rung(1, ['a', 'b']), rung(2, ['c'])])).toEqual({ rung: 1, found: ['a', 'b'] });
    expect(tried).toEqual([0, 1]);
  });

  it('says nothing is proven when no rung proves anything, and stops at a contradiction', () => {
    expect(cheapestProof([() => [], () => []])).toEqual({ rung: 2, found: [] });
    const after: number[] = [];
    expect(cheapestProof([() => [], () => null, () => (after.push(2), ['x'])])).toBeNull();
    expect(after).toEqual([]);
  });
});
