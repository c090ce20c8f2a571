import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random';
import { winners } from '../score';
import { resignFriendGame } from './protocol';
import { replayFriend } from './replay';
import { friendResult } from './result';
import { playRandomly, seatedGame, sha } from './testing';

describe("a game by links' result", () => {
  it('is none while the game goes on, and the highest totals once the board fills', async () => {
    const start = await seatedGame({ players: 3, seed: 21 });
    const games = await playRandomly(start, seededRandom(22));
    const mid = await replayFriend(games[4], sha);
    const end = await replayFriend(games[games.length - 1], sha);
    if (!mid.ok || !end.ok) throw new Error('replay');
    expect(friendResult(mid.position)).toBeNull();
    expect(friendResult(end.position)).toEqual({ resigned: null, winners: winners(end.position.state) });
  });

  it('puts a resigning seat last, even when it leads', async () => {
    const start = await seatedGame({ players: 2, seed: 23 });
    const games = await playRandomly(start, seededRandom(24), 9);
    const game = games[games.length - 1];
    const before = await replayFriend(game, sha);
    if (!before.ok) throw new Error('replay');
    const leader = winners(before.position.state)[0] as 1 | 2;
    const r = await resignFriendGame(game, leader, start.seeds[leader - 1], sha);
    if (!r.ok) throw new Error('resign');
    expect(friendResult(r.position)).toEqual({ resigned: leader, winners: [leader === 1 ? 2 : 1] });
  });
});
