import { groupFrontier } from './components';
import { countComponent, type Component } from './countDp';
import type { Position } from './position';

/** The exhaustive count of a position: exact probabilities and which tiles are certain. */
export interface Exact {
  /** mine probability per tile; NaN where the tile is not unknown */
  prob: Float64Array;
  /** per tile: 0 proven safe, 1 proven mine, -1 otherwise */
  certain: Int8Array;
  /** 1 where the certainty holds from the numbers alone, without the total mine count */
  local: Uint8Array;
  /** per tile: index into `components`, or -1 for tiles off the frontier */
  componentOf: Int32Array;
  /** the revealed numbers of each component */
  components: number[][];
}

const conv = (a: Float64Array, b: Float64Array): Float64Array => {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) if (a[i] !== 0) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  return out;
};
const convBool = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const out = new Uint8Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) if (a[i]) for (let j = 0; j < b.length; j++) if (b[j]) out[i + j] = 1;
  return out;
};
const ONE = new Float64Array([1]);
const ONE_B = new Uint8Array([1]);

/**
 * Count every arrangement of the remaining mines that fits the numbers: components are counted on their own and
 * combined, each combination weighted by the ways to put the rest of the mines on the tiles off the frontier.
 * Weights are kept in scaled floating point (log-space for the big binomials), so 30x16 boards with 99 mines are fine.
 * Returns null when no arrangement fits, or when the search would take more than `budget` steps.
 */
export function solveExact(pos: Position, budget = Infinity): Exact | null {
  const n = pos.board.size;
  const counter = { left: budget };
  const comps: Component[] = [];
  const scaled: Float64Array[] = [];
  for (const groups of groupFrontier(pos)) {
    const c = countComponent(pos, groups, counter);
    if (!c) return null;
    let max = 0;
    for (const w of c.ways) if (w > max) max = w;
    if (max === 0) return null;
    comps.push(c);
    scaled.push(c.ways.map((w) => w / max));
  }
  const K = comps.length;
  const F = pos.offFrontier.length;
  const L = pos.minesLeft;
  const pre: Float64Array[] = [ONE];
  const preB: Uint8Array[] = [ONE_B];
  for (let i = 0; i < K; i++) {
    pre.push(conv(pre[i], scaled[i]));
    preB.push(convBool(preB[i], comps[i].has));
  }
  const suf: Float64Array[] = new Array(K + 1);
  const sufB: Uint8Array[] = new Array(K + 1);
  suf[K] = ONE;
  sufB[K] = ONE_B;
  for (let i = K - 1; i >= 0; i--) {
    suf[i] = conv(scaled[i], suf[i + 1]);
    sufB[i] = convBool(comps[i].has, sufB[i + 1]);
  }
  const all = pre[K];
  const allB = preB[K];
  const T = all.length - 1;
  // off[t]: ways to place the L - t mines left over among the F tiles off the frontier, scaled by its largest value.
  const valid = (t: number) => L - t >= 0 && L - t <= F;
  const logOff = new Float64Array(T + 1).fill(-Infinity);
  let top = -Infinity;
  for (let t = 0; t <= T; t++) {
    if (!valid(t)) continue;
    logOff[t] = lnChoose(F, L - t);
    if (allB[t] && logOff[t] > top) top = logOff[t];
  }
  if (top === -Infinity) return null;
  const off = logOff.map((v) => Math.exp(v - top));
  let Z = 0;
  for (let t = 0; t <= T; t++) Z += all[t] * off[t];

  const prob = new Float64Array(n).fill(NaN);
  const certain = new Int8Array(n).fill(-1);
  const local = new Uint8Array(n);
  const componentOf = new Int32Array(n).fill(-1);
  comps.forEach((c, ci) => {
    const others = conv(pre[ci], suf[ci + 1]);
    const othersB = convBool(preB[ci], sufB[ci + 1]);
    const M1 = c.maxMines + 1;
    const R = new Float64Array(M1);
    const feasible = new Uint8Array(M1);
    for (let m = 0; m < M1; m++) {
      for (let t = 0; t < others.length && m + t <= T; t++) {
        R[m] += others[t] * off[m + t];
        if (othersB[t] && c.has[m] && valid(m + t)) feasible[m] = 1;
      }
    }
    const mg = c.marginals(R, feasible);
    c.groups.forEach((g, gi) => {
      const size = g.tiles.length;
      const sure = !mg.canMine[gi] ? 0 : !mg.canSafe[gi] ? 1 : -1;
      const localSure = (sure === 0 && !mg.canMineLocal[gi]) || (sure === 1 && !mg.canSafeLocal[gi]);
      for (const t of g.tiles) {
        prob[t] = sure >= 0 ? sure : mg.expect[gi] / (mg.z * size);
        certain[t] = sure;
        local[t] = localSure ? 1 : 0;
        componentOf[t] = ci;
      }
    });
  });
  if (F > 0) {
    let e = 0;
    let always0 = true;
    let alwaysFull = true;
    for (let t = 0; t <= T; t++) {
      e += all[t] * off[t] * (L - t);
      if (allB[t] && valid(t)) {
        if (L - t !== 0) always0 = false;
        if (L - t !== F) alwaysFull = false;
      }
    }
    const sure = always0 ? 0 : alwaysFull ? 1 : -1;
    for (const t of pos.offFrontier) {
      prob[t] = sure >= 0 ? sure : e / (Z * F);
      certain[t] = sure;
    }
  }
  const components = comps.map((c) => c.constraints.map((ci) => pos.constraints[ci].tile));
  return { prob, certain, local, componentOf, components };
}

const lnFact: number[] = [0];
/** ln C(n, k), from a growing table of ln n!. */
function lnChoose(n: number, k: number): number {
  for (let i = lnFact.length; i <= n; i++) lnFact.push(lnFact[i - 1] + Math.log(i));
  return lnFact[n] - lnFact[k] - lnFact[n - k];
}
