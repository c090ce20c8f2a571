// @vitest-environment happy-dom
// The clock in the status line shows the time played from the moment its start changes: a game taken back after a
// reload (its start set back by the time played before) shows that time at once, not the time of the clock's last tick.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHexlab } from '../../store';
import { StatusBar } from './StatusBar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const T0 = 1_000_000;
const shown = () => Number(screen.getByTestId('timer').getAttribute('data-ms'));
const setClock = (clock: { startedAt: number | null; pausedAt?: number | null }) =>
  act(() =>
    useHexlab.setState((s) => ({ minesweeper: { ...s.minesweeper, pausedAt: null, endedAt: null, ...clock } })),
  );

describe("the status line's clock", () => {
  it('shows the time played at once when a game is taken back, however long the page stood before', () => {
    vi.useFakeTimers({ now: T0 });
    setClock({ startedAt: null });
    render(<StatusBar />);
    expect(shown()).toBe(0);
    // The page waited 3 s for the challenge's code (no tick: the clock had not started), then took back 5 s played.
    vi.setSystemTime(T0 + 3000);
    setClock({ startedAt: T0 + 3000 - 5000 });
    expect(shown()).toBe(5000);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe(6000);
  });

  it('goes on from where it stood when a pause ends', () => {
    vi.useFakeTimers({ now: T0 });
    setClock({ startedAt: T0 - 2000 });
    render(<StatusBar />);
    setClock({ startedAt: T0 - 2000, pausedAt: T0 });
    // Paused 10 s: no tick meanwhile; let go, the start moves on by the pause.
    vi.setSystemTime(T0 + 10_000);
    expect(shown()).toBe(2000);
    setClock({ startedAt: T0 - 2000 + 10_000 });
    expect(shown()).toBe(2000);
  });
});
