// @vitest-environment happy-dom
// What watching a long replay costs, counted in actions applied (clicks replayed), not in time: closing or seeking
// moves from where the replay is, never from step 0 again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filledLevel } from '../../engine';
import type { Replay } from '../../games/minesweeper/replay';
import { useHexlab } from '../index';

const counted = vi.hoisted(() => ({ clicks: 0 }));
vi.mock('../../games/minesweeper/actions', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../games/minesweeper/actions')>();
  return { ...real, click: (...args: Parameters<typeof real.click>) => (counted.clicks++, real.click(...args)) };
});
// A seek toggles most flags in place (replayCursor.ts), asking flags.ts what each right click gives: counted too.
vi.mock('../../games/minesweeper/flags', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../games/minesweeper/flags')>();
  return {
    ...real,
    noteAfter: (...args: Parameters<typeof real.noteAfter>) => (counted.clicks++, real.noteAfter(...args)),
  };
});

const s = () => useHexlab.getState();
const N = 6_000;

beforeEach(() => {
  s().setLevel(filledLevel(40, 40), 'custom');
  // Flags back and forth over the board: a long replay on a big board, as a link may carry.
  const replay: Replay = {
    config: { mines: 100, seed: 1, marks: false },
    noGuess: false,
    mines: null,
    actions: Array.from({ length: N }, (_, i) => ({ kind: 'flag' as const, tile: (i * 7) % s().board.size, t: i })),
  };
  s().minesweeperOpenReplay(replay);
  counted.clicks = 0;
});

describe('when a long replay is watched', () => {
  it('closing it from the middle applies only the actions after the middle', () => {
    s().minesweeperReplaySeek(N / 2);
    expect(counted.clicks).toBe(N / 2);
    s().minesweeperCloseReplay();
    expect(counted.clicks).toBe(N);
    expect(s().minesweeper.game.flags).toBeGreaterThan(0);
  });

  it('stepping back one action from the end does not replay the game again', () => {
    s().minesweeperReplaySeek(N);
    counted.clicks = 0;
    s().minesweeperReplaySeek(N - 1);
    expect(counted.clicks).toBeLessThanOrEqual(200);
    s().minesweeperReplayStep();
    expect(counted.clicks).toBeLessThanOrEqual(201);
    expect(s().minesweeper.replay?.step).toBe(N);
  });
});
