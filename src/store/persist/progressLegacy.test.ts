// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadProgress, memoryProgressStorage, useProgress, useProgressStorage } from './progressStore';
import { STATS_KEY } from './statsCheck';
import { emptyStats, recordGame, serialiseStats } from '../../games/minesweeper';

beforeEach(() => localStorage.clear());

describe('when no progress is stored yet', () => {
  it('carries the versioned counters over, as it did the unversioned ones', async () => {
    const stats = recordGame(emptyStats(), {
      presetKey: 'expert',
      boardKey: 'b',
      won: true,
      timeMs: 9000,
      bv3: 9,
      clicks: 9,
    });
    for (const text of [serialiseStats(stats), JSON.stringify(stats)]) {
      localStorage.setItem(STATS_KEY, text);
      useProgressStorage(memoryProgressStorage());
      await loadProgress();
      expect(useProgress.getState().progress.carried).toEqual({ expert: { played: 1, won: 1 } });
    }
  });
});
