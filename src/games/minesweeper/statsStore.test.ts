import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyStats, recordGame } from './stats';
import { migrateStats, parseStats, serialiseStats, STATS_VERSION } from './statsStore';

describe('when stats are read back from storage', () => {
  it('round-trips a record through JSON', () => {
    const stats = recordGame(emptyStats(), {
      presetKey: 'expert',
      boardKey: 'b',
      won: true,
      timeMs: 61234,
      bv3: 90,
      clicks: 120,
    });
    expect(parseStats(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
  });

  it('gives empty stats for anything that is not a record', () => {
    for (const raw of [null, 3, 'x', [], undefined]) expect(parseStats(raw)).toEqual(emptyStats());
  });

  it('drops malformed entries and keeps the good ones', () => {
    const stats = parseStats({
      played: 5,
      won: 9,
      best: { good: 1200, bad: 'fast', neg: -1 },
      perKey: { good: { played: 2, won: 1 }, bad: 7 },
      last: { presetKey: 'x' },
    });
    expect(stats.played).toBe(5);
    expect(stats.won).toBe(5);
    expect(stats.best).toEqual({ good: 1200 });
    expect(stats.perKey).toEqual({ good: { played: 2, won: 1 } });
    expect(stats.last).toBeNull();
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const s = parseStats(v);
        expect(s.won).toBeLessThanOrEqual(s.played);
      }),
    );
  });
});

describe('when stored stats of another version are read', () => {
  const stats = recordGame(emptyStats(), {
    presetKey: 'beginner',
    boardKey: 'b',
    won: false,
    timeMs: 900,
    bv3: 4,
    clicks: 3,
  });
  it('migrates version 0 (the same fields, no version) and reads today’s version back', () => {
    expect(migrateStats(JSON.parse(JSON.stringify(stats)))).toEqual({ ok: true, stats });
    expect(JSON.parse(serialiseStats(stats)).version).toBe(STATS_VERSION);
    expect(migrateStats(JSON.parse(serialiseStats(stats)))).toEqual({ ok: true, stats });
  });
  it('names the newer version that wrote them', () => {
    expect(migrateStats({ ...stats, version: STATS_VERSION + 1 })).toEqual({ ok: false, newer: STATS_VERSION + 1 });
  });
});
