import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../random';
import { compareGames } from './compare';
import { boardOf, playRandomly, seatedGame } from './testing';
import type { GameId, TileId } from './types';

async function history() {
  const start = await seatedGame({ seed: 31 });
  return playRandomly(start, seededRandom(32), 6);
}

describe('when a link is opened where this browser holds the same game', () => {
  it('takes a later turn, and says a later turn exists when the link is older', async () => {
    const games = await history();
    expect(compareGames(games[2], games[5])).toEqual({ kind: 'newer' });
    expect(compareGames(games[5], games[2])).toEqual({ kind: 'older' });
    expect(compareGames(games[4], structuredClone(games[4]))).toEqual({ kind: 'same' });
  });

  it('counts a seat taken as a later turn', async () => {
    const { game } = await seatedGame({ players: 3 });
    const invitation = { ...game, commitments: game.commitments.slice(0, 1), latest: game.latest.slice(0, 1) };
    expect(compareGames(invitation, game)).toEqual({ kind: 'newer' });
  });

  it('refuses a history that branched off, naming the first move that differs', async () => {
    const games = await history();
    const other = await playRandomly(await seatedGame({ seed: 31 }), seededRandom(99), 6);
    const branch = { ...games[5], moves: [...games[5].moves.slice(0, 3), { tile: 24 as TileId, slot: 0 }] };
    expect(compareGames(games[5], branch)).toEqual({ kind: 'refused', problem: { kind: 'historyDiffers', move: 4 } });
    expect(compareGames(games[6], other[6]).kind).toBe('refused');
  });

  it('refuses the same game on another board, with other rules, seats or players', async () => {
    const games = await history();
    const held = games[3];
    const refusal = (what: string) => ({ kind: 'refused', problem: { kind: 'gameChanged', what } });
    expect(compareGames(held, { ...held, board: boardOf(held.board.level, { orientation: 'flat' }) })).toEqual(
      refusal('board'),
    );
    const walled = held.board.level.map((l, i) => (i === 0 ? [1, ...l.slice(1)] : l));
    expect(compareGames(held, { ...held, board: { ...held.board, level: walled } })).toEqual(refusal('board'));
    expect(compareGames(held, { ...held, rules: 'p2' })).toEqual(refusal('rules'));
    expect(compareGames(held, { ...held, players: 3 })).toEqual(refusal('players'));
    expect(compareGames(held, { ...held, commitments: [held.commitments[1], held.commitments[0]] })).toEqual(
      refusal('seats'),
    );
  });

  it('leaves another game alone', async () => {
    const games = await history();
    expect(compareGames(games[2], { ...games[2], id: '0000000000000000' as GameId })).toEqual({ kind: 'otherGame' });
  });
});

describe('when any two links of one game meet', () => {
  it('takes the later of two turns of one history, whichever is held', async () => {
    const start = await seatedGame({ seed: 51, players: 3, rules: 'p2' });
    const games = await playRandomly(start, seededRandom(52), 8);
    fc.assert(
      fc.property(fc.nat(games.length - 1), fc.nat(games.length - 1), (i, j) => {
        const kind = compareGames(games[i], games[j]).kind;
        expect(kind).toBe(i < j ? 'newer' : i > j ? 'older' : 'same');
      }),
    );
  });
});
