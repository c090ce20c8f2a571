import type { Board } from '../../engine';
import { randomInt, type Random } from '../random';
import { refinedScore } from './refine';
import { doMove, expectedBestReply, exposure, makeSearchSpace, moveGain, undoMove, type SearchSpace } from './search';
import type { MoveChoice, ProximityState } from './types';

/** Tuning for the computer players. */
export interface AiOptions {
  /** the hard AI's thinking budget per move in ms (default 800): it refines its best candidates until this is spent */
  budgetMs?: number;
  /** how many of its best candidates the hard AI refines at most (default 12; 0 skips refinement) */
  refineCount?: number;
  /** weight of long-run exposure in the hard AI's evaluation (default 0.5) */
  exposureWeight?: number;
  /** whether refinement also weighs the AI's own expected counter-reply (default true; false is several times cheaper) */
  counterReply?: boolean;
  /** the clock (ms) the budget is measured by, passed in as the rules read no clock; without one, no budget */
  now?: () => number;
}

const NO_MOVE: MoveChoice = { tile: -1, handIndex: 0 };

/**
 * The computer's move for the player to move; tile -1 when the game is over. Easy is greedy: the move that gains
 * most against the others right now. Hard weighs each move against the next player's expected best reply over the
 * strengths it might draw and the exposure it leaves, then refines its best candidates within the time budget.
 * Neither looks at other players' hands or at future draws. Ties are broken with `rand`.
 */
export function chooseMove(
  state: ProximityState,
  board: Board,
  kind: 'easy' | 'hard',
  rand: Random,
  options: AiOptions = {},
): MoveChoice {
  if (state.over) return NO_MOVE;
  const sp = makeSearchSpace(state, board);
  const hand = state.hands[state.current - 1];
  if (kind === 'easy') return bestOf(sp, hand, rand, (tile, value) => moveGain(sp, tile, sp.me, value));
  const now = options.now;
  const deadline = now ? now() + (options.budgetMs ?? 800) : Number.POSITIVE_INFINITY;
  const weight = options.exposureWeight ?? 0.5;
  const first = rankMoves(sp, hand, rand, (tile, value) => quickScore(sp, tile, value, weight));
  const refine = Math.min(options.refineCount ?? 12, first.length);
  let choice = first.length > 0 ? first[0] : NO_MOVE;
  let best = -Infinity;
  for (let i = 0; i < refine && (i === 0 || !now || now() < deadline); i++) {
    const v = refinedScore(sp, first[i].tile, hand[first[i].handIndex], weight, options.counterReply ?? true);
    if (v > best) {
      best = v;
      choice = first[i];
    }
  }
  return choice;
}

type Score = (tile: number, value: number) => number;

/** The hard AI's first look: gain now, minus the next player's expected best reply, plus exposure left behind. */
function quickScore(sp: SearchSpace, tile: number, value: number, weight: number): number {
  const gain = moveGain(sp, tile, sp.me, value);
  doMove(sp, tile, sp.me, value);
  const reply = expectedBestReply(sp, sp.next, tile);
  const exposed = weight === 0 ? 0 : exposure(sp, sp.me);
  undoMove(sp);
  return gain - reply + weight * exposed;
}

/** The highest-scoring move, ties broken at random (reservoir sampling, so no list is built). */
function bestOf(sp: SearchSpace, hand: readonly number[], rand: Random, score: Score): MoveChoice {
  let best = -Infinity;
  let ties = 0;
  let choice = NO_MOVE;
  for (let h = 0; h < hand.length; h++) {
    if (hand.indexOf(hand[h]) !== h) continue; // the same strength twice in a hand is the same move
    for (let i = 0; i < sp.empties.length; i++) {
      const tile = sp.empties[i];
      const value = score(tile, hand[h]);
      if (value > best + 1e-9) {
        best = value;
        ties = 1;
        choice = { tile, handIndex: h };
      } else if (value > best - 1e-9 && randomInt(rand, ++ties) === 0) {
        choice = { tile, handIndex: h };
      }
    }
  }
  return choice;
}

/** Every distinct move, best first; equal scores come in random order. */
function rankMoves(sp: SearchSpace, hand: readonly number[], rand: Random, score: Score): MoveChoice[] {
  const moves: MoveChoice[] = [];
  const values: number[] = [];
  for (let h = 0; h < hand.length; h++) {
    if (hand.indexOf(hand[h]) !== h) continue;
    for (let i = 0; i < sp.empties.length; i++) {
      moves.push({ tile: sp.empties[i], handIndex: h });
      values.push(score(sp.empties[i], hand[h]) + rand() * 1e-7);
    }
  }
  const order = moves.map((_, i) => i).sort((a, b) => values[b] - values[a]);
  return order.map((i) => moves[i]);
}
