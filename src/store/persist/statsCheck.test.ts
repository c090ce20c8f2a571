import { describe, expect, it } from 'vitest';
import { useHexlab } from '../index';
import { reportUnreadableStats, STATS_KEY, statsProblem } from './statsCheck';

describe('when the stored statistics are read at start-up', () => {
  it('finds nothing wrong with none, or with an object', () => {
    expect(statsProblem(null)).toBeNull();
    expect(statsProblem('{"played":3}')).toBeNull();
  });

  it('says so when they are unreadable, and keeps their text aside', () => {
    const data = new Map([[STATS_KEY, '{"played":']]);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as unknown as Storage;
    reportUnreadableStats(useHexlab, storage);
    expect(useHexlab.getState().notice).toEqual({
      kind: 'error',
      message: { kind: 'statsUnreadable', why: 'notJson', aside: `${STATS_KEY}.unreadable` },
    });
    expect(data.get(`${STATS_KEY}.unreadable`)).toBe('{"played":');
  });

  it('says so when they were saved by a newer Hexlab, and keeps them aside', () => {
    const text = '{"version":99,"games":[]}';
    const data = new Map([[STATS_KEY, text]]);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as unknown as Storage;
    reportUnreadableStats(useHexlab, storage);
    expect(useHexlab.getState().notice).toEqual({
      kind: 'error',
      message: { kind: 'statsUnreadable', why: 'newer', aside: `${STATS_KEY}.unreadable` },
    });
    expect(data.get(`${STATS_KEY}.unreadable`)).toBe(text);
  });
});
