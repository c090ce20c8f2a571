// A small conflict-driven (CDCL) satisfiability solver over 0/1 variables, with clauses and "exactly k of these"
// counts as native constraints, for the puzzle checker. Why not the plain backtracking search (search.ts): on a large
// component its chronological backtracking re-searched unrelated regions after every dead end (a 178-cell component of
// a 319-cell level ran for minutes). Here each dead end is learnt as a clause and the search jumps back to its cause,
// as MiniSat does. A count explains its propagations lazily (the cells that made it full or empty, by trail position).
// Incremental: constraints may be added between solves (at level 0), and a solve may take assumptions.
import type { Constraints } from './satClues';
import { Stopped } from './search';

/** A literal: variable v true is 2v, false is 2v + 1. */
export const lit = (v: number, blue: number): number => 2 * v + (blue ? 0 : 1);

const NONE = -1;
const BY_CLAUSE = 0;
const BY_COUNT = 1;

/** Thrown when a solve has met more conflicts than its caller allows (another engine may take the question over). */
export class GaveUp extends Error {}

export class CardSat {
  /** False once the constraints admit no assignment at all. */
  ok = true;
  /** Conflicts and decisions so far (how much work was done). */
  work = 0;
  private readonly val: Int8Array;
  private readonly lvl: Int32Array;
  private readonly pos: Int32Array;
  private readonly why: Int8Array;
  private readonly whyRef: Int32Array;
  private readonly phase: Int8Array;
  private readonly seen: Uint8Array;
  private readonly trail: Int32Array;
  private len = 0;
  private qhead = 0;
  private lims: number[] = [];
  private readonly clauses: Int32Array[] = [];
  private readonly watches: number[][];
  private readonly counts: Int32Array[] = [];
  private countK: number[] = [];
  private countOn: number[] = [];
  private countOff: number[] = [];
  private readonly varCounts: number[][];
  private readonly act: Float64Array;
  private inc = 1;
  private readonly heap: VarHeap;

  /** Conflicts met so far, and how many a caller allows in all (Infinity: no limit). */
  conflicts = 0;
  maxConflicts = Infinity;

  constructor(
    readonly n: number,
    private readonly shouldStop?: () => boolean,
  ) {
    this.val = new Int8Array(n).fill(NONE);
    this.lvl = new Int32Array(n);
    this.pos = new Int32Array(n);
    this.why = new Int8Array(n).fill(NONE);
    this.whyRef = new Int32Array(n);
    this.phase = new Int8Array(n);
    this.seen = new Uint8Array(n);
    this.trail = new Int32Array(n);
    this.watches = Array.from({ length: 2 * n }, () => []);
    this.varCounts = Array.from({ length: n }, () => []);
    this.act = new Float64Array(n);
    this.heap = new VarHeap(this.act);
    for (let v = 0; v < n; v++) this.heap.insert(v);
  }

  /** A solver holding `c`. */
  static of(c: Constraints, shouldStop?: () => boolean): CardSat {
    const sat = new CardSat(c.n, shouldStop);
    for (const { vars, k } of c.counts) sat.addCount(vars, k);
    for (const cl of c.clauses) sat.addClause(cl);
    return sat;
  }

  /** The colour a free choice tries first for each variable (1 blue). */
  setPhase(v: number, blue: number): void {
    this.phase[v] = blue;
  }

  /** Variable v's value fixed at level 0 (-1 when free there). */
  fixed(v: number): number {
    return this.lvl[v] === 0 ? this.val[v] : NONE;
  }

  addClause(lits: number[]): void {
    if (!this.ok) return;
    const keep: number[] = [];
    for (const l of lits) {
      const t = this.litVal(l);
      if (t === 1) return;
      if (t === NONE && !keep.includes(l)) keep.push(l);
    }
    if (keep.length === 0) this.ok = false;
    else if (keep.length === 1) this.unit(keep[0]);
    else this.attach(Int32Array.from(keep));
  }

  /** Exactly k of `vars` are true. */
  addCount(vars: ArrayLike<number>, k: number): void {
    if (!this.ok) return;
    const c = this.counts.length;
    const vs = Int32Array.from(vars);
    this.counts.push(vs);
    this.countK.push(k);
    let on = 0;
    let off = 0;
    for (const v of vs) {
      this.varCounts[v].push(c);
      if (this.val[v] === 1) on++;
      else if (this.val[v] === 0) off++;
    }
    this.countOn.push(on);
    this.countOff.push(off);
    if (this.checkCount(c) || this.propagate()) this.ok = false;
  }

  /** An assignment (0/1 per variable) meeting every constraint and the assumptions (literals), or null. */
  solve(assumptions: number[] = []): Int8Array | null {
    if (!this.ok) return null;
    let conflicts = 0;
    let restartAt = 64;
    for (;;) {
      const confl = this.propagate();
      if (confl) {
        this.work++;
        if (++this.conflicts > this.maxConflicts) {
          this.cancel(0);
          throw new GaveUp();
        }
        if ((this.work & 1023) === 0 && this.shouldStop?.()) {
          this.cancel(0);
          throw new Stopped();
        }
        if (this.lims.length === 0) {
          this.ok = false;
          return null;
        }
        const [learnt, back] = this.analyse(confl);
        this.cancel(back);
        if (learnt.length === 1) this.enqueue(learnt[0], NONE, 0);
        else this.enqueue(learnt[0], BY_CLAUSE, this.attach(Int32Array.from(learnt)));
        this.inc *= 1.05;
        if (++conflicts >= restartAt) {
          restartAt += 64 + (restartAt >> 1);
          this.cancel(0);
        }
        continue;
      }
      const d = this.lims.length;
      if (d < assumptions.length) {
        const p = assumptions[d];
        const t = this.litVal(p);
        if (t === 0) {
          this.cancel(0);
          return null;
        }
        this.lims.push(this.len);
        if (t === NONE) this.enqueue(p, NONE, 0);
        continue;
      }
      const v = this.pickBranch();
      if (v < 0) {
        const model = Int8Array.from(this.val);
        this.cancel(0);
        return model;
      }
      this.work++;
      if ((this.work & 1023) === 0 && this.shouldStop?.()) {
        this.cancel(0);
        throw new Stopped();
      }
      this.lims.push(this.len);
      this.enqueue(lit(v, this.phase[v]), NONE, 0);
    }
  }

  private litVal(l: number): number {
    const x = this.val[l >> 1];
    return x < 0 ? NONE : x ^ (l & 1);
  }

  private unit(l: number): void {
    if (this.litVal(l) === 0) this.ok = false;
    else if (this.litVal(l) === NONE) {
      this.enqueue(l, NONE, 0);
      if (this.propagate()) this.ok = false;
    }
  }

  private attach(c: Int32Array): number {
    const id = this.clauses.length;
    this.clauses.push(c);
    this.watches[c[0]].push(id);
    this.watches[c[1]].push(id);
    return id;
  }

  private enqueue(l: number, why: number, ref: number): void {
    const v = l >> 1;
    const b = 1 - (l & 1);
    this.val[v] = b;
    this.lvl[v] = this.lims.length;
    this.pos[v] = this.len;
    this.why[v] = why;
    this.whyRef[v] = ref;
    this.trail[this.len++] = l;
    for (const c of this.varCounts[v]) {
      if (b) this.countOn[c]++;
      else this.countOff[c]++;
    }
  }

  private cancel(level: number): void {
    if (this.lims.length <= level) return;
    const to = this.lims[level];
    for (let i = this.len - 1; i >= to; i--) {
      const v = this.trail[i] >> 1;
      const b = this.val[v];
      for (const c of this.varCounts[v]) {
        if (b) this.countOn[c]--;
        else this.countOff[c]--;
      }
      this.phase[v] = b;
      this.val[v] = NONE;
      this.heap.insert(v);
    }
    this.len = to;
    this.qhead = Math.min(this.qhead, to);
    this.lims.length = level;
  }

  /** Checks count c; on a conflict returns its clause (false literals), else fills what it forces. */
  private checkCount(c: number): number[] | null {
    const vars = this.counts[c];
    const k = this.countK[c];
    const on = this.countOn[c];
    const off = this.countOff[c];
    const size = vars.length;
    if (on > k) return this.countReason(c, 1, this.len);
    if (size - off < k) return this.countReason(c, 0, this.len);
    if (on + off === size) return null;
    if (on === k) for (const v of vars) if (this.val[v] < 0) this.enqueue(lit(v, 0), BY_COUNT, c);
    if (size - off === k) for (const v of vars) if (this.val[v] < 0) this.enqueue(lit(v, 1), BY_COUNT, c);
    return null;
  }

  /** The false literals of count c's clause: the variables set to `b` before trail position `before`. */
  private countReason(c: number, b: number, before: number): number[] {
    const out: number[] = [];
    for (const v of this.counts[c]) if (this.val[v] === b && this.pos[v] < before) out.push(lit(v, b) ^ 1);
    return out;
  }

  /** Follows every consequence; returns a conflicting clause's literals (all false), or null. */
  private propagate(): ArrayLike<number> | null {
    while (this.qhead < this.len) {
      const p = this.trail[this.qhead++];
      for (const c of this.varCounts[p >> 1]) {
        const confl = this.checkCount(c);
        if (confl) return confl;
      }
      const falseLit = p ^ 1;
      const ws = this.watches[falseLit];
      let j = 0;
      let i = 0;
      for (; i < ws.length; i++) {
        const id = ws[i];
        const cl = this.clauses[id];
        if (cl[0] === falseLit) {
          cl[0] = cl[1];
          cl[1] = falseLit;
        }
        if (this.litVal(cl[0]) === 1) {
          ws[j++] = id;
          continue;
        }
        let moved = false;
        for (let k = 2; k < cl.length; k++)
          if (this.litVal(cl[k]) !== 0) {
            cl[1] = cl[k];
            cl[k] = falseLit;
            this.watches[cl[1]].push(id);
            moved = true;
            break;
          }
        if (moved) continue;
        ws[j++] = id;
        if (this.litVal(cl[0]) === 0) {
          for (i++; i < ws.length; i++) ws[j++] = ws[i];
          ws.length = j;
          return cl;
        }
        this.enqueue(cl[0], BY_CLAUSE, id);
      }
      ws.length = j;
    }
    return null;
  }

  /** The false literals that forced variable v (its clause less v's own literal). */
  private reasonOf(v: number): ArrayLike<number> {
    if (this.why[v] === BY_CLAUSE) return this.clauses[this.whyRef[v]].subarray(1);
    return this.countReason(this.whyRef[v], 1 - this.val[v], this.pos[v]);
  }

  /** First-UIP learning: the learnt clause (asserting literal first) and the level to jump back to. */
  private analyse(confl: ArrayLike<number>): [number[], number] {
    const learnt = [0];
    const level = this.lims.length;
    let open = 0;
    let idx = this.len - 1;
    let lits = confl;
    let p = -1;
    for (;;) {
      for (let i = 0; i < lits.length; i++) {
        const q = lits[i];
        const v = q >> 1;
        if (this.seen[v] || this.lvl[v] === 0) continue;
        this.seen[v] = 1;
        this.bump(v);
        if (this.lvl[v] >= level) open++;
        else learnt.push(q);
      }
      while (!this.seen[this.trail[idx] >> 1]) idx--;
      p = this.trail[idx--];
      this.seen[p >> 1] = 0;
      if (--open === 0) break;
      lits = this.reasonOf(p >> 1);
    }
    learnt[0] = p ^ 1;
    let back = 0;
    let at = 1;
    for (let i = 1; i < learnt.length; i++) {
      const l = this.lvl[learnt[i] >> 1];
      if (l > back) {
        back = l;
        at = i;
      }
    }
    if (learnt.length > 1) [learnt[1], learnt[at]] = [learnt[at], learnt[1]];
    for (let i = 1; i < learnt.length; i++) this.seen[learnt[i] >> 1] = 0;
    return [learnt, back];
  }

  private bump(v: number): void {
    if ((this.act[v] += this.inc) > 1e100) {
      for (let u = 0; u < this.n; u++) this.act[u] *= 1e-100;
      this.inc *= 1e-100;
    }
    this.heap.raise(v);
  }

  private pickBranch(): number {
    for (;;) {
      const v = this.heap.pop();
      if (v < 0 || this.val[v] < 0) return v;
    }
  }
}

/** Variables ordered by activity, most active first (MiniSat's order heap). */
class VarHeap {
  private readonly heap: Int32Array;
  private readonly at: Int32Array;
  private size = 0;

  constructor(private readonly act: Float64Array) {
    this.heap = new Int32Array(act.length);
    this.at = new Int32Array(act.length).fill(-1);
  }

  insert(v: number): void {
    if (this.at[v] >= 0) return;
    this.heap[this.size] = v;
    this.at[v] = this.size++;
    this.up(this.at[v]);
  }

  raise(v: number): void {
    if (this.at[v] >= 0) this.up(this.at[v]);
  }

  pop(): number {
    if (this.size === 0) return -1;
    const top = this.heap[0];
    this.at[top] = -1;
    const last = this.heap[--this.size];
    if (this.size > 0) {
      this.heap[0] = last;
      this.at[last] = 0;
      this.down(0);
    }
    return top;
  }

  private up(i: number): void {
    const v = this.heap[i];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const u = this.heap[parent];
      if (this.act[u] >= this.act[v]) break;
      this.heap[i] = u;
      this.at[u] = i;
      i = parent;
    }
    this.heap[i] = v;
    this.at[v] = i;
  }

  private down(i: number): void {
    const v = this.heap[i];
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.act[this.heap[child + 1]] > this.act[this.heap[child]]) child++;
      const u = this.heap[child];
      if (this.act[u] <= this.act[v]) break;
      this.heap[i] = u;
      this.at[u] = i;
      i = child;
    }
    this.heap[i] = v;
    this.at[v] = i;
  }
}
