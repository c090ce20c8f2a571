// The union-find both solvers split their work with: Minesweeper joins numbers that share hidden tiles, the hex-logic
// solver joins hidden cells that share a clue. Each linked part is then solved alone, and the parts are combined by the count.

/** Disjoint sets over 0..n-1, with path halving. */
export class UnionFind {
  private readonly parent: Int32Array;

  constructor(n: number) {
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
  }

  /** The set's representative. */
  find(i: number): number {
    const p = this.parent;
    while (p[i] !== i) i = p[i] = p[p[i]];
    return i;
  }

  /** Join the sets of `a` and `b`; returns the joined set's representative. */
  union(a: number, b: number): number {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[rb] = ra;
    return ra;
  }

  /** Join every element of `members` into one set (nothing for none). */
  unionAll(members: Iterable<number>): void {
    let root = -1;
    for (const m of members) root = root < 0 ? this.find(m) : this.union(root, m);
  }
}
