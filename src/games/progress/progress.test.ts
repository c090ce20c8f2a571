import { describe, expect, it } from 'vitest';
import { parseDay } from '../daily/date';
import {
  addGame,
  dailyTryStanding,
  emptyProgress,
  finishDaily,
  summarise,
  type GameEntry,
  type Progress,
} from './history';
import { migrate, mergeProgress, parseProgressFile, serialise, PROGRESS_VERSION } from './file';
import { dailyStreak } from './streak';

const game = (g: Partial<GameEntry>): GameEntry => ({
  at: 1,
  category: 'beginner',
  won: true,
  ms: 10_000,
  bv3s: 1,
  ...g,
});
const daily = (date: string, g: Partial<GameEntry> = {}): GameEntry => game({ category: 'daily', daily: date, ...g });
const withGames = (...games: GameEntry[]): Progress => games.reduce(addGame, emptyProgress());
const day = (d: string) => parseDay(d)!;

describe('the statistics of a difficulty', () => {
  it('count games and wins, and take the best and median winning time and the best 3BV/s', () => {
    const p = withGames(
      game({ ms: 30_000, bv3s: 1.5 }),
      game({ ms: 10_000, bv3s: 2 }),
      game({ ms: 20_000, bv3s: 3 }),
      game({ won: false, ms: 1_000, bv3s: 9 }),
      game({ category: 'expert' }),
    );
    expect(summarise(p, 'beginner')).toEqual({
      played: 4,
      won: 3,
      winRate: 0.75,
      bestMs: 10_000,
      medianMs: 20_000,
      bestBv3s: 3,
    });
    expect(summarise(p, 'intermediate')).toEqual({
      played: 0,
      won: 0,
      winRate: null,
      bestMs: null,
      medianMs: null,
      bestBv3s: null,
    });
  });
});

describe('the daily', () => {
  it('counts one attempt a day: a second game of the same date is not recorded', () => {
    const p = withGames(daily('2026-11-25', { won: false }), daily('2026-11-25', { won: true }));
    expect(summarise(p, 'daily')).toMatchObject({ played: 1, won: 0 });
  });

  it('counts a restarted, undone or helped daily as played, not won', () => {
    const p = withGames(daily('2026-11-25', { won: true, assisted: true }));
    expect(summarise(p, 'daily')).toMatchObject({ played: 1, won: 0 });
    const begun = withGames(daily('2026-11-26', { won: false, unfinished: true }));
    expect(summarise(finishDaily(begun, daily('2026-11-26', { won: true, assisted: true })), 'daily')).toMatchObject({
      played: 1,
      won: 0,
    });
  });

  it('takes the first end of the attempt it began, and no later one', () => {
    const begun = withGames(daily('2026-11-26', { won: false, unfinished: true, late: true }));
    const ended = finishDaily(begun, daily('2026-11-26', { won: true, ms: 42_000 }));
    expect(ended.games).toEqual([daily('2026-11-26', { won: true, ms: 42_000, late: true })]);
    expect(finishDaily(ended, daily('2026-11-26', { won: false }))).toBe(ended);
  });
});

describe('the daily streak', () => {
  const three = withGames(daily('2026-11-24'), daily('2026-11-25'), daily('2026-11-26'));
  it('counts days won in a row', () => {
    expect(dailyStreak(three, day('2026-11-26'))).toEqual({ current: 3, longest: 3 });
  });
  it('still runs while today is not played yet', () => {
    expect(dailyStreak(three, day('2026-11-27'))).toEqual({ current: 3, longest: 3 });
  });
  it('breaks on a missed day', () => {
    expect(dailyStreak(three, day('2026-11-28'))).toEqual({ current: 0, longest: 3 });
    const after = addGame(three, daily('2026-11-28'));
    expect(dailyStreak(after, day('2026-11-28'))).toEqual({ current: 1, longest: 3 });
  });
  it('breaks on a lost day, and a daily played late never counts', () => {
    const lost = addGame(three, daily('2026-11-27', { won: false }));
    expect(dailyStreak(lost, day('2026-11-27'))).toEqual({ current: 0, longest: 3 });
    const late = withGames(daily('2026-11-24'), daily('2026-11-25', { late: true }), daily('2026-11-26'));
    expect(dailyStreak(late, day('2026-11-26'))).toEqual({ current: 1, longest: 1 });
  });
});

describe('the daily puzzle beside the daily hex', () => {
  const solved = (date: string, g: Partial<GameEntry> = {}): GameEntry =>
    game({ category: 'daily-puzzle', daily: date, mistakes: 1, ...g });

  it('keeps one entry a date in each: the first solve of a day counts, a second is not entered', () => {
    const p = withGames(daily('2026-11-25'), solved('2026-11-25', { ms: 90_000 }), solved('2026-11-25', { ms: 5 }));
    expect(summarise(p, 'daily')).toMatchObject({ played: 1, won: 1 });
    expect(summarise(p, 'daily-puzzle')).toMatchObject({ played: 1, won: 1, bestMs: 90_000 });
  });

  it('has a streak of its own, which the daily hex does not make or break', () => {
    const p = withGames(
      solved('2026-11-24'),
      solved('2026-11-25'),
      daily('2026-11-25', { won: false }),
      daily('2026-11-26'),
      solved('2026-11-26', { late: true }),
    );
    expect(dailyStreak(p, day('2026-11-25'), 'daily-puzzle')).toEqual({ current: 2, longest: 2 });
    expect(dailyStreak(p, day('2026-11-26'), 'daily-puzzle')).toEqual({ current: 2, longest: 2 });
    expect(dailyStreak(p, day('2026-11-27'), 'daily-puzzle')).toEqual({ current: 0, longest: 2 });
    expect(dailyStreak(p, day('2026-11-26'))).toEqual({ current: 1, longest: 1 });
  });

  it('merges an imported file day by day in each daily', () => {
    const mine = withGames(daily('2026-11-25', { at: 1 }));
    const merged = mergeProgress(mine, withGames(solved('2026-11-25', { at: 2 }), daily('2026-11-25', { at: 3 })));
    expect(merged.games.map((g) => g.category)).toEqual(['daily', 'daily-puzzle']);
  });
});

describe('kept progress', () => {
  const p = withGames(game({ at: 5 }), daily('2026-11-25', { at: 6, replay: 'v=1&m=minesweeper' }));

  it('reads back what it wrote', () => {
    const read = migrate(JSON.parse(JSON.stringify(serialise(p))));
    expect(read).toEqual({ ok: true, progress: p });
  });

  it('migrates the old counters (version 0): their games and wins carried per difficulty', () => {
    const old = {
      played: 7,
      won: 3,
      best: {},
      perKey: {
        'beginner|pointy-odd-9x9-x': { played: 4, won: 2 },
        'custom-12|pointy-odd-5x5-y': { played: 2, won: 1 },
        'custom-30|z': { played: 1, won: 0 },
      },
      last: null,
    };
    const read = migrate(old);
    expect(read).toEqual({
      ok: true,
      progress: { games: [], carried: { beginner: { played: 4, won: 2 }, custom: { played: 3, won: 1 } } },
    });
    if (read.ok)
      expect(summarise(addGame(read.progress, game({})), 'beginner')).toMatchObject({
        played: 5,
        won: 3,
        bestMs: 10_000,
      });
  });

  it('refuses a newer version, a foreign file, corrupt JSON and a damaged game, whole', () => {
    expect(parseProgressFile('{"format":"hexlab-progress","version":99,"games":[]}')).toEqual({
      ok: false,
      problem: { kind: 'newer', version: 99 },
    });
    expect(parseProgressFile('{"boards":[]}')).toEqual({ ok: false, problem: { kind: 'foreign' } });
    expect(parseProgressFile('{"played":3,"perKey":{}}')).toEqual({ ok: false, problem: { kind: 'foreign' } });
    expect(parseProgressFile('{"format":"hexl')).toEqual({ ok: false, problem: { kind: 'notJson' } });
    const text = JSON.stringify({ ...serialise(p), games: [serialise(p).games[0], { at: 'yesterday' }] });
    expect(parseProgressFile(text)).toEqual({ ok: false, problem: { kind: 'badGame', index: 1 } });
    expect(PROGRESS_VERSION).toBe(1);
  });

  it('imports by merging: nothing doubled, and a day already played keeps its own attempt', () => {
    const theirs = withGames(game({ at: 5 }), game({ at: 9 }), daily('2026-11-25', { at: 8, won: false }));
    const merged = mergeProgress(p, theirs);
    expect(merged.games.map((g) => g.at)).toEqual([5, 6, 9]);
  });
});

describe("a daily try's standing", () => {
  const solve = (attempt: string, at: number): GameEntry => ({
    at,
    category: 'puzzle',
    won: true,
    ms: 1000,
    bv3s: 0,
    attempt,
  });
  const day = (at: number, late = false): GameEntry => ({
    at,
    category: 'daily-puzzle',
    won: true,
    ms: 1000,
    bv3s: 0,
    daily: '2026-12-07',
    late,
  });
  const progress = (...games: GameEntry[]): Progress => ({ games, carried: {} });

  it('is open while the day has no entry', () => {
    expect(dailyTryStanding(progress(), '2026-12-07', 'daily-puzzle', 'a')).toEqual({ standing: 'open' });
  });
  it('is counted when its own solve made the day’s entry, late or not', () => {
    expect(dailyTryStanding(progress(solve('a', 5), day(5)), '2026-12-07', 'daily-puzzle', 'a')).toEqual({
      standing: 'counted',
      late: false,
    });
    expect(dailyTryStanding(progress(solve('a', 5), day(5, true)), '2026-12-07', 'daily-puzzle', 'a')).toEqual({
      standing: 'counted',
      late: true,
    });
  });
  it('is practice when another try entered the day, or this one is not solved', () => {
    const p = progress(solve('a', 5), day(5), solve('b', 9));
    expect(dailyTryStanding(p, '2026-12-07', 'daily-puzzle', 'b')).toEqual({ standing: 'practice' });
    expect(dailyTryStanding(p, '2026-12-07', 'daily-puzzle', null)).toEqual({ standing: 'practice' });
  });
});
