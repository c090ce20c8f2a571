import { KIND_FLOOR, type Board } from '../../engine';
import { drawStrength } from './draw';
import { decodeMove, encodeMove, moverOf } from './moves';
import { newProximity, placeInPlace, RULES } from './rules';
import type { LogEntry } from './log';
import type { ProximityConfig, ProximityState } from './types';

/**
 * Rebuild a game from its config and move log (a share link's content). The same seed and moves give the same
 * state. Replay stops at the first move that is not legal there, so a damaged log yields the game up to it;
 * `played` says how many moves were played. Linear in the moves: one set of arrays is written in place (playMove
 * copies the board's arrays each move, which made 20,000 moves take 40 s).
 */
export function replayMoves(
  board: Board,
  config: ProximityConfig,
  moves: readonly number[],
  onMove?: (move: LogEntry) => void,
): { state: ProximityState; played: number } {
  const start = newProximity(board, config);
  const owner = start.owner.slice();
  const strength = start.strength.slice();
  const hands = start.hands.map((h) => h.slice());
  const drawn = start.drawn.slice();
  const played: number[] = [];
  const { friendBonus, weaken } = RULES[config.rules];
  let current = start.current;
  let empty = start.empty;
  for (const move of moves) {
    const { tile, handIndex } = decodeMove(config.rules, move);
    const hand = hands[current - 1];
    const legal =
      empty > 0 &&
      Number.isInteger(tile) &&
      tile >= 0 &&
      tile < board.size &&
      board.kind[tile] === KIND_FLOOR &&
      owner[tile] === 0 &&
      Number.isInteger(handIndex) &&
      handIndex >= 0 &&
      handIndex < hand.length;
    if (!legal) break;
    const value = hand[handIndex];
    if (onMove)
      onMove({
        player: current,
        strength: value,
        tile,
        ...effects(board, owner, strength, tile, current, value, weaken),
      });
    placeInPlace(board.neighbors, owner, strength, tile, current, value, friendBonus, weaken);
    hand.splice(handIndex, 1);
    hand.push(drawStrength(config.seed, current, drawn[current - 1]++));
    played.push(encodeMove(config.rules, tile, handIndex));
    empty--;
    current = (current % config.players.length) + 1;
  }
  const state: ProximityState = {
    config,
    owner,
    strength,
    current,
    hands,
    drawn,
    moves: played,
    empty,
    over: empty === 0,
  };
  return { state: played.length === 0 ? start : state, played: played.length };
}

/** Rebuild a game from its config and move log, stopping at the first illegal move (see replayMoves). */
export const replay = (board: Board, config: ProximityConfig, moves: readonly number[]): ProximityState =>
  replayMoves(board, config, moves).state;

/** What a placement would capture, reinforce and weaken (previewMove's counts, on the replay's own arrays). */
function effects(
  board: Board,
  owner: Uint8Array,
  strength: Uint8Array,
  tile: number,
  player: number,
  value: number,
  weaken: number,
) {
  let captured = 0;
  let reinforced = 0;
  let weakened = 0;
  for (let k = tile * 6, end = k + 6; k < end; k++) {
    const n = board.neighbors[k];
    if (n < 0 || owner[n] === 0) continue;
    if (owner[n] === player) reinforced++;
    else if (strength[n] < value) captured++;
    else if (weaken > 0) weakened++;
  }
  return { captured, reinforced, weakened };
}

/**
 * Take back the last move a human made together with the computer's replies after it, by replaying the log up to
 * just before it. Without any human move in the log the state comes back unchanged.
 */
export function undoLastHumanMove(board: Board, state: ProximityState): ProximityState {
  const { players } = state.config;
  for (let i = state.moves.length - 1; i >= 0; i--) {
    if (players[moverOf(players.length, i) - 1] === 'human')
      return replay(board, state.config, state.moves.slice(0, i));
  }
  return state;
}
