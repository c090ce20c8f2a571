import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random';
import { chainLength, playFriendMove } from './protocol';
import { climb, gameKey } from './hash';
import { replayFriend, revealsOf } from './replay';
import { boardOf, hexBytes, playRandomly, seatedGame, sha } from './testing';
import type { ChainLink, FriendGame, FriendMove, PlayerNo, TileId } from './types';

const move = (tile: number, slot = 0): FriendMove => ({ tile: tile as TileId, slot });
const problemOf = async (game: FriendGame) => {
  const r = await replayFriend(game, sha);
  return r.ok ? null : r.problem;
};

/** A 2-player classic game on 5 x 5 after four moves, and its seeds. */
async function fourMoves() {
  const start = await seatedGame({ seed: 11 });
  const games = await playRandomly(start, seededRandom(12), 4);
  return { ...start, game: games[4] };
}

describe('when a link of a game by links is opened', () => {
  it('replays a whole game to its end', async () => {
    const games = await playRandomly(await seatedGame({ players: 4, rules: 'p2', seed: 4 }), seededRandom(4));
    const r = await replayFriend(games[games.length - 1], sha);
    if (!r.ok) throw new Error(r.problem.kind);
    expect(r.position.next).toEqual({ kind: 'over' });
    expect(r.position.state.moves).toHaveLength(25);
    expect(r.position.state.owner.every((o) => o >= 1 && o <= 4)).toBe(true);
  });

  it('refuses a move on a taken tile, on a wall, off the board, or from a slot the hand lacks', async () => {
    const { game } = await fourMoves();
    const walled = { ...game, board: { ...game.board, level: game.board.level.map((l) => [...l]) } };
    const taken = game.moves[0].tile;
    expect(await problemOf({ ...game, moves: [...game.moves.slice(0, 3), move(taken)] })).toEqual({
      kind: 'moveTaken',
      move: 4,
    });
    expect(await problemOf({ ...game, moves: [...game.moves.slice(0, 3), move(25)] })).toEqual({
      kind: 'moveMissingTile',
      move: 4,
    });
    expect(await problemOf({ ...game, moves: [...game.moves.slice(0, 3), { ...game.moves[3], slot: 1 }] })).toEqual({
      kind: 'moveBadSlot',
      move: 4,
    });
    // A wall where a move went also changes the game's key: the commitments no longer match.
    walled.board.level[0][0] = 1;
    expect(await problemOf(walled)).toEqual({ kind: 'revealMismatch', player: 1 });
  });

  it('refuses a reveal that does not hash to its commitment', async () => {
    const { game } = await fourMoves();
    const forged = hexBytes(seededRandom(1), 16) as ChainLink;
    expect(await problemOf({ ...game, latest: [game.latest[0], forged] })).toEqual({
      kind: 'revealMismatch',
      player: 2,
    });
    expect(await problemOf({ ...game, latest: [null, game.latest[1]] })).toEqual({ kind: 'revealMismatch', player: 1 });
    expect(await problemOf({ ...game, commitments: [game.commitments[1], game.commitments[0]] })).toEqual({
      kind: 'revealMismatch',
      player: 1,
    });
  });

  it('refuses changed rules or seats, which change every chain', async () => {
    const { game } = await fourMoves();
    expect(await problemOf({ ...game, rules: 'p2' })).toEqual({ kind: 'revealMismatch', player: 1 });
    expect(await problemOf({ ...game, board: boardOf(game.board.level, { parity: 'even' }) })).toEqual({
      kind: 'revealMismatch',
      player: 1,
    });
  });

  it('names a move made by a seat whose turn it was not', async () => {
    const { game, seeds } = await fourMoves();
    // Player 1 is to move; player 2 plays in their place, revealing their own next link, the only one they know.
    const key = await gameKey(game, sha);
    const k = chainLength(game.board, 2);
    const two = await climb(key, 2, seeds[1] as unknown as ChainLink, k - 1 - revealsOf(2, 2, 4), sha);
    const empty = [...Array(25).keys()].find((t) => !game.moves.some((m) => m.tile === t))!;
    const cheat = { ...game, latest: [game.latest[0], two], moves: [...game.moves, move(empty)] };
    expect(await problemOf(cheat)).toEqual({ kind: 'outOfTurn', move: 5, player: 2 });
  });

  it('refuses a move made before every seat was taken, and settings a game cannot have', async () => {
    const { game } = await seatedGame({ players: 3 });
    const early = {
      ...game,
      commitments: game.commitments.slice(0, 2),
      latest: game.latest.slice(0, 2),
      moves: [move(0)],
    };
    expect(await problemOf(early)).toEqual({ kind: 'moveBeforeSeated', move: 1 });
    expect(await problemOf({ ...game, players: 5 })).toEqual({ kind: 'badSettings' });
    expect(await problemOf({ ...game, latest: game.latest.slice(0, 1) })).toEqual({ kind: 'badSettings' });
  });

  it('refuses a move by a seed that is not the seat to move', async () => {
    const { game, seeds } = await fourMoves();
    expect(await playFriendMove(game, 2 as PlayerNo, seeds[1], move(0), sha)).toEqual({
      ok: false,
      problem: { kind: 'notYourTurn', player: 2 },
    });
    const played = await playFriendMove(game, 1, seeds[1], move(24), sha);
    expect(played.ok).toBe(false);
  });
});
