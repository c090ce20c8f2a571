import { describe, expect, it } from 'vitest';
import { challengeToReopen, keepChallengeQuery, keptChallengeQuery } from './challengeKept';

const memory = (): Storage => {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
};

describe("the tab's challenge link", () => {
  it('is kept for a reload, the latest one opened', () => {
    const s = memory();
    expect(keptChallengeQuery(s)).toBeNull();
    keepChallengeQuery('v=1&m=minesweeper&ch=abc', s);
    keepChallengeQuery('v=1&m=puzzle&ch=def', s);
    expect(keptChallengeQuery(s)).toBe('v=1&m=puzzle&ch=def');
  });

  it('is nothing, and no error, where the browser refuses storage', () => {
    const refusing = {
      ...memory(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => keepChallengeQuery('ch=x', refusing as Storage)).not.toThrow();
    expect(keptChallengeQuery(refusing as Storage)).toBeNull();
    expect(keptChallengeQuery(null)).toBeNull();
  });

  it("is opened again by a reload of its board's address, and not once the tab shows another board", () => {
    const s = memory();
    const board = 'v=1&m=minesweeper&rows=13&cols=13&mask=AIV&mines=20&seed=4242';
    expect(challengeToReopen(`?${board}`, s)).toBeNull();
    keepChallengeQuery(`${board}&ch=4008.0&cf=84&ck=s60`, s);
    expect(challengeToReopen(`?${board}&ng=0&first=zero`, s)).toBe(`${board}&ch=4008.0&cf=84&ck=s60`);
    expect(challengeToReopen(`?${board.replace('4242', '77')}`, s)).toBeNull();
    expect(challengeToReopen('', s)).toBeNull();
  });
});
