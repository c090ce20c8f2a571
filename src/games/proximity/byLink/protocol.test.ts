import { describe, expect, it } from 'vitest';
import { filledLevel } from '../../../engine';
import { seededRandom } from '../../random';
import { drawStrength } from '../draw';
import { chainLength, createFriendGame, handToPlay, holdsSeat, playFriendMove, takeSeat } from './protocol';
import { replayFriend, type FriendPosition } from './replay';
import { boardOf, hexBytes, playRandomly, seatedGame, sha } from './testing';
import type { ChainSeed, FriendGame, GameId, TileId } from './types';

const opened = async (game: FriendGame): Promise<FriendPosition> => {
  const r = await replayFriend(game, sha);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r.position;
};
const tile = (id: number) => id as TileId;

describe('when a game by links starts', () => {
  it('waits for every seat before the first move, then gives player 1 the move', async () => {
    const rand = seededRandom(3);
    const seeds = [1, 2, 3].map(() => hexBytes(rand, 16) as ChainSeed);
    const setup = { id: hexBytes(rand, 8) as GameId, board: boardOf(), rules: 'classic' as const, players: 3 };
    const created = await createFriendGame(setup, seeds[0], sha);
    expect((await opened(created)).next).toEqual({ kind: 'seat', player: 2 });
    const two = await takeSeat(created, seeds[1], sha);
    if (!two.ok) throw new Error('seat');
    expect(two.player).toBe(2);
    expect((await opened(two.game)).next).toEqual({ kind: 'seat', player: 3 });
    const three = await takeSeat(two.game, seeds[2], sha);
    if (!three.ok) throw new Error('seat');
    expect((await opened(three.game)).next).toEqual({ kind: 'move', player: 1 });
    expect(await takeSeat(three.game, seeds[0], sha)).toEqual({ ok: false, problem: { kind: 'seatsFull' } });
  });

  it('refuses 1 or 5 players', async () => {
    const setup = { id: '00' as GameId, board: boardOf(), rules: 'classic' as const };
    await expect(createFriendGame({ ...setup, players: 1 }, '00' as ChainSeed, sha)).rejects.toThrow(RangeError);
    await expect(createFriendGame({ ...setup, players: 5 }, '00' as ChainSeed, sha)).rejects.toThrow(RangeError);
  });

  it('makes chains long enough for every move a seat can make', () => {
    expect(chainLength(boardOf(filledLevel(5, 5)), 2)).toBe(14);
    expect(chainLength(boardOf([[0, 1, -1, 0]]), 3)).toBe(2);
  });

  it('knows each seat by its seed', async () => {
    const { game, seeds } = await seatedGame({ players: 3 });
    expect(await holdsSeat(game, 2, seeds[1], sha)).toBe(true);
    expect(await holdsSeat(game, 2, seeds[0], sha)).toBe(false);
    expect(await holdsSeat({ ...game, commitments: game.commitments.slice(0, 1) }, 2, seeds[1], sha)).toBe(false);
  });
});

describe('when tiles are drawn', () => {
  it("shows the mover the tile that the move then places, and the others learn it from the move's link", async () => {
    const start = await seatedGame({ seed: 5 });
    let { game } = start;
    for (let k = 0; k < 6; k++) {
      const before = await opened(game);
      if (before.next.kind !== 'move') throw new Error('no move');
      const mover = before.next.player;
      const hand = await handToPlay(game, before, mover, start.seeds[mover - 1], sha);
      expect(hand).toHaveLength(1);
      const other = mover === 1 ? 2 : 1;
      expect(await handToPlay(game, before, other, start.seeds[other - 1], sha)).toBeNull();
      const played = await playFriendMove(game, mover, start.seeds[mover - 1], { tile: tile(k * 4), slot: 0 }, sha);
      if (!played.ok) throw new Error(played.problem.kind);
      expect(played.position.strengths[k]).toBe(hand![0]);
      game = played.game;
    }
  });

  it('draws the same strengths for every player who opens the same link', async () => {
    const start = await seatedGame({ rules: 'p2', players: 3, seed: 8 });
    const games = await playRandomly(start, seededRandom(9), 12);
    const last = games[games.length - 1];
    // Each player's browser opens its own copy of the link: a fresh structure, the same data.
    const views = await Promise.all([0, 1, 2].map(() => opened(structuredClone(last))));
    expect(views[1].strengths).toEqual(views[0].strengths);
    expect(views[2].state.hands).toEqual(views[0].state.hands);
  });

  it("draws from the players' secrets, not from a seed: other seeds give other tiles", async () => {
    const a = await playRandomly(await seatedGame({ seed: 21 }), seededRandom(4), 20);
    const b = await playRandomly(await seatedGame({ seed: 22 }), seededRandom(4), 20);
    const strengthsOf = async (games: FriendGame[]) => (await opened(games[games.length - 1])).strengths;
    const mine = await strengthsOf(a);
    expect(mine).toHaveLength(20);
    expect(await strengthsOf(b)).not.toEqual(mine);
    // The seed-only draws of the state's seed (0), and of the game id read as a seed, are other sequences.
    const seeded = (seed: number) => mine.map((_, m) => drawStrength(seed, (m % 2) + 1, Math.floor(m / 2)));
    expect(seeded(0)).not.toEqual(mine);
    expect(seeded(parseInt(a[0].id.slice(0, 8), 16))).not.toEqual(mine);
    expect(new Set(mine).size).toBeGreaterThan(5);
  });

  it('gives a p2 player five tiles at their first move and one more at each later one', async () => {
    const start = await seatedGame({ rules: 'p2', seed: 2 });
    const games = await playRandomly(start, seededRandom(2), 3);
    const pos = await opened(games[3]);
    expect(pos.state.hands.map((h) => h.length)).toEqual([4, 4]);
    expect(await handToPlay(games[3], pos, 2, start.seeds[1], sha)).toHaveLength(5);
  });
});
