import { makeBoard, type BoardSettings, type LevelData } from '../../engine';
import { seededRandom } from '../random';
import { chooseMove } from './ai';
import { replay } from './history';
import type { MoveChoice, ProximityConfig } from './types';

/** What the UI sends the AI worker: plain, cloneable data from which the worker rebuilds board and game. */
export interface AiRequest {
  readonly board: { readonly level: LevelData } & BoardSettings;
  readonly config: ProximityConfig;
  readonly moves: readonly number[];
  readonly kind: 'easy' | 'hard';
  /** the hard AI's budget in ms (default 800) */
  readonly budgetMs?: number;
}

/**
 * Answer an AI request: rebuild the board and replay the moves, then choose. Tie-breaking is seeded from the game's
 * seed and the move count, so the same game position always gets the same answer (e2e runs stay reproducible);
 * `now` is the worker's clock, which the budget is measured by.
 */
export function answerAiRequest(request: AiRequest, now: () => number): MoveChoice {
  const { level, orientation, parity, wrap } = request.board;
  const board = makeBoard(level, { orientation, parity, wrap });
  const state = replay(board, request.config, request.moves);
  const rand = seededRandom((request.config.seed ^ Math.imul(state.moves.length + 1, 0x9e3779b1)) >>> 0);
  return chooseMove(state, board, request.kind, rand, { budgetMs: request.budgetMs, now });
}
