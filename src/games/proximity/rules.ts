import { KIND_FLOOR, type Board } from '../../engine';
import { drawStrength } from './draw';
import { encodeMove } from './moves';
import { P2_HAND, type MovePreview, type ProximityConfig, type ProximityState, type RuleSet } from './types';

/**
 * What a placement does to its neighbours, per rule set. Reinforcement is not capped: every tile has at most six
 * neighbours and each is placed once, so a tile ends at most 20 + 6 x bonus (26 classic, 32 p2), and a strong
 * tile still gains from friends. Weakening never takes a tile below 1.
 */
export const RULES: Readonly<
  Record<RuleSet, { readonly friendBonus: number; readonly weaken: number; readonly hand: number }>
> = {
  classic: { friendBonus: 1, weaken: 0, hand: 1 },
  p2: { friendBonus: 2, weaken: 2, hand: P2_HAND },
};

/** A new game: an empty board, player 1 to move, every player's first tiles drawn from the seed. */
export function newProximity(board: Board, config: ProximityConfig): ProximityState {
  const n = config.players.length;
  if (!Number.isInteger(n) || n < 2 || n > 4) throw new RangeError(`Proximity needs 2 to 4 players, got ${n}`);
  const handSize = RULES[config.rules].hand;
  const hands: number[][] = [];
  for (let p = 1; p <= n; p++) {
    const hand: number[] = [];
    for (let i = 0; i < handSize; i++) hand.push(drawStrength(config.seed, p, i));
    hands.push(hand);
  }
  let empty = 0;
  for (let id = 0; id < board.size; id++) if (board.kind[id] === KIND_FLOOR) empty++;
  return {
    config,
    owner: new Uint8Array(board.size),
    strength: new Uint8Array(board.size),
    current: 1,
    hands,
    drawn: new Array<number>(n).fill(handSize),
    moves: [],
    empty,
    over: empty === 0,
  };
}

/** Whether the player to move may place the tile from this hand slot on this tile: an empty floor tile, game not over. */
export function legal(state: ProximityState, board: Board, tile: number, handIndex = 0): boolean {
  return (
    !state.over &&
    Number.isInteger(tile) &&
    tile >= 0 &&
    tile < board.size &&
    board.kind[tile] === KIND_FLOOR &&
    state.owner[tile] === 0 &&
    Number.isInteger(handIndex) &&
    handIndex >= 0 &&
    handIndex < state.hands[state.current - 1].length
  );
}

/** What placing the current player's tile from this hand slot would capture, reinforce and weaken (empty if illegal). */
export function previewMove(state: ProximityState, board: Board, tile: number, handIndex = 0): MovePreview {
  const out: MovePreview = { captured: [], reinforced: [], weakened: [] };
  if (!legal(state, board, tile, handIndex)) return out;
  const player = state.current;
  const value = state.hands[player - 1][handIndex];
  const weaken = RULES[state.config.rules].weaken;
  for (let k = tile * 6, end = k + 6; k < end; k++) {
    const n = board.neighbors[k];
    if (n < 0 || state.owner[n] === 0) continue;
    if (state.owner[n] === player) out.reinforced.push(n);
    else if (state.strength[n] < value) out.captured.push(n);
    else if (weaken > 0) out.weakened.push(n);
  }
  return out;
}

/**
 * Place a tile in place on owner/strength arrays: friends reinforced, weaker enemies captured (keeping their
 * strength), the rest weakened when the rule set says so. Each neighbour is judged against the placed strength
 * once, so the order of neighbours never matters. Shared by playMove and the AI's searches.
 */
export function placeInPlace(
  neighbors: Int32Array,
  owner: Uint8Array,
  strength: Uint8Array,
  tile: number,
  player: number,
  value: number,
  friendBonus: number,
  weaken: number,
): void {
  owner[tile] = player;
  strength[tile] = value;
  for (let k = tile * 6, end = k + 6; k < end; k++) {
    const n = neighbors[k];
    if (n < 0) continue;
    const o = owner[n];
    if (o === 0) continue;
    if (o === player) strength[n] += friendBonus;
    else if (strength[n] < value) owner[n] = player;
    else if (weaken > 0) strength[n] = Math.max(1, strength[n] - weaken);
  }
}

/** The state after the current player places the tile from hand slot handIndex; an illegal move returns the same state. */
export function playMove(state: ProximityState, board: Board, tile: number, handIndex = 0): ProximityState {
  if (!legal(state, board, tile, handIndex)) return state;
  const { config } = state;
  const rules = RULES[config.rules];
  const player = state.current;
  const hand = state.hands[player - 1];
  const owner = state.owner.slice();
  const strength = state.strength.slice();
  placeInPlace(board.neighbors, owner, strength, tile, player, hand[handIndex], rules.friendBonus, rules.weaken);
  const drawn = state.drawn.slice();
  const refill = drawStrength(config.seed, player, drawn[player - 1]++);
  const hands = state.hands.map((h, i) =>
    i === player - 1 ? [...h.slice(0, handIndex), ...h.slice(handIndex + 1), refill] : h,
  );
  const empty = state.empty - 1;
  return {
    config,
    owner,
    strength,
    current: (player % config.players.length) + 1,
    hands,
    drawn,
    moves: [...state.moves, encodeMove(config.rules, tile, handIndex)],
    empty,
    over: empty === 0,
  };
}
