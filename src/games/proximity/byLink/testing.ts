// Builders for the tests of games by links: Node's Web Crypto, seeded "random" bytes, and games played to a turn.
import { filledLevel, type LevelData } from '../../../engine';
import { seededRandom, type Random } from '../../random';
import type { RuleSet } from '../types';
import { webSha256 } from './hash';
import { createFriendGame, playFriendMove, takeSeat } from './protocol';
import { replayFriend } from './replay';
import type { ChainSeed, FriendBoard, FriendGame, GameId, TileId } from './types';

export const sha = webSha256(globalThis.crypto.subtle);

/** `bytes` bytes from a seeded source, as hex: the tests' stand-in for the caller's random bytes. */
export function hexBytes(rand: Random, bytes: number): string {
  return Array.from({ length: bytes }, () =>
    Math.floor(rand() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}

export const boardOf = (level: LevelData = filledLevel(5, 5), more: Partial<FriendBoard> = {}): FriendBoard => ({
  level,
  orientation: 'pointy',
  parity: 'odd',
  wrap: 'none',
  ...more,
});

/** A game with every seat taken, and each seat's seed (index player - 1). */
export async function seatedGame({
  board = boardOf(),
  rules = 'classic',
  players = 2,
  seed = 1,
}: Partial<{ board: FriendBoard; rules: RuleSet; players: number; seed: number }> = {}): Promise<{
  game: FriendGame;
  seeds: ChainSeed[];
}> {
  const rand = seededRandom(seed);
  const seeds = Array.from({ length: players }, () => hexBytes(rand, 16) as ChainSeed);
  let game = await createFriendGame({ id: hexBytes(rand, 8) as GameId, board, rules, players }, seeds[0], sha);
  for (let p = 1; p < players; p++) {
    const seated = await takeSeat(game, seeds[p], sha);
    if (!seated.ok) throw new Error(seated.problem.kind);
    game = seated.game;
  }
  return { game, seeds };
}

/** Play `count` random legal moves (or to the end), each by the seat to move with its own seed; every game on the way. */
export async function playRandomly(
  start: { game: FriendGame; seeds: ChainSeed[] },
  rand: Random,
  count = Infinity,
): Promise<FriendGame[]> {
  const games = [start.game];
  let game = start.game;
  for (let k = 0; k < count; k++) {
    const replayed = await replayFriend(game, sha);
    if (!replayed.ok) throw new Error(replayed.problem.kind);
    const { next, state, board } = replayed.position;
    if (next.kind !== 'move') break;
    const empty = [];
    for (let id = 0; id < board.size; id++) if (board.kind[id] === 0 && state.owner[id] === 0) empty.push(id);
    const tile = empty[Math.floor(rand() * empty.length)] as TileId;
    const slot = game.rules === 'p2' ? Math.floor(rand() * 5) : 0;
    const played = await playFriendMove(game, next.player, start.seeds[next.player - 1], { tile, slot }, sha);
    if (!played.ok) throw new Error(played.problem.kind);
    game = played.game;
    games.push(game);
  }
  return games;
}
