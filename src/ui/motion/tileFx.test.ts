// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTileIndex } from '../board/tileIndex';
import { cascadeDelay, FX_MS, MAX_ANIMATED, playTileFx } from './tileFx';

/** A tile index over n polygons in one <svg>. */
function drawn(n: number) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (let i = 0; i < n; i++) svg.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'polygon'));
  const index = createTileIndex(n);
  index.fill([...Array(n).keys()], svg);
  return { svg, index };
}

const motion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce') }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('cascadeDelay', () => {
  it('starts further tiles later, and every delay plus the reveal (220 ms) ends within 600 ms', () => {
    expect(cascadeDelay(0)).toBe(0);
    expect(cascadeDelay(3)).toBeGreaterThan(cascadeDelay(1));
    expect(cascadeDelay(1000) + 220).toBeLessThan(FX_MS);
  });
});

describe('playTileFx', () => {
  it('marks the tiles with the effect and their delays, and unmarks them once it has run', () => {
    motion(false);
    vi.useFakeTimers();
    const { svg, index } = drawn(10);
    playTileFx(index, [2, 5], 'reveal', (id) => id * 10);
    expect(svg.querySelectorAll('[data-fx="reveal"]')).toHaveLength(2);
    expect(index.get(5)!.style.getPropertyValue('--fx-delay')).toBe('50ms');
    vi.advanceTimersByTime(FX_MS + 100);
    expect(svg.querySelectorAll('[data-fx]')).toHaveLength(0);
    expect(index.get(5)!.style.getPropertyValue('--fx-delay')).toBe('');
  });

  it('keeps the marks until a frame has drawn them, however late that frame comes (a busy page)', () => {
    motion(false);
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    const { svg, index } = drawn(10);
    playTileFx(index, [2, 5], 'reveal', (id) => id * 10);
    vi.advanceTimersByTime(FX_MS * 3);
    expect(svg.querySelectorAll('[data-fx="reveal"]')).toHaveLength(2);
    frames.splice(0).forEach((f) => f(0));
    vi.advanceTimersByTime(FX_MS + 100);
    expect(svg.querySelectorAll('[data-fx]')).toHaveLength(0);
  });

  it('marks nothing under prefers-reduced-motion', () => {
    motion(true);
    const { svg, index } = drawn(10);
    playTileFx(index, [1, 2, 3], 'reveal');
    expect(svg.querySelectorAll('[data-fx]')).toHaveLength(0);
  });

  it('marks nothing when a move changes more than 1,000 tiles, and everything at 1,000', () => {
    motion(false);
    const { svg, index } = drawn(MAX_ANIMATED + 1);
    playTileFx(index, [...Array(MAX_ANIMATED + 1).keys()], 'reveal');
    expect(svg.querySelectorAll('[data-fx]')).toHaveLength(0);
    const stop = playTileFx(index, [...Array(MAX_ANIMATED).keys()], 'reveal');
    expect(svg.querySelectorAll('[data-fx]')).toHaveLength(MAX_ANIMATED);
    stop();
    expect(svg.querySelectorAll('[data-fx]')).toHaveLength(0);
  });
});
