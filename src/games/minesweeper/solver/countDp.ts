import type { Group } from './components';
import type { Position } from './position';

const BINOM: number[][] = [];
for (let n = 0; n <= 8; n++) {
  BINOM.push([]);
  for (let k = 0; k <= n; k++) BINOM[n].push(k === 0 || k === n ? 1 : BINOM[n - 1][k - 1] + BINOM[n - 1][k]);
}

interface State {
  needs: number[];
  /** ways to reach this state with a mines placed so far (raw counts, >= 1 where reachable) */
  alpha: Float64Array;
}
interface Layer {
  states: State[];
  /** edges to the next layer: from state, to state, mines k in this layer's group */
  from: number[];
  to: number[];
  k: number[];
}

/** What one component contributes once the rest of the board's weight per mine count (`tail`) is known. */
interface ComponentMarginals {
  /** per group: sum over arrangements of weight x mines in the group */
  expect: Float64Array;
  /** the component's total weight */
  z: number;
  /** per group: 1 where some arrangement (that fits the mine count / the numbers alone) has a mine / a safe tile there */
  canMine: Uint8Array;
  canSafe: Uint8Array;
  canMineLocal: Uint8Array;
  canSafeLocal: Uint8Array;
}

/** A set of linked constraints, counted on its own. */
export interface Component {
  groups: Group[];
  constraints: number[];
  maxMines: number;
  /** ways (counting tiles inside groups) to hold m mines, m = 0..maxMines */
  ways: Float64Array;
  /** 1 where some arrangement holds m mines */
  has: Uint8Array;
  /** run the backward pass: `tail[m]` weighs arrangements with m mines, `feasible[m]` says the mine count allows m */
  marginals(tail: Float64Array, feasible: Uint8Array): ComponentMarginals;
}

/**
 * Count one component by dynamic programming over its groups in a fixed order. A layer's state is the remaining need
 * of each number that has some groups decided and some not; equal states merge, so a long chain of numbers costs
 * time linear in its length instead of the number of its arrangements. A forward pass counts the ways per mine count;
 * a backward pass weighted by the rest of the board gives each group's expected mines. Null past `budget` steps.
 */
export function countComponent(pos: Position, groups: Group[], budget: { left: number }): Component | null {
  const order = visitOrder(groups);
  const G = order.length;
  const cons = [...new Set(groups.flatMap((g) => g.constraints))];
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const rest: number[][] = []; // rest[i][j]: tiles of constraint j of group order[i] in later groups
  order.forEach((gi, i) => {
    for (const c of groups[gi].constraints) {
      if (!first.has(c)) first.set(c, i);
      last.set(c, i);
    }
  });
  const remaining = new Map<number, number>();
  for (const gi of order)
    for (const c of groups[gi].constraints) remaining.set(c, (remaining.get(c) ?? 0) + groups[gi].tiles.length);
  for (const gi of order) {
    const g = groups[gi];
    rest.push(g.constraints.map((c) => remaining.get(c)! - g.tiles.length));
    for (const c of g.constraints) remaining.set(c, remaining.get(c)! - g.tiles.length);
  }
  let maxMines = 0;
  for (const g of groups) maxMines += g.tiles.length;

  const layers: Layer[] = [];
  let active: number[] = [];
  let states: State[] = [{ needs: [], alpha: new Float64Array([1]) }];
  let soFar = 0;
  for (let i = 0; i < G; i++) {
    const g = groups[order[i]];
    const size = g.tiles.length;
    const cs = g.constraints;
    const nextActive = [...active, ...cs.filter((c) => first.get(c) === i)].filter((c) => last.get(c) !== i);
    const slot = new Map<number, number>();
    active.forEach((c, j) => slot.set(c, j));
    const layer: Layer = { states, from: [], to: [], k: [] };
    const index = new Map<string, number>();
    const next: State[] = [];
    const need = new Map<number, number>();
    for (let si = 0; si < states.length; si++) {
      const st = states[si];
      for (const c of cs) need.set(c, slot.has(c) ? st.needs[slot.get(c)!] : pos.constraints[c].need);
      let lo = 0;
      let hi = size;
      cs.forEach((c, j) => {
        hi = Math.min(hi, need.get(c)!);
        lo = Math.max(lo, need.get(c)! - rest[i][j]);
      });
      for (let k = lo; k <= hi; k++) {
        if (--budget.left < 0) return null;
        const needs = nextActive.map((c) => (cs.includes(c) ? need.get(c)! - k : st.needs[slot.get(c)!]));
        const key = String.fromCharCode(...needs);
        let to = index.get(key);
        if (to === undefined) {
          to = next.length;
          index.set(key, to);
          next.push({ needs, alpha: new Float64Array(soFar + size + 1) });
        }
        const w = BINOM[size][k];
        const a0 = st.alpha;
        const a1 = next[to].alpha;
        for (let a = 0; a < a0.length; a++) if (a0[a] !== 0) a1[a + k] += a0[a] * w;
        layer.from.push(si);
        layer.to.push(to);
        layer.k.push(k);
      }
    }
    layers.push(layer);
    states = next;
    active = nextActive;
    soFar += size;
  }
  const end = states[0]?.alpha ?? new Float64Array(maxMines + 1);
  const ways = new Float64Array(maxMines + 1);
  ways.set(end.subarray(0, maxMines + 1));
  const has = new Uint8Array(maxMines + 1);
  for (let m = 0; m <= maxMines; m++) has[m] = ways[m] > 0 ? 1 : 0;

  const marginals = (tail: Float64Array, feasible: Uint8Array): ComponentMarginals => {
    const expect = new Float64Array(groups.length);
    const canMine = new Uint8Array(groups.length);
    const canSafe = new Uint8Array(groups.length);
    const canMineLocal = new Uint8Array(groups.length);
    const canSafeLocal = new Uint8Array(groups.length);
    // beta[s][a]: weight of finishing from state s with a mines placed so far; okG/okL: whether that can fit.
    let beta = [tail];
    let okG = [feasible];
    let okL = [has];
    for (let i = G - 1; i >= 0; i--) {
      const L = layers[i];
      const gi = order[i];
      const size = groups[gi].tiles.length;
      const len = L.states.length ? L.states[0].alpha.length : 1;
      const b = L.states.map(() => new Float64Array(len));
      const fg = L.states.map(() => new Uint8Array(len));
      const fl = L.states.map(() => new Uint8Array(len));
      for (let e = 0; e < L.from.length; e++) {
        const s = L.from[e];
        const t = L.to[e];
        const k = L.k[e];
        const w = BINOM[size][k];
        const alpha = L.states[s].alpha;
        const bt = beta[t];
        const gt = okG[t];
        const lt = okL[t];
        for (let a = 0; a < len; a++) {
          const v = w * bt[a + k];
          b[s][a] += v;
          if (gt[a + k]) fg[s][a] = 1;
          if (lt[a + k]) fl[s][a] = 1;
          if (alpha[a] === 0) continue;
          expect[gi] += alpha[a] * v * k;
          if (gt[a + k]) {
            if (k > 0) canMine[gi] = 1;
            if (k < size) canSafe[gi] = 1;
          }
          if (lt[a + k]) {
            if (k > 0) canMineLocal[gi] = 1;
            if (k < size) canSafeLocal[gi] = 1;
          }
        }
      }
      beta = b;
      okG = fg;
      okL = fl;
    }
    let z = 0;
    for (let m = 0; m <= maxMines; m++) z += ways[m] * tail[m];
    return { expect, z, canMine, canSafe, canMineLocal, canSafeLocal };
  };
  return { groups, constraints: cons, maxMines, ways, has, marginals };
}

/** Groups in breadth-first order through their numbers, so each number is finished soon after it is started. */
function visitOrder(groups: Group[]): number[] {
  const byCons = new Map<number, number[]>();
  groups.forEach((g, gi) => {
    for (const c of g.constraints) {
      const l = byCons.get(c);
      if (l) l.push(gi);
      else byCons.set(c, [gi]);
    }
  });
  const order: number[] = [];
  const placed = new Uint8Array(groups.length);
  const seen = new Set<number>([groups[0].constraints[0]]);
  const queue = [groups[0].constraints[0]];
  for (let qi = 0; qi < queue.length; qi++) {
    for (const gi of byCons.get(queue[qi]) ?? []) {
      if (placed[gi]) continue;
      placed[gi] = 1;
      order.push(gi);
      for (const c of groups[gi].constraints) {
        if (seen.has(c)) continue;
        seen.add(c);
        queue.push(c);
      }
    }
  }
  return order;
}
