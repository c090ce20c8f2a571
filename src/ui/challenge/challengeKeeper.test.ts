// @vitest-environment happy-dom
// A received challenge's game kept for a reload: a moment behind the move, and forgotten at once when another game is
// put on screen, so a reload right after a new game shows the new game, not the challenge.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { filledLevel } from '../../engine';
import { useHexlab } from '../../store';
import { loadGameExtras } from '../../store/testing';
import { keptChallengePlay, keptChallengeQuery } from '../../store/persist/challengeKept';
import { minesweeperChallengePlay } from '../minesweeper/challenge/challengePlay';
import { boardChallengeQuery, openChallenge, useChallenge } from './challenge';
import { startChallengeKeeper } from './challengeKeeper';

beforeAll(() => loadGameExtras());

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  sessionStorage.clear();
  useChallenge.setState({ challenge: null, key: null });
  vi.useRealTimers();
});

/** A challenge to the seeded game on screen, opened as its link is, and kept by the Minesweeper keeper. */
function challenged() {
  vi.useFakeTimers();
  const s = useHexlab.getState();
  s.setLevel(filledLevel(8, 8), 'custom');
  s.minesweeperSetOptions({ noGuess: false });
  s.minesweeperNewGame({ mines: 6, seed: 4242 });
  const query = boardChallengeQuery(useHexlab.getState(), { ms: 5000, mistakes: 0 })!;
  openChallenge(`?${query}`);
  stop = startChallengeKeeper(query, minesweeperChallengePlay);
  return query;
}

describe("a received challenge's keeper", () => {
  it('keeps the game a moment after a move', () => {
    const query = challenged();
    useHexlab.getState().minesweeperReveal(27);
    expect(keptChallengePlay(query)).toBeNull();
    vi.advanceTimersByTime(200);
    expect(keptChallengePlay(query)).toMatchObject({ actions: [['open', expect.any(Number), expect.any(Number)]] });
    expect(keptChallengeQuery()).toBe(query);
  });

  it('forgets the challenge at once when a new game starts, before the moment a write waits', () => {
    const query = challenged();
    useHexlab.getState().minesweeperReveal(27);
    vi.advanceTimersByTime(200);
    expect(keptChallengePlay(query)).not.toBeNull();
    useHexlab.getState().minesweeperNewGame();
    // No time passes: a reload now finds nothing to reopen.
    expect(keptChallengeQuery()).toBeNull();
    expect(keptChallengePlay(query)).toBeNull();
    // Nor does the write asked for before come back with it.
    vi.advanceTimersByTime(200);
    expect(keptChallengeQuery()).toBeNull();
    expect(keptChallengePlay(query)).toBeNull();
  });

  it('keeps the challenge over a restart of its own game', () => {
    const query = challenged();
    useHexlab.getState().minesweeperReveal(27);
    useHexlab.getState().minesweeperRestart();
    expect(keptChallengeQuery()).toBe(query);
    vi.advanceTimersByTime(200);
    expect(keptChallengePlay(query)).toMatchObject({ actions: [] });
  });
});
