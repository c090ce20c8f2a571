// How long the link of a game by links grows: printed for the record (run this file alone to read the table) and
// held to a bound: a whole game on a 250-tile board in at most 2,000 characters.
import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, TUTORIAL_HEXAGON } from '../engine';
import { seededRandom, shuffleInPlace } from '../games/random';
import { climb, gameKey } from '../games/proximity/byLink/hash';
import { chainLength } from '../games/proximity/byLink/protocol';
import { revealsOf } from '../games/proximity/byLink/replay';
import { boardOf, hexBytes, seatedGame, sha } from '../games/proximity/byLink/testing';
import type { ChainLink, FriendBoard, FriendGame, GameId, PlayerNo, TileId } from '../games/proximity/byLink/types';
import type { RuleSet } from '../games/proximity/types';
import { encodeFriendLink, openFriendLink } from './friendLink';

/**
 * A whole game, every tile taken in a shuffled order, made as the players would make it but in one step: each seat's
 * latest reveal is read off its chain directly (playing move by move replays the game at each move).
 */
async function wholeGame(board: FriendBoard, rules: RuleSet, players: number): Promise<FriendGame> {
  const { game, seeds } = await seatedGame({ board, rules, players, seed: 77 });
  const b = makeBoard(board.level, board);
  const tiles = shuffleInPlace(
    seededRandom(78),
    [...Array(b.size).keys()].filter((id) => b.kind[id] === 0),
  );
  const key = await gameKey(game, sha);
  const k = chainLength(board, players);
  const latest = await Promise.all(
    seeds.map((seed, i) =>
      climb(
        key,
        (i + 1) as PlayerNo,
        seed as unknown as ChainLink,
        k - revealsOf((i + 1) as PlayerNo, players, tiles.length),
        sha,
      ),
    ),
  );
  return { ...game, latest, moves: tiles.map((tile) => ({ tile: tile as TileId, slot: 0 })) };
}

const CASES: { name: string; board: FriendBoard; rules: RuleSet; players: number }[] = [
  {
    name: 'small: 5 x 5, 25 tiles, 2 players, classic',
    board: boardOf(filledLevel(5, 5)),
    rules: 'classic',
    players: 2,
  },
  {
    name: 'medium: the tutorial hexagon, 2 players, classic',
    board: boardOf(TUTORIAL_HEXAGON),
    rules: 'classic',
    players: 2,
  },
  { name: '250 tiles: 10 x 25, 2 players, classic', board: boardOf(filledLevel(10, 25)), rules: 'classic', players: 2 },
  { name: '250 tiles: 10 x 25, 4 players, p2', board: boardOf(filledLevel(10, 25)), rules: 'p2', players: 4 },
];

describe('how long the link of a whole game is', () => {
  it.each(CASES)('$name', async ({ name, board, rules, players }) => {
    const game = await wholeGame(board, rules, players);
    const query = await encodeFriendLink(game, 24, sha);
    const opened = await openFriendLink(query, sha);
    expect(opened.ok && opened.position.next).toEqual({ kind: 'over' });
    console.info(`${name}: ${game.moves.length} moves, ${query.length} characters`);
    expect(query.length).toBeLessThanOrEqual(2000);
  });

  it('carries the longest game, 250 x 250 in p2 with 4 players', async () => {
    // Its length only: the chains are stand-ins (a whole chain of 15,626 links a seat takes minutes to make here).
    const board = boardOf(filledLevel(250, 250));
    const rand = seededRandom(3);
    const game: FriendGame = {
      id: hexBytes(rand, 8) as GameId,
      board,
      rules: 'p2',
      players: 4,
      commitments: [1, 2, 3, 4].map(() => hexBytes(rand, 16) as ChainLink),
      latest: [1, 2, 3, 4].map(() => hexBytes(rand, 16) as ChainLink),
      moves: Array.from({ length: 62_500 }, (_, tile) => ({ tile: tile as TileId, slot: 4 })),
    };
    const query = await encodeFriendLink(game, 24, sha);
    console.info(`longest: 250 x 250, 4 players, p2: ${game.moves.length} moves, ${query.length} characters`);
    // 19 bits a move (62,500 tiles x 5 slots): 148,438 bytes of moves, 197,918 characters of base64url.
    expect(query.length).toBeLessThan(200_000);
    expect((await openFriendLink(query, sha)).ok).toBe(false);
  });
});
