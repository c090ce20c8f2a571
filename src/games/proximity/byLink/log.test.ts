import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../random';
import { friendLog, friendStepTo } from './log';
import { replayFriend } from './replay';
import { boardOf, playRandomly, seatedGame, sha } from './testing';
import { filledLevel } from '../../../engine';

describe("a game by links' move log", () => {
  it('names each move with the strength the chains drew and the same board as the checked replay (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('classic' as const, 'p2' as const),
        fc.integer({ min: 2, max: 3 }),
        async (seed, rules, players) => {
          const start = await seatedGame({ board: boardOf(filledLevel(3, 4)), rules, players, seed });
          const games = await playRandomly(start, seededRandom(seed));
          const game = games[games.length - 1];
          const replayed = await replayFriend(game, sha);
          if (!replayed.ok) throw new Error(replayed.problem.kind);
          const { position } = replayed;
          const log = friendLog(position.board, game, position);
          expect(log.map((e) => e.tile)).toEqual(game.moves.map((m) => m.tile));
          expect(log.map((e) => e.strength)).toEqual(position.strengths);
          expect(log.map((e) => e.player)).toEqual(game.moves.map((_, i) => (i % players) + 1));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('steps to the position after each move: after the last, the checked position itself', async () => {
    const start = await seatedGame({ board: boardOf(filledLevel(3, 4)), players: 2, seed: 31 });
    const games = await playRandomly(start, seededRandom(32));
    for (const k of [0, 3, games.length - 1]) {
      const replayed = await replayFriend(games[k], sha);
      const last = await replayFriend(games[games.length - 1], sha);
      if (!replayed.ok || !last.ok) throw new Error('replay');
      const step = friendStepTo(last.position.board, games[games.length - 1], last.position, k);
      expect(step.log).toHaveLength(k);
      expect([...step.state.owner]).toEqual([...replayed.position.state.owner]);
      expect([...step.state.strength]).toEqual([...replayed.position.state.strength]);
      expect(step.state.hands.every((h) => h.length === 0)).toBe(true);
    }
  });
});
