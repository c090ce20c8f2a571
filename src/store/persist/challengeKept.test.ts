import { describe, expect, it } from 'vitest';
import {
  challengeAtStart,
  challengeToReopen,
  forgetChallenge,
  forgetChallengePlay,
  keepChallengePlay,
  keepChallengeQuery,
  keptChallengePlay,
  keptChallengeQuery,
} from './challengeKept';

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

describe("a challenge at the page's start: goes on, or starts afresh", () => {
  const board = 'v=1&m=minesweeper&rows=13&cols=13&mask=AIV&mines=20&seed=4242';
  const link = `${board}&ch=4008.0&cf=84&ck=s60`;
  const kept = () => {
    const s = memory();
    keepChallengeQuery(link, s);
    return s;
  };

  it("goes on when the tab comes back to the challenge's board (a reload, Back, a restored tab)", () => {
    for (const arrival of ['reload', 'back_forward', 'navigate'])
      expect(challengeAtStart(`?${board}&ng=0`, arrival, kept())).toEqual({ query: link, resume: true });
  });

  it('goes on when the challenge link itself is reloaded (a reload that beat the address bar)', () => {
    expect(challengeAtStart(`?${link}`, 'reload', kept())).toEqual({ query: link, resume: true });
  });

  it('leaves a challenge link opened anew to open as links do, afresh', () => {
    expect(challengeAtStart(`?${link}`, 'navigate', kept())).toBeNull();
    // Another challenge on the same board (the link back) is that one, not the kept one.
    expect(challengeAtStart(`?${board}&ch=4008.0-5000.1&cf=84&ck=zz`, 'reload', kept())).toBeNull();
  });

  it('is nothing once the tab shows another board, or kept no challenge', () => {
    expect(challengeAtStart(`?${board.replace('4242', '77')}`, 'reload', kept())).toBeNull();
    expect(challengeAtStart(`?${board}`, 'reload', memory())).toBeNull();
    expect(challengeAtStart('', 'reload', kept())).toBeNull();
  });
});

describe("the game kept on a challenge's board", () => {
  it("is the kept challenge's only, and read back as it was kept", () => {
    const s = memory();
    expect(keptChallengePlay('a', s)).toBeNull();
    keepChallengePlay('a', { ms: 1200, actions: [['open', 3, 0]] }, s);
    expect(keptChallengePlay('a', s)).toEqual({ ms: 1200, actions: [['open', 3, 0]] });
    expect(keptChallengePlay('b', s)).toBeNull();
    forgetChallengePlay(s);
    expect(keptChallengePlay('a', s)).toBeNull();
  });

  it('is nothing, and no error, when damaged, a newer version, or refused', () => {
    const s = memory();
    s.setItem('hexlab:challenge-play', '{not json');
    expect(keptChallengePlay('a', s)).toBeNull();
    s.setItem('hexlab:challenge-play', JSON.stringify({ v: 2, query: 'a', play: {} }));
    expect(keptChallengePlay('a', s)).toBeNull();
    const refusing = {
      ...memory(),
      setItem: () => {
        throw new Error('full');
      },
    } as Storage;
    expect(() => keepChallengePlay('a', {}, refusing)).not.toThrow();
    expect(keptChallengePlay('a', null)).toBeNull();
  });
});

describe('a challenge forgotten (the tab moved on to another game)', () => {
  it('has neither its link nor its game kept: a reload at its address opens nothing of it', () => {
    const s = memory();
    const query = 'v=1&m=minesweeper&rows=8&ch=5000.0&ck=x';
    keepChallengeQuery(query, s);
    keepChallengePlay(query, { ms: 1 }, s);
    forgetChallenge(s);
    expect(keptChallengeQuery(s)).toBeNull();
    expect(keptChallengePlay(query, s)).toBeNull();
    expect(challengeAtStart('?v=1&m=minesweeper&rows=8', 'reload', s)).toBeNull();
  });

  it('is no error where the browser refuses storage', () => {
    const refusing = {
      ...memory(),
      removeItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(() => forgetChallenge(refusing)).not.toThrow();
    expect(() => forgetChallenge(null)).not.toThrow();
  });
});
