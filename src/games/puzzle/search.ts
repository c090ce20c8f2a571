// A complete backtracking search (with propagation) for colourings of hidden cells that satisfy a set of clues and a
// bound on how many of them are blue. It either finds a colouring or proves there is none: the checker's "forced"
// means no colouring gives the other colour, so nothing here may guess or give up early (only a caller's stop).
import type { CountConstraint } from '../deduction';

/** Codes in a clue's place sequence beside local variable indices (>= 0). */
export const HOLE = -3;
export const KNOWN_BLACK = -2;
export const KNOWN_BLUE = -1;

/** A clue as a count (src/games/deduction): `need` blue cells among `vars`, the hidden cells it counts. */
export interface Con extends CountConstraint {
  vars: Int32Array;
  /** Together/apart: the clue's places in order (variables or the codes above), and its total number. */
  shape: null | { together: boolean; ring: boolean; seq: Int32Array; total: number };
}

export interface Problem {
  /** Number of variables. */
  n: number;
  cons: Con[];
}

/** A together/apart clue is checked in full once this few of its cells (or fewer) are open. */
const SHAPE_CHECK_OPEN = 8;

export class Stopped extends Error {}

export interface Query {
  /** Variables fixed before the search: pairs of (variable, 0 black / 1 blue). */
  fixed?: [number, number][];
  /** 1 at each allowed count of blue variables in all (null: any count). */
  sums?: Uint8Array | null;
  /** At least one of these (variable, colour) pairs must hold (null: no such demand). */
  anyOf?: [number, number][] | null;
  /** Colour tried first for each variable (finding colourings unlike a previous one proves more cells at once). */
  prefer?: Int8Array | null;
}

export class Search {
  private readonly val: Int8Array;
  private readonly blue: Int32Array;
  private readonly free: Int32Array;
  private readonly varCons: number[][];
  private trail: number[] = [];
  private head = 0;
  private totBlue = 0;
  private totFree = 0;
  private sums: Uint8Array | null = null;
  private sumLo = 0;
  private sumHi = 0;
  private prefer: Int8Array | null = null;
  private anyOf: [number, number][] | null = null;
  private readonly queued: Uint8Array;
  private queue: number[] = [];
  private nodes = 0;

  constructor(
    private readonly p: Problem,
    private readonly shouldStop?: () => boolean,
  ) {
    this.val = new Int8Array(p.n);
    this.blue = new Int32Array(p.cons.length);
    this.free = new Int32Array(p.cons.length);
    this.queued = new Uint8Array(p.cons.length);
    this.varCons = Array.from({ length: p.n }, () => []);
    p.cons.forEach((c, i) => c.vars.forEach((v) => this.varCons[v].push(i)));
  }

  /** A colouring (0/1 per variable) meeting every clue and the query, or null when there is none. */
  solve(q: Query = {}): Int8Array | null {
    const { p } = this;
    this.val.fill(-1);
    p.cons.forEach((c, i) => {
      this.blue[i] = 0;
      this.free[i] = c.vars.length;
    });
    this.trail = [];
    this.head = 0;
    this.totBlue = 0;
    this.totFree = p.n;
    this.sums = q.sums ?? null;
    this.sumLo = 0;
    this.sumHi = p.n;
    if (this.sums) {
      this.sumLo = this.sums.indexOf(1);
      this.sumHi = this.sums.lastIndexOf(1);
      if (this.sumLo < 0) return null;
    }
    this.prefer = q.prefer ?? null;
    this.anyOf = q.anyOf?.length ? q.anyOf : null;
    if (!this.checkAll()) return null;
    for (const [v, b] of q.fixed ?? []) {
      if (this.val[v] >= 0) {
        if (this.val[v] !== b) return null;
        continue;
      }
      this.set(v, b);
    }
    return this.search() ? this.val.slice() : null;
  }

  private set(v: number, b: number): void {
    this.val[v] = b;
    this.trail.push(v);
    for (const c of this.varCons[v]) {
      this.free[c]--;
      this.blue[c] += b;
    }
    this.totFree--;
    this.totBlue += b;
  }

  private undo(to: number): void {
    while (this.trail.length > to) {
      const v = this.trail.pop() as number;
      const b = this.val[v];
      for (const c of this.varCons[v]) {
        this.free[c]++;
        this.blue[c] -= b;
      }
      this.totFree++;
      this.totBlue -= b;
      this.val[v] = -1;
    }
    this.head = to;
  }

  /** Clues with no variables set yet still have to be possible (a clue of 3 over two cells, a bad together). */
  private checkAll(): boolean {
    this.clearQueue();
    for (let c = 0; c < this.p.cons.length; c++) {
      if (!this.checkCon(c)) return false;
      if (this.p.cons[c].shape) {
        this.queued[c] = 1;
        this.queue.push(c);
      }
    }
    return this.checkTotal();
  }

  /**
   * Follow the consequences of the cells set so far. Counts are checked as each cell is set; a clue's together/apart
   * is checked once per wave, and only when few of its cells are left open (exact when all are set, a saving before).
   */
  private propagate(): boolean {
    for (;;) {
      while (this.head < this.trail.length) {
        const v = this.trail[this.head++];
        for (const c of this.varCons[v]) {
          if (!this.checkCon(c)) return this.clearQueue();
          if (this.p.cons[c].shape && !this.queued[c]) {
            this.queued[c] = 1;
            this.queue.push(c);
          }
        }
        if (!this.checkTotal()) return this.clearQueue();
      }
      const c = this.queue.pop();
      if (c !== undefined) {
        this.queued[c] = 0;
        const shape = this.p.cons[c].shape as NonNullable<Con['shape']>;
        if (this.free[c] <= SHAPE_CHECK_OPEN && !this.shapeOk(shape)) return this.clearQueue();
        continue;
      }
      if (this.anyOf && !this.checkAnyOf()) return false;
      if (this.head === this.trail.length) return true;
    }
  }

  private clearQueue(): false {
    for (const c of this.queue) this.queued[c] = 0;
    this.queue.length = 0;
    return false;
  }

  /** Some pair of `anyOf` holds or still can; when only one still can, it is set. */
  private checkAnyOf(): boolean {
    let open = -1;
    let opens = 0;
    for (const [v, b] of this.anyOf as [number, number][]) {
      const here = this.val[v];
      if (here === b) return true;
      if (here < 0 && opens++ === 0) open = v;
    }
    if (opens === 0) return false;
    if (opens === 1) {
      const pair = (this.anyOf as [number, number][]).find(([v]) => v === open) as [number, number];
      this.set(open, pair[1]);
    }
    return true;
  }

  private fillCon(c: number, b: number): void {
    for (const u of this.p.cons[c].vars) if (this.val[u] < 0) this.set(u, b);
  }

  private checkCon(c: number): boolean {
    const con = this.p.cons[c];
    const b = this.blue[c];
    const f = this.free[c];
    if (b > con.need || b + f < con.need) return false;
    if (f > 0 && b === con.need) this.fillCon(c, 0);
    else if (f > 0 && b + f === con.need) this.fillCon(c, 1);
    return true;
  }

  private checkTotal(): boolean {
    if (this.totBlue > this.sumHi || this.totBlue + this.totFree < this.sumLo) return false;
    const fill =
      this.totFree === 0 ? -1 : this.totBlue === this.sumHi ? 0 : this.totBlue + this.totFree === this.sumLo ? 1 : -1;
    if (fill >= 0) for (let v = 0; v < this.p.n; v++) if (this.val[v] < 0) this.set(v, fill);
    return this.totFree > 0 || this.sums === null || this.sums[this.totBlue] === 1;
  }

  /** 1 blue, 0 black, -1 not yet known, -2 a hole. */
  private at(code: number): number {
    if (code >= 0) return this.val[code];
    return code === KNOWN_BLUE ? 1 : code === KNOWN_BLACK ? 0 : -2;
  }

  /**
   * Whether the clue's places, as far as they are set, still allow exactly `total` blue cells with the runs its mark
   * asks for (one run for together, two or more for apart). Exact: a ring is tried colouring by colouring (six places
   * at most), a line by a small count of runs along it.
   */
  private shapeOk(s: NonNullable<Con['shape']>): boolean {
    const len = s.seq.length;
    if (s.ring) {
      const free: number[] = [];
      let known = 0;
      for (let i = 0; i < len; i++) {
        const here = this.at(s.seq[i]);
        if (here === -1) free.push(i);
        else if (here === 1) known |= 1 << i;
      }
      for (let m = 0; m < 1 << free.length; m++) {
        let bits = known;
        free.forEach((i, k) => (bits |= ((m >> k) & 1) << i));
        if (popcount(bits) !== s.total) continue;
        if (ringRunsOf(bits, len) <= 1 === s.together) return true;
      }
      return false;
    }
    // Along a line: states (blue so far, runs so far capped at 2, last place blue), as a set of reachable ones.
    const width = (s.total + 1) * 6;
    let cur = new Uint8Array(width);
    let next = new Uint8Array(width);
    cur[0] = 1;
    for (let i = 0; i < len; i++) {
      const here = this.at(s.seq[i]);
      next.fill(0);
      for (let st = 0; st < width; st++) {
        if (!cur[st]) continue;
        const count = (st / 6) | 0;
        const runs = (st % 6) >> 1;
        const last = st & 1;
        if (here !== 1) next[count * 6 + runs * 2] = 1;
        if (here !== 0 && here !== -2 && count < s.total) {
          const r = last ? runs : Math.min(2, runs + 1);
          next[(count + 1) * 6 + r * 2 + 1] = 1;
        }
      }
      [cur, next] = [next, cur];
    }
    const base = s.total * 6;
    return s.together
      ? cur[base] + cur[base + 1] + cur[base + 2] + cur[base + 3] > 0
      : cur[base + 4] + cur[base + 5] > 0;
  }

  private pick(): number {
    let best = -1;
    let bestFree = Infinity;
    for (let c = 0; c < this.p.cons.length; c++) {
      const f = this.free[c];
      if (f > 0 && f < bestFree) {
        bestFree = f;
        best = c;
        if (f === 1) break;
      }
    }
    if (best >= 0) for (const u of this.p.cons[best].vars) if (this.val[u] < 0) return u;
    for (let v = 0; v < this.p.n; v++) if (this.val[v] < 0) return v;
    return -1;
  }

  private search(): boolean {
    if ((++this.nodes & 1023) === 0 && this.shouldStop?.()) throw new Stopped();
    if (!this.propagate()) return false;
    const v = this.pick();
    if (v < 0) return true;
    const first = this.prefer ? this.prefer[v] : 0;
    const mark = this.trail.length;
    for (const b of [first, 1 - first]) {
      this.set(v, b);
      if (this.search()) return true;
      this.undo(mark);
    }
    return false;
  }
}

export function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}

/** Runs of set bits around a ring of `len` places (all set: one run). */
export function ringRunsOf(bits: number, len: number): number {
  const all = (1 << len) - 1;
  if (bits === all) return 1;
  let runs = 0;
  for (let i = 0; i < len; i++) if (bits & (1 << i) && !(bits & (1 << ((i + len - 1) % len)))) runs++;
  return runs;
}
