// @vitest-environment happy-dom
// A fresh browser's first game is written to the old counters at once and to the progress a moment later; the
// progress, created then, carries the counters over as the page found them, so that game is counted once.
import { expect, it } from 'vitest';
import { loadProgress, memoryProgressStorage, useProgress, useProgressStorage } from './progressStore';
import { beforeCountersWrite, STATS_KEY } from './statsCheck';
import { emptyStats, recordGame, serialiseStats } from '../../games/minesweeper';
import { addGame, summarise } from '../../games/progress/history';

const game = { presetKey: 'beginner', boardKey: 'b', won: true, timeMs: 9000, bv3: 9, clicks: 9 };

it("carries the counters as the page found them, not with the page's own games in them", async () => {
  const older = recordGame(emptyStats(), { ...game, won: false });
  localStorage.setItem(STATS_KEY, serialiseStats(older));
  // The page's first game: the counters kept as found, then written with the game in them.
  beforeCountersWrite(localStorage);
  localStorage.setItem(STATS_KEY, serialiseStats(recordGame(older, game)));
  beforeCountersWrite(localStorage);
  useProgressStorage(memoryProgressStorage());
  await loadProgress();
  const progress = addGame(useProgress.getState().progress, {
    at: 1,
    category: 'beginner',
    won: true,
    ms: 9000,
    bv3s: 1,
  });
  expect(progress.carried).toEqual({ beginner: { played: 1, won: 0 } });
  expect(summarise(progress, 'beginner')).toMatchObject({ played: 2, won: 1 });
});
