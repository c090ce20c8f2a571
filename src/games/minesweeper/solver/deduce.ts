import { cheapestProof, proofOf, type Rung } from '../../deduction';
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
  // The ladder of proofs, cheapest first (src/games/deduction): single numbers, subsets and pairs, the exhaustive count.
  const rungs: Rung<Deduction>[] = [() => singles(pos, counts), () => pairs(pos, counts), () => counted(pos, budget)];
  if (stopEarly) return eachTileOnce(cheapestProof(rungs)?.found ?? []);
  return eachTileOnce(rungs.flatMap((rung) => rung() ?? []));
}

/** The first deduction of each tile (the rungs come cheapest first, so each tile keeps its cheapest reason). */
function eachTileOnce(ds: Deduction[]): Deduction[] {
  const seen = new Set<number>();
  return ds.filter((d) => !seen.has(d.tile) && seen.add(d.tile));
}

function singles(pos: Position, counts: Uint8Array): Deduction[] {
  const b = pos.board;
  const out: Deduction[] = [];
  for (const f of singleFindings(pos)) {
    const { c } = f;
    const around = [];
    for (let d = 0; d < 6; d++) {
      const u = b.neighbors[c.tile * 6 + d];
      if (u >= 0 && pos.mine[u]) around.push(u);
    }
    for (const t of f.tiles) {
      const why = singleReason(c.tile, counts[c.tile], c.need, c.vars.length, t, f.isMine);
      const proof = proofOf(t, f.isMine ? 1 : 0, 'one', [c.tile], [...c.vars, ...around]);
      out.push({ tile: t, isMine: f.isMine, proof, why });
    }
  }
  return out;
}

function pairs(pos: Position, counts: Uint8Array): Deduction[] {
  const out: Deduction[] = [];
  for (const f of pairFindings(pos)) {
    const owner = { tile: f.owner.tile, count: counts[f.owner.tile], need: f.owner.need, own: f.tiles.length };
    const other = { tile: f.other.tile, count: counts[f.other.tile], need: f.other.need };
    // A subset's words start from the number inside the other, a pair's from the number whose tiles are decided.
    const cites = f.kind === 'subset' ? [other.tile, owner.tile] : [owner.tile, other.tile];
    for (const t of f.tiles) {
      const why = pairReason(owner, other, f.shared.length, f.lo, f.hi, f.kind === 'subset', t, f.isMine);
      out.push({ tile: t, isMine: f.isMine, proof: proofOf(t, f.isMine ? 1 : 0, 'two', cites, f.shared), why });
    }
  }
  return out;
}

/** What the exhaustive count proves; null when no arrangement fits or the count ran over its budget. */
function counted(pos: Position, budget: number): Deduction[] | null {
  const ex = solveExact(pos, budget);
  if (!ex) return null;
  const out: Deduction[] = [];
  for (let t = 0; t < pos.board.size; t++) {
    if (ex.certain[t] < 0) continue;
    const comp = ex.componentOf[t];
    const uses = comp >= 0 ? ex.components[comp] : [];
    const isMine = ex.certain[t] === 1;
    const proof = proofOf(t, isMine ? 1 : 0, 'exhaustive', [], uses, !ex.local[t]);
    out.push({ tile: t, isMine, proof, why: globalReason(t, isMine, pos.minesLeft, !ex.local[t]) });
  }
  return out;
}
