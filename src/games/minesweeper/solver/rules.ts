import { countForces } from '../../deduction';
import type { Constraint, Position } from './position';

/** A number that alone decides its hidden neighbours: all mines, or all safe. */
export interface SingleFinding {
  kind: 'single';
  c: Constraint;
  isMine: boolean;
  tiles: number[];
}

/**
 * Two overlapping numbers A and B: the shared tiles hold between lo and hi mines, which decides `tiles`
 * (all of them in `owner`'s own part). A subset finding is one where the other number's tiles all lie in the overlap.
 */
export interface PairFinding {
  kind: 'subset' | 'pair';
  owner: Constraint;
  other: Constraint;
  shared: number[];
  lo: number;
  hi: number;
  isMine: boolean;
  tiles: number[];
}

/** Numbers whose remaining mines equal their hidden neighbours (all mines) or are already satisfied (all safe). */
export function singleFindings(pos: Position): SingleFinding[] {
  const out: SingleFinding[] = [];
  for (const c of pos.constraints) {
    const all = countForces(c.need, c.vars.length);
    if (all !== null) out.push({ kind: 'single', c, isMine: all === 1, tiles: c.vars });
  }
  return out;
}

/** Every pair of numbers sharing hidden tiles, and what the overlap forces on each one's other tiles (1-2-1, subsets). */
export function pairFindings(pos: Position): PairFinding[] {
  const out: PairFinding[] = [];
  const { constraints, constraintAt, board } = pos;
  const stamp = new Int32Array(board.size).fill(-1);
  const seen = new Int32Array(constraints.length).fill(-1);
  constraints.forEach((A, ai) => {
    for (const u of A.vars) stamp[u] = ai;
    for (const u of A.vars) {
      for (let d = 0; d < 6; d++) {
        const bt = board.neighbors[u * 6 + d];
        const bi = bt < 0 ? -1 : constraintAt[bt];
        if (bi <= ai || seen[bi] === ai) continue;
        seen[bi] = ai;
        comparePair(A, constraints[bi], stamp, ai, out);
      }
    }
  });
  return out;
}

function comparePair(A: Constraint, B: Constraint, stamp: Int32Array, ai: number, out: PairFinding[]): void {
  const shared: number[] = [];
  const onlyB: number[] = [];
  for (const u of B.vars) (stamp[u] === ai ? shared : onlyB).push(u);
  if (shared.length === 0) return;
  const sharedSet = new Set(shared);
  const onlyA = A.vars.filter((u) => !sharedSet.has(u));
  const lo = Math.max(0, A.need - onlyA.length, B.need - onlyB.length);
  const hi = Math.min(shared.length, A.need, B.need);
  if (lo > hi) return;
  const side = (owner: Constraint, other: Constraint, own: number[], otherOwn: number[]) => {
    if (own.length === 0) return;
    const kind = otherOwn.length === 0 ? 'subset' : 'pair';
    const base = { kind, owner, other, shared, lo, hi, tiles: own } as const;
    if (owner.need - hi === own.length) out.push({ ...base, isMine: true });
    else if (owner.need - lo === 0) out.push({ ...base, isMine: false });
  };
  side(A, B, onlyA, onlyB);
  side(B, A, onlyB, onlyA);
}
