// Which hidden cells the readable clues force, decided exactly: the clues split into components (cells linked by
// sharing a clue), each component's colourings are searched completely (search.ts), and the count of blue cells still
// hidden joins them as Minesweeper's exact counting does: each component's achievable blue counts, combined with the
// others' and with the cells no clue touches.
import { UnionFind } from '../deduction';
import type { PuzzleBoard } from './board';
import type { Clue } from './clues';
import { CardSat, GaveUp, lit } from './sat';
import { constraintsOf, type Constraints } from './satClues';
import { HOLE, KNOWN_BLACK, KNOWN_BLUE, Search, type Con, type Problem } from './search';

/** A cell the clues prove: its id, colour (1 blue, 0 black), and the clues (indices in the list given) that did. */
export interface Forced {
  cell: number;
  blue: 0 | 1;
  clues: number[];
}

export type Analysis = { ok: true; forced: Forced[] } | { ok: false; clues: number[] };

/** The clues (indices) whose places hold no hidden cell yet break their together/apart mark. */
function brokenShown(clues: Clue[], board: PuzzleBoard, revealed: Uint8Array): number[] {
  const out: number[] = [];
  clues.forEach((c, i) => {
    if (c.kind === 'plain' || c.seq.some((u) => u >= 0 && !revealed[u])) return;
    const p: Problem = { n: 0, cons: [toCon(c, board, revealed, new Map())] };
    if (!new Search(p).solve()) out.push(i);
  });
  return out;
}

/** The solver's form of a clue, with hidden cells numbered by `local`. */
export function toCon(c: Clue, board: PuzzleBoard, revealed: Uint8Array, local: Map<number, number>): Con {
  const vars: number[] = [];
  let need = c.number;
  const seq = new Int32Array(c.seq.length);
  c.seq.forEach((u, k) => {
    if (u < 0) seq[k] = HOLE;
    else if (revealed[u]) {
      seq[k] = board.blue[u] ? KNOWN_BLUE : KNOWN_BLACK;
      need -= board.blue[u];
    } else {
      const v = local.get(u) as number;
      seq[k] = v;
      vars.push(v);
    }
  });
  const shape = c.kind === 'plain' ? null : { together: c.kind === 'together', ring: c.ring, seq, total: c.number };
  return { vars: Int32Array.from(vars), need, shape };
}

/** Per variable: -1 free to be either colour, else the colour every colouring (with a count in `sums`) gives it;
 *  null when there is no colouring at all. `seen` holds colourings already found. */
export function forcedVars(
  p: Problem,
  search: Search,
  sums: Uint8Array | null,
  seen: Int8Array[] = [],
): Int8Array | null {
  const can = new Uint8Array(p.n * 2);
  const note = (s: Int8Array) => s.forEach((b, v) => (can[v * 2 + b] = 1));
  const count = (s: Int8Array) => s.reduce((a, b) => a + b, 0);
  let first: Int8Array | null = null;
  for (const s of seen)
    if (!sums || sums[count(s)]) {
      first ??= s;
      note(s);
    }
  first ??= search.solve({ sums });
  if (!first) return null;
  note(first);
  const out = new Int8Array(p.n).fill(-1);
  let last = first;
  // Ask for a colouring that gives some cell a colour not seen yet; when there is none, every such cell is forced.
  for (;;) {
    const anyOf: [number, number][] = [];
    const prefer = new Int8Array(p.n);
    for (let v = 0; v < p.n; v++) {
      prefer[v] = can[v * 2] && can[v * 2 + 1] ? last[v] : can[v * 2 + 1] ? 0 : 1;
      if (!(can[v * 2] && can[v * 2 + 1])) anyOf.push([v, can[v * 2] ? 1 : 0]);
    }
    if (anyOf.length === 0) break;
    const s = search.solve({ anyOf, sums, prefer });
    if (!s) {
      for (const [v, b] of anyOf) out[v] = 1 - b;
      break;
    }
    note(s);
    last = s;
  }
  return out;
}

interface Component {
  cells: number[];
  clues: number[];
  problem: Problem;
}

function components(board: PuzzleBoard, revealed: Uint8Array, clues: Clue[]): { comps: Component[]; loose: number[] } {
  const linked = new UnionFind(board.size);
  const touched = new Uint8Array(board.size);
  const live: number[] = [];
  clues.forEach((c, ci) => {
    const hidden = [...c.seq].filter((u) => u >= 0 && !revealed[u]);
    for (const u of hidden) touched[u] = 1;
    linked.unionAll(hidden);
    if (hidden.length) live.push(ci);
  });
  const byRoot = new Map<number, Component>();
  const loose: number[] = [];
  for (let u = 0; u < board.size; u++) {
    if (revealed[u]) continue;
    if (!touched[u]) {
      loose.push(u);
      continue;
    }
    const r = linked.find(u);
    let comp = byRoot.get(r);
    if (!comp) byRoot.set(r, (comp = { cells: [], clues: [], problem: { n: 0, cons: [] } }));
    comp.cells.push(u);
  }
  for (const ci of live) {
    const u = clues[ci].seq.find((w) => w >= 0 && !revealed[w]) as number;
    (byRoot.get(linked.find(u)) as Component).clues.push(ci);
  }
  const comps = [...byRoot.values()];
  for (const comp of comps) {
    const local = new Map(comp.cells.map((u, i) => [u, i]));
    comp.problem = { n: comp.cells.length, cons: comp.clues.map((ci) => toCon(clues[ci], board, revealed, local)) };
  }
  return { comps, loose };
}

/** A second exact engine (per variable: the forced colour or -1; null when nothing fits), for what CDCL gives up on. */
export type DeepEngine = (c: Constraints) => Int8Array | null;

/** Per variable of `sat`: -1 free to be either colour, else the colour every assignment gives it; null when there is
 *  none. Each variable not yet seen both ways is asked for the other colour; a "no" is kept as a fact for the rest. */
function forcedBySat(sat: CardSat): Int8Array | null {
  const n = sat.n;
  const can = new Uint8Array(n * 2);
  const note = (m: Int8Array) => m.forEach((b, v) => (can[v * 2 + b] = 1));
  const first = sat.solve();
  if (!first) return null;
  note(first);
  const out = new Int8Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    if (can[v * 2] && can[v * 2 + 1]) continue;
    const other = can[v * 2 + 1] ? 0 : 1;
    const m = sat.solve([lit(v, other)]);
    if (m) note(m);
    else {
      out[v] = 1 - other;
      sat.addClause([lit(v, 1 - other)]);
    }
  }
  return out;
}

/** Conflicts the CDCL solver may meet on one question before another engine takes it over. */
const CONFLICT_BUDGET = 3000;

/** How the exact search may run: a stop to poll, and a deep engine for questions CDCL finds hard. */
export interface ExactOptions {
  shouldStop?: () => boolean;
  deep?: DeepEngine;
  /** Conflicts CDCL may meet on one question before handing it over (CONFLICT_BUDGET unless given; tests lower it). */
  budget?: number;
}

/**
 * What problem `p` forces (with exactly the blue counts `sums` allows in all, when given): by CDCL, or, once CDCL has
 * met its budget of conflicts, by the deep engine (GLPK in the worker) or else by the backtracking search (search.ts),
 * which wins on some small counting-heavy questions where CDCL's learnt clauses do not.
 */
function forcedOf(p: Problem, sums: number | null, opts: ExactOptions): Int8Array | null {
  const c = constraintsOf(p.n, p.cons);
  if (sums !== null) c.counts.push({ vars: Int32Array.from({ length: p.n }, (_, v) => v), k: sums });
  const sat = CardSat.of(c, opts.shouldStop);
  sat.maxConflicts = opts.budget ?? CONFLICT_BUDGET;
  try {
    return forcedBySat(sat);
  } catch (e) {
    if (!(e instanceof GaveUp)) throw e;
  }
  if (opts.deep) return opts.deep(c);
  const only = sums === null ? null : Uint8Array.from({ length: p.n + 1 }, (_, k) => (k === sums ? 1 : 0));
  return forcedVars(p, new Search(p, opts.shouldStop), only);
}

/**
 * The hidden cells the clues force, exactly. Each component is solved alone first (what the clues prove without the
 * count); only when that proves nothing, and `remaining` (blue cells still hidden) is given, does the count take part:
 * then all components and the cells no clue touches are solved as one, with exactly `remaining` blue among them.
 */
export function analyse(
  board: PuzzleBoard,
  revealed: Uint8Array,
  clues: Clue[],
  remaining: number | null,
  opts: ExactOptions = {},
): Analysis {
  const broken = brokenShown(clues, board, revealed);
  if (broken.length) return { ok: false, clues: broken };
  const { comps, loose } = components(board, revealed, clues);
  const forced: Forced[] = [];
  for (const comp of comps) {
    const res = forcedOf(comp.problem, null, opts);
    if (!res) return { ok: false, clues: comp.clues };
    res.forEach((b, v) => b >= 0 && forced.push({ cell: comp.cells[v], blue: b as 0 | 1, clues: comp.clues }));
  }
  if (forced.length || remaining === null) return { ok: true, forced };
  return withCount(comps, loose, remaining, opts);
}

/** All components as one problem, with the loose cells (in no clue) and the count: exactly `remaining` are blue. */
function withCount(comps: Component[], loose: number[], remaining: number, opts: ExactOptions): Analysis {
  const cells = [...comps.flatMap((c) => c.cells), ...loose];
  const allClues = comps.flatMap((c) => c.clues);
  let offset = 0;
  const cons: Con[] = [];
  for (const comp of comps) {
    const shift = (v: number) => (v >= 0 ? v + offset : v);
    for (const con of comp.problem.cons)
      cons.push({
        vars: con.vars.map(shift),
        need: con.need,
        shape: con.shape && { ...con.shape, seq: con.shape.seq.map(shift) },
      });
    offset += comp.cells.length;
  }
  const res = forcedOf({ n: cells.length, cons }, remaining, opts);
  if (!res) return { ok: false, clues: allClues };
  const forced: Forced[] = [];
  res.forEach((b, v) => b >= 0 && forced.push({ cell: cells[v], blue: b as 0 | 1, clues: v < offset ? allClues : [] }));
  return { ok: true, forced };
}
