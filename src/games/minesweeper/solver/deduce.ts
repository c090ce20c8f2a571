import { solveExact } from './exact';
import { readPosition, type Position } from './position';
import { pairFindings, singleFindings } from './rules';
import { globalReason, pairReason, singleReason } from './text';
import type { Deduction, Knowledge } from './types';

/** How many search steps the exhaustive count may take before deduce gives up on it (it still returns the cheaper rules). */
const DEDUCE_BUDGET = 2_000_000;

/** Every tile the rules prove, each by its cheapest rule: single numbers, subsets, pairs (1-2-1), then the exhaustive count. */
export function deduce(k: Knowledge): Deduction[] {
  const pos = readPosition(k);
  return pos ? deducePosition(pos, k.counts) : [];
}

/** deduce() on a position already read; `stopEarly` skips the thorough rules once a cheaper one found something. */
export function deducePosition(
  pos: Position,
  counts: Uint8Array,
  stopEarly = false,
  budget = DEDUCE_BUDGET,
): Deduction[] {
  const b = pos.board;
  const out: Deduction[] = [];
  const done = new Uint8Array(b.size);
  const add = (d: Deduction) => {
    if (done[d.tile]) return;
    done[d.tile] = 1;
    out.push(d);
  };
  for (const f of singleFindings(pos)) {
    const { c } = f;
    const around = [];
    for (let d = 0; d < 6; d++) {
      const u = b.neighbors[c.tile * 6 + d];
      if (u >= 0 && pos.mine[u]) around.push(u);
    }
    for (const t of f.tiles) {
      const why = singleReason(c.tile, counts[c.tile], c.need, c.vars.length, t, f.isMine);
      add({ tile: t, isMine: f.isMine, rule: 'single', uses: [c.tile, ...c.vars, ...around], why });
    }
  }
  if (stopEarly && out.length) return out;
  for (const f of pairFindings(pos)) {
    const owner = { tile: f.owner.tile, count: counts[f.owner.tile], need: f.owner.need, own: f.tiles.length };
    const other = { tile: f.other.tile, count: counts[f.other.tile], need: f.other.need };
    for (const t of f.tiles) {
      const why = pairReason(owner, other, f.shared.length, f.lo, f.hi, f.kind === 'subset', t, f.isMine);
      add({ tile: t, isMine: f.isMine, rule: f.kind, uses: [f.other.tile, f.owner.tile, ...f.shared], why });
    }
  }
  if (stopEarly && out.length) return out;
  const ex = solveExact(pos, budget);
  if (!ex) return out;
  for (let t = 0; t < b.size; t++) {
    if (ex.certain[t] < 0 || done[t]) continue;
    const comp = ex.componentOf[t];
    const uses = comp >= 0 ? ex.components[comp] : [];
    add({
      tile: t,
      isMine: ex.certain[t] === 1,
      rule: 'global',
      uses,
      why: globalReason(t, ex.certain[t] === 1, pos.minesLeft, !ex.local[t]),
    });
  }
  return out;
}
