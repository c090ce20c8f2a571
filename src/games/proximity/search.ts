import { KIND_FLOOR, type Board } from '../../engine';
import { RULES } from './rules';
import { MAX_DRAW, P2_HAND, type ProximityState } from './types';

// The AI's scratch space: the position copied once into typed arrays, moves made and taken back in place, and every
// buffer allocated up front, so evaluating thousands of replies allocates nothing.

/** A mutable copy of a position plus preallocated buffers for the AI's searches. */
export interface SearchSpace {
  readonly nb: Int32Array;
  readonly owner: Uint8Array;
  readonly strength: Uint8Array;
  /** empty floor tiles, in id order */
  readonly empties: Int32Array;
  /** 1 for floor tiles (walls stay empty forever and threaten nothing) */
  readonly floor: Uint8Array;
  readonly me: number;
  readonly next: number;
  readonly bonus: number;
  readonly weaken: number;
  /** weights[s]: how likely an unseen tile has strength s (1..20), summing to 1 */
  readonly weights: Float64Array;
  /** tail[v]: how likely an unseen tile is stronger than v */
  readonly tail: Float64Array;
  readonly delta: Float64Array;
  readonly best: Float64Array;
  readonly undoId: Int32Array;
  readonly undoOwner: Uint8Array;
  readonly undoStrength: Uint8Array;
}

/**
 * Unseen tiles: classic draws are uniform; a p2 opponent picks from five, and the strongest of five uniform draws
 * stands in for the tile it will use (the AI never looks at other players' hands or at future draws).
 */
function unseenWeights(p2: boolean): Float64Array {
  const w = new Float64Array(MAX_DRAW + 2);
  const k = p2 ? P2_HAND : 1;
  for (let s = 1; s <= MAX_DRAW; s++) w[s] = (s / MAX_DRAW) ** k - ((s - 1) / MAX_DRAW) ** k;
  return w;
}

/** How many moves deep doMove can nest (one undo record per level). */
const MAX_DEPTH = 4;

/** Copy a position into a fresh search space for the player to move. */
export function makeSearchSpace(state: ProximityState, board: Board): SearchSpace {
  const rules = RULES[state.config.rules];
  const list: number[] = [];
  for (let id = 0; id < board.size; id++) if (board.kind[id] === KIND_FLOOR && state.owner[id] === 0) list.push(id);
  const weights = unseenWeights(state.config.rules === 'p2');
  const tail = new Float64Array(64);
  for (let v = 0; v < MAX_DRAW; v++) for (let s = v + 1; s <= MAX_DRAW; s++) tail[v] += weights[s];
  return {
    nb: board.neighbors,
    owner: state.owner.slice(),
    strength: state.strength.slice(),
    empties: Int32Array.from(list),
    floor: Uint8Array.from(board.kind, (k) => (k === KIND_FLOOR ? 1 : 0)),
    me: state.current,
    next: (state.current % state.config.players.length) + 1,
    bonus: rules.friendBonus,
    weaken: rules.weaken,
    weights,
    tail,
    delta: new Float64Array(MAX_DRAW + 2),
    best: new Float64Array(MAX_DRAW + 2),
    undoId: new Int32Array(7 * MAX_DEPTH),
    undoOwner: new Uint8Array(7 * MAX_DEPTH),
    undoStrength: new Uint8Array(7 * MAX_DEPTH),
  };
}

/** How much placing `value` on `tile` moves `player`'s total against everyone else's (gains plus their losses). */
export function moveGain(sp: SearchSpace, tile: number, player: number, value: number): number {
  const { nb, owner, strength, bonus, weaken } = sp;
  let gain = value;
  for (let k = tile * 6, end = k + 6; k < end; k++) {
    const n = nb[k];
    if (n < 0) continue;
    const o = owner[n];
    if (o === 0) continue;
    const v = strength[n];
    if (o === player) gain += bonus;
    else if (v < value) gain += 2 * v;
    else if (weaken > 0) gain += Math.min(weaken, v - 1);
  }
  return gain;
}

/** Place a tile in the search space at nesting level `level`, remembering the touched tiles for undoMove. */
export function doMove(sp: SearchSpace, tile: number, player: number, value: number, level = 0): void {
  const { nb, owner, strength, bonus, weaken, undoId, undoOwner, undoStrength } = sp;
  const u = level * 7;
  undoId[u] = tile;
  undoOwner[u] = 0;
  undoStrength[u] = 0;
  owner[tile] = player;
  strength[tile] = value;
  for (let d = 0; d < 6; d++) {
    const n = nb[tile * 6 + d];
    undoId[u + d + 1] = n;
    if (n < 0) continue;
    const o = owner[n];
    undoOwner[u + d + 1] = o;
    undoStrength[u + d + 1] = strength[n];
    if (o === 0) continue;
    if (o === player) strength[n] += bonus;
    else if (strength[n] < value) owner[n] = player;
    else if (weaken > 0) strength[n] = Math.max(1, strength[n] - weaken);
  }
}

/** Take back the doMove made at nesting level `level` (levels are undone innermost first). */
export function undoMove(sp: SearchSpace, level = 0): void {
  const { owner, strength, undoId, undoOwner, undoStrength } = sp;
  for (let i = level * 7 + 6; i >= level * 7; i--) {
    const id = undoId[i];
    if (id < 0) continue;
    owner[id] = undoOwner[i];
    strength[id] = undoStrength[i];
  }
}

/**
 * The expected best reply of `player` with an unseen tile: for each strength s, the largest moveGain over the empty
 * tiles (skipping `skip`), weighted by how likely s is. Capture thresholds go into a difference array per tile, so
 * all twenty strengths cost one pass over the neighbours plus a prefix sum.
 */
export function expectedBestReply(sp: SearchSpace, player: number, skip: number): number {
  const { nb, owner, strength, empties, bonus, weaken, weights, delta, best } = sp;
  best.fill(-1);
  for (let i = 0; i < empties.length; i++) {
    const t = empties[i];
    if (t === skip || owner[t] !== 0) continue;
    delta.fill(0);
    let base = 0;
    for (let k = t * 6, end = k + 6; k < end; k++) {
      const n = nb[k];
      if (n < 0) continue;
      const o = owner[n];
      if (o === 0) continue;
      const v = strength[n];
      if (o === player) base += bonus;
      else {
        if (v < MAX_DRAW) delta[v + 1] += 2 * v;
        if (weaken > 0 && v > 1) {
          const w = Math.min(weaken, v - 1);
          delta[1] += w;
          delta[Math.min(v, MAX_DRAW) + 1] -= w;
        }
      }
    }
    let run = base;
    for (let s = 1; s <= MAX_DRAW; s++) {
      run += delta[s];
      const g = run + s;
      if (g > best[s]) best[s] = g;
    }
  }
  let expected = 0;
  for (let s = 1; s <= MAX_DRAW; s++) if (best[s] > 0) expected += weights[s] * best[s];
  return expected;
}

/**
 * Long-run exposure from `player`'s side: each taken tile next to an empty one may be captured later by a stronger
 * unseen tile; the opponents' exposure counts for `player`, its own against.
 */
export function exposure(sp: SearchSpace, player: number): number {
  const { nb, owner, strength, floor, tail } = sp;
  let sum = 0;
  const size = owner.length;
  for (let x = 0; x < size; x++) {
    const o = owner[x];
    if (o === 0) continue;
    let open = false;
    for (let k = x * 6, end = k + 6; k < end; k++) {
      const n = nb[k];
      if (n >= 0 && owner[n] === 0 && floor[n] === 1) {
        open = true;
        break;
      }
    }
    if (!open) continue;
    const v = strength[x];
    const risk = 2 * v * (v < MAX_DRAW ? tail[v] : 0);
    sum += o === player ? -risk : risk;
  }
  return sum;
}
