import { describe, expect, it } from 'vitest';
import { STOPPED_CLOCK, tick } from './clock';

describe('the game clock', () => {
  it('stays stopped while the game is ready', () => {
    expect(tick(STOPPED_CLOCK, 'ready', 1000)).toBe(STOPPED_CLOCK);
  });

  it('starts with the first move that leaves ready and keeps its start through later moves', () => {
    const started = tick(STOPPED_CLOCK, 'playing', 1000);
    expect(started).toEqual({ startedAt: 1000, endedAt: null });
    expect(tick(started, 'playing', 2500)).toBe(started);
  });

  it('stops once when the game is won or lost, and a later tick does not move the end', () => {
    const ended = tick({ startedAt: 1000, endedAt: null }, 'lost', 4000);
    expect(ended).toEqual({ startedAt: 1000, endedAt: 4000 });
    expect(tick(ended, 'lost', 9000)).toBe(ended);
  });

  it('starts and stops together when the first click wins', () => {
    expect(tick(STOPPED_CLOCK, 'won', 700)).toEqual({ startedAt: 700, endedAt: 700 });
  });
});
