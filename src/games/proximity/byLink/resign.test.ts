import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../random';
import { compareGames } from './compare';
import { playFriendMove, resignFriendGame } from './protocol';
import { replayFriend } from './replay';
import { playRandomly, seatedGame, sha } from './testing';
import type { ChainLink, FriendGame, PlayerNo, TileId } from './types';

const SLOW = 120_000;

async function resigned(game: FriendGame, player: PlayerNo, seed: string) {
  const r = await resignFriendGame(game, player, seed as never, sha);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r;
}

describe('when a seat resigns', () => {
  it('ends the game for everybody, on its turn or not, and names who resigned', async () => {
    const start = await seatedGame({ players: 3, seed: 7 });
    const games = await playRandomly(start, seededRandom(8), 4);
    const game = games[games.length - 1];
    // Move 5 is player 2's: player 3 resigns out of turn.
    const r = await resigned(game, 3, start.seeds[2]);
    expect(r.position.next).toEqual({ kind: 'over' });
    expect(r.position.resigned).toBe(3);
    expect(r.position.state.over).toBe(true);
    expect(r.game.moves).toEqual(game.moves);
    const after = await playFriendMove(r.game, 2, start.seeds[1], { tile: 0 as TileId, slot: 0 }, sha);
    expect(after.ok).toBe(false);
  });

  it('can be made before the first move and while seats are still open', async () => {
    const start = await seatedGame({ players: 2, seed: 3 });
    const r = await resigned(start.game, 1, start.seeds[0]);
    expect(r.position.resigned).toBe(1);
  });

  it("is refused when made with another seat's secret: only the seat's owner can resign", async () => {
    const start = await seatedGame({ players: 2, seed: 4 });
    const game = (await playRandomly(start, seededRandom(1), 3)).pop()!;
    expect(await resignFriendGame(game, 1, start.seeds[1], sha)).toEqual({
      ok: false,
      problem: { kind: 'resignMismatch', player: 1 },
    });
    const forged: FriendGame = { ...game, resign: { player: 2, link: game.latest[1]! } };
    expect(await replayFriend(forged, sha)).toEqual({ ok: false, problem: { kind: 'resignMismatch', player: 2 } });
    const junk: FriendGame = { ...game, resign: { player: 2, link: 'zz' as ChainLink } };
    expect(await replayFriend(junk, sha)).toEqual({ ok: false, problem: { kind: 'resignMismatch', player: 2 } });
  });

  it('is refused after the board filled, and from a seat nobody took', async () => {
    const start = await seatedGame({ players: 2, seed: 5 });
    const full = (await playRandomly(start, seededRandom(2))).pop()!;
    expect(await resignFriendGame(full, 1, start.seeds[0], sha)).toEqual({
      ok: false,
      problem: { kind: 'resignNotPlaying', player: 1 },
    });
    const some = (await playRandomly(start, seededRandom(2), 2)).pop()!;
    expect(await resignFriendGame(some, 3 as PlayerNo, start.seeds[0], sha)).toMatchObject({ ok: false });
  });

  it('is a later turn of the game it ends; a move past it or another resign is another history', async () => {
    const start = await seatedGame({ players: 2, seed: 6 });
    const games = await playRandomly(start, seededRandom(3), 4);
    const game = games[games.length - 1];
    const one = (await resigned(game, 1, start.seeds[0])).game;
    const two = (await resigned(game, 2, start.seeds[1])).game;
    expect(compareGames(game, one)).toEqual({ kind: 'newer' });
    expect(compareGames(one, game)).toEqual({ kind: 'older' });
    expect(compareGames(one, one)).toEqual({ kind: 'same' });
    expect(compareGames(one, two)).toEqual({ kind: 'refused', problem: { kind: 'resignDiffers' } });
    const early = (await resigned(games[2], 1, start.seeds[0])).game;
    expect(compareGames(early, game)).toEqual({ kind: 'refused', problem: { kind: 'resignDiffers' } });
    expect(compareGames(game, early)).toEqual({ kind: 'refused', problem: { kind: 'resignDiffers' } });
  });

  it(
    'at a random turn of a random game, by a random seat, replays as the same game ended by that seat',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 4 }),
          fc.constantFrom('classic' as const, 'p2' as const),
          fc.integer({ min: 0, max: 30 }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer(),
          async (players, rules, moves, who, seed) => {
            const start = await seatedGame({ players, rules, seed });
            const game = (await playRandomly(start, seededRandom(seed), moves)).pop()!;
            const player = (((who - 1) % players) + 1) as PlayerNo;
            const before = await replayFriend(game, sha);
            const r = await resignFriendGame(game, player, start.seeds[player - 1], sha);
            if (before.ok && before.position.next.kind === 'over') return void expect(r.ok).toBe(false);
            if (!r.ok) throw new Error(JSON.stringify(r.problem));
            const again = await replayFriend(r.game, sha);
            expect(again).toEqual({ ok: true, position: r.position });
            expect(r.position.resigned).toBe(player);
          },
        ),
        { numRuns: 20 },
      );
    },
    SLOW,
  );
});
