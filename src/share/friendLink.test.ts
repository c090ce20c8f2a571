import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { filledLevel } from '../engine';
import { levelArb } from '../games/editor/testing';
import { seededRandom } from '../games/random';
import { boardOf, playRandomly, seatedGame, sha } from '../games/proximity/byLink/testing';
import type { FriendGame } from '../games/proximity/byLink/types';
import { encodeFriendLink, openFriendLink } from './friendLink';
import { encodeShare } from './encode';
import { fromBase64Url, toBase64Url } from './friendBytes';

/** Property tests replay whole games by SHA-256 at every turn: room on the shared two-core machine. */
const SLOW = 120_000;

const open = async (query: string) => {
  const r = await openFriendLink(query, sha);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return r;
};

async function smallGame(moves: number, more: Parameters<typeof seatedGame>[0] = {}) {
  const games = await playRandomly(await seatedGame({ seed: 41, ...more }), seededRandom(42), moves);
  return games[games.length - 1];
}

describe('when a game by links is sent', () => {
  it('writes the board as every link does, then the game in one field', async () => {
    const query = await encodeFriendLink(await smallGame(3), 24, sha);
    expect(query).toMatch(/^v=1&m=proximity&o=pointy&p=odd&s=24&rows=5&cols=5&mask=[\w+$-]+&fg=[\w-]+$/);
  });

  it(
    'opens at every turn as the game it was, whatever the board, layout, rules and seats',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          levelArb(7, 7),
          fc.constantFrom('pointy' as const, 'flat' as const),
          fc.constantFrom('odd' as const, 'even' as const),
          fc.constantFrom('classic' as const, 'p2' as const),
          fc.integer({ min: 2, max: 4 }),
          fc.integer(),
          async (level, orientation, parity, rules, players, seed) => {
            const board = boardOf(level, { orientation, parity });
            const games = await playRandomly(await seatedGame({ board, rules, players, seed }), seededRandom(seed));
            for (const game of games) {
              const opened = await open(await encodeFriendLink(game, 30, sha));
              expect(opened.game).toEqual(game);
              expect(opened.hexSize).toBe(30);
            }
          },
        ),
        { numRuns: 25 },
      );
    },
    SLOW,
  );

  it('opens a game on a board that wraps', async () => {
    const board = boardOf(filledLevel(4, 6), { wrap: 'x' });
    const game = await smallGame(5, { board });
    expect((await open(await encodeFriendLink(game, 24, sha))).game).toEqual(game);
  });
});

describe('when a link of a game by links is damaged', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+$.=&%';

  it(
    'refuses every cut with a reason, or opens the same game',
    async () => {
      const game = await smallGame(7);
      const query = await encodeFriendLink(game, 24, sha);
      for (let end = 0; end < query.length; end++) {
        const r = await openFriendLink(query.slice(0, end), sha);
        if (r.ok) expect(r.game).toEqual(game);
        else expect(r.problem.kind).toMatch(/^(link|notFriendLink|friendCut|friendCorrupted)$/);
      }
      const fg = query.indexOf('&fg=') + 4;
      // Cut inside the game's field, the link says it was cut.
      for (let end = fg + 1; end < query.length; end++) {
        expect(await openFriendLink(query.slice(0, end), sha)).toMatchObject({
          ok: false,
          problem: { kind: 'friendCut' },
        });
      }
    },
    SLOW,
  );

  it(
    'refuses every change of one character with a reason, or opens the same game',
    async () => {
      const game = await smallGame(6, { rules: 'p2', players: 3 });
      const query = await encodeFriendLink(game, 24, sha);
      const rand = seededRandom(5);
      let refused = 0;
      for (let at = 0; at < query.length; at++) {
        for (let k = 0; k < 3; k++) {
          const c = ALPHABET[Math.floor(rand() * ALPHABET.length)];
          const changed = query.slice(0, at) + c + query.slice(at + 1);
          const r = await openFriendLink(changed, sha);
          if (r.ok) expect(r.game).toEqual(game);
          else refused++;
        }
      }
      expect(refused).toBeGreaterThan(query.length);
    },
    SLOW,
  );

  it('says why: a newer format, a changed board, a forged reveal', async () => {
    const game = await smallGame(4);
    const query = await encodeFriendLink(game, 24, sha);
    const at = query.indexOf('&fg=') + 4;
    const bytes = fromBase64Url(query.slice(at))!;
    bytes[0] = 3;
    expect(await openFriendLink(query.slice(0, at) + toBase64Url(bytes), sha)).toEqual({
      ok: false,
      problem: { kind: 'friendNewer', version: 3 },
    });
    const moved = query.replace('p=odd', 'p=even');
    expect(await openFriendLink(moved, sha)).toEqual({ ok: false, problem: { kind: 'friendCorrupted' } });
    const forged: FriendGame = { ...game, latest: [game.latest[0], game.latest[0]] };
    expect(await openFriendLink(await encodeFriendLink(forged, 24, sha), sha)).toEqual({
      ok: false,
      problem: { kind: 'game', problem: { kind: 'revealMismatch', player: 2 } },
    });
    const plain = encodeShare({
      mode: 'proximity',
      orientation: 'pointy',
      parity: 'odd',
      hexSize: 24,
      level: filledLevel(5, 5),
    });
    expect(await openFriendLink(plain, sha)).toEqual({ ok: false, problem: { kind: 'notFriendLink' } });
    expect(await openFriendLink('v=1&m=proximity', sha)).toMatchObject({ ok: false, problem: { kind: 'link' } });
  });
});
