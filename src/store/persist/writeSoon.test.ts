// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSoon } from './writeSoon';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a write kept a moment behind its changes', () => {
  it('is made once, the delay after the last ask', () => {
    const write = vi.fn();
    const w = writeSoon(write, 150);
    w.soon();
    vi.advanceTimersByTime(100);
    w.soon();
    vi.advanceTimersByTime(100);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(write).toHaveBeenCalledTimes(1);
    w.stop();
  });

  it('is made at once when the page is left, and not again after', () => {
    const write = vi.fn();
    const w = writeSoon(write, 150);
    w.soon();
    window.dispatchEvent(new Event('pagehide'));
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(write).toHaveBeenCalledTimes(1);
    w.stop();
  });

  it('once stopped, drops the write asked for and no longer listens to the page', () => {
    const write = vi.fn();
    const w = writeSoon(write, 150);
    w.soon();
    w.stop();
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('pagehide'));
    expect(write).not.toHaveBeenCalled();
  });
});
