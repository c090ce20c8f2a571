import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../games/random';
import { resignFriendGame } from '../games/proximity/byLink/protocol';
import { playRandomly, seatedGame, sha } from '../games/proximity/byLink/testing';
import type { FriendGame, PlayerNo } from '../games/proximity/byLink/types';
import { encodeFriendLink, openFriendLink } from './friendLink';
import { fromBase64Url } from './friendBytes';

const SLOW = 120_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+$.=&%';

async function resignedGame(seed: number, moves: number, players = 2, who = 1): Promise<FriendGame> {
  const start = await seatedGame({ players, seed });
  const game = (await playRandomly(start, seededRandom(seed), moves)).pop()!;
  const r = await resignFriendGame(game, who as PlayerNo, start.seeds[who - 1], sha);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r.game;
}

const versionOf = (query: string) => fromBase64Url(query.slice(query.indexOf('&fg=') + 4))![0];

describe('when a resigned game by links is sent', () => {
  it('writes version 2 with the resign; a game nobody resigned stays version 1, as older Hexlabs read it', async () => {
    const game = await resignedGame(11, 3);
    const { resign: _, ...plain } = game;
    expect(versionOf(await encodeFriendLink(game, 24, sha))).toBe(2);
    expect(versionOf(await encodeFriendLink(plain, 24, sha))).toBe(1);
  });

  it(
    'opens, at a random turn with a random seat resigning, as the same game ended by that seat',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 4 }),
          fc.integer({ min: 0, max: 20 }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 1_000_000 }),
          async (players, moves, who, seed) => {
            const game = await resignedGame(seed, moves, players, ((who - 1) % players) + 1);
            const opened = await openFriendLink(await encodeFriendLink(game, 30, sha), sha);
            if (!opened.ok) throw new Error(JSON.stringify(opened.problem));
            expect(opened.game).toEqual(game);
            expect(opened.position.resigned).toBe(game.resign!.player);
            expect(opened.position.next).toEqual({ kind: 'over' });
          },
        ),
        { numRuns: 15 },
      );
    },
    SLOW,
  );

  it(
    'refuses a cut or a changed character with a reason, or opens the same game',
    async () => {
      const game = await resignedGame(12, 5, 3, 2);
      const query = await encodeFriendLink(game, 24, sha);
      for (let end = query.indexOf('&fg=') + 5; end < query.length; end++) {
        expect(await openFriendLink(query.slice(0, end), sha)).toMatchObject({ ok: false });
      }
      const rand = seededRandom(9);
      for (let at = 0; at < query.length; at++) {
        const c = ALPHABET[Math.floor(rand() * ALPHABET.length)];
        const r = await openFriendLink(query.slice(0, at) + c + query.slice(at + 1), sha);
        if (r.ok) expect(r.game).toEqual(game);
      }
    },
    SLOW,
  );
});
