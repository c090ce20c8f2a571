import { beforeEach, describe, expect, it } from 'vitest';
import { dropFriendGame, heldFriendGame, keepFriendGame, useFriendGames, type HeldFriendGame } from './friendGames';
import { LOCAL } from './keys';

const local = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as unknown as Storage;
};

const held = (id: string, more: Partial<HeldFriendGame> = {}): HeldFriendGame => ({
  id,
  link: `v=1&m=proximity&fg=${id}`,
  you: 2,
  seed: 'ab'.repeat(16),
  players: 2,
  turn: 1,
  seating: false,
  moves: 3,
  scores: [4, 5],
  at: 1_700_000_000_000,
  ...more,
});

beforeEach(() => useFriendGames.setState({ games: [], newer: false }));

describe('the games with friends kept in the browser', () => {
  it('keeps a game with its secret, newest first, one entry a game, and reads it back as a reload would', () => {
    const storage = local();
    expect(keepFriendGame(held('a'), storage)).toBe(true);
    keepFriendGame(held('b'), storage);
    keepFriendGame(held('a', { moves: 4, turn: 2 }), storage);
    expect(useFriendGames.getState().games.map((g) => [g.id, g.moves])).toEqual([
      ['a', 4],
      ['b', 3],
    ]);
    // A reload reads what was stored, secret and all.
    expect(heldFriendGame('a', storage)).toEqual(held('a', { moves: 4, turn: 2 }));
    expect(heldFriendGame('c', storage)).toBeNull();
  });

  it('forgets a deleted game and its secret', () => {
    const storage = local();
    keepFriendGame(held('a'), storage);
    keepFriendGame(held('b'), storage);
    dropFriendGame('a', storage);
    expect(heldFriendGame('a', storage)).toBeNull();
    expect(useFriendGames.getState().games.map((g) => g.id)).toEqual(['b']);
    expect(storage.getItem(LOCAL.friendGames)).not.toContain('"a"');
  });

  it('skips damaged entries, and never writes over a newer Hexlab’s list', () => {
    const storage = local();
    storage.setItem(LOCAL.friendGames, JSON.stringify({ version: 1, games: [{ id: 'x' }, held('b')] }));
    expect(heldFriendGame('b', storage)?.moves).toBe(3);
    expect(heldFriendGame('x', storage)).toBeNull();
    storage.setItem(LOCAL.friendGames, 'not json');
    expect(heldFriendGame('b', storage)).toBeNull();
    const newer = JSON.stringify({ version: 2, games: [held('z')] });
    storage.setItem(LOCAL.friendGames, newer);
    useFriendGames.setState({ games: [], newer: true });
    expect(keepFriendGame(held('a'), storage)).toBe(false);
    expect(storage.getItem(LOCAL.friendGames)).toBe(newer);
  });

  it('says so when the browser refuses to store the game', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepFriendGame(held('a'), full)).toBe(false);
  });

  it("keeps a finished game's result, reads an entry from before results as it was, and drops a damaged result", () => {
    const storage = local();
    keepFriendGame(held('r', { turn: 0, result: { resigned: 2, winners: [1] } }), storage);
    keepFriendGame(held('o'), storage);
    expect(heldFriendGame('r', storage)?.result).toEqual({ resigned: 2, winners: [1] });
    expect(heldFriendGame('o', storage)?.result).toBeUndefined();
    const raw = JSON.parse(storage.getItem(LOCAL.friendGames)!);
    raw.games[0].result = 'won';
    storage.setItem(LOCAL.friendGames, JSON.stringify(raw));
    expect(heldFriendGame('o', storage)).toBeNull();
    expect(heldFriendGame('r', storage)?.result).toEqual({ resigned: 2, winners: [1] });
  });
});
