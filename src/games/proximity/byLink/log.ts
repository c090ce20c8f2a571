// The move log of a game by links, as Proximity's own log words a move (log.ts): each move replayed on its position
// with the strength the players' chains drew for it. The same walk gives the position after any move, for the
// replay of a finished game.
import type { Board } from '../../../engine';
import { playLogged, type LogEntry } from '../log';
import { newProximity } from '../rules';
import type { ProximityState } from '../types';
import type { FriendPosition } from './replay';
import type { FriendGame } from './types';

/**
 * The first `count` moves replayed (each one checked by replayFriend, so legal): their log and the position after
 * them. Hands in that position are empty: what each seat held then is nobody's to show.
 */
export function friendStepTo(
  board: Board,
  game: FriendGame,
  position: FriendPosition,
  count: number,
): { state: ProximityState; log: LogEntry[] } {
  const players = Array.from({ length: game.players }, () => 'human' as const);
  let state: ProximityState = newProximity(board, { seed: 0, rules: game.rules, players });
  const log: LogEntry[] = [];
  game.moves.slice(0, count).forEach(({ tile, slot }, m) => {
    const mover = state.current - 1;
    // The seat's hand as the chains dealt it: the slot played holds the strength drawn for it.
    const hand = [...state.hands[mover]];
    hand[slot] = position.strengths[m];
    const hands = state.hands.map((h, i) => (i === mover ? hand : h));
    const done = playLogged({ ...state, hands }, board, tile, slot);
    if (!done) throw new Error(`move ${m + 1} of a checked game is not legal`);
    log.push(done.entry);
    state = done.state;
  });
  return { state: { ...state, hands: state.hands.map(() => []) }, log };
}

/** One entry a move, in order; the moves have been checked (replayFriend), so each is legal. */
export function friendLog(board: Board, game: FriendGame, position: FriendPosition): LogEntry[] {
  return friendStepTo(board, game, position, game.moves.length).log;
}
