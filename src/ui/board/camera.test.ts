import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCamera, fitView, gestureTransform, SETTLE_MS, type CameraState } from './camera';

describe('fitView (preserveAspectRatio "xMidYMid meet")', () => {
  it("shows a view of the element's shape as it is", () => {
    expect(fitView({ x: 10, y: 20, w: 200, h: 100 }, 400, 200)).toEqual({ k: 0.5, x: 10, y: 20, w: 200, h: 100 });
  });

  it('widens a view narrower than the element on both sides, keeping it centred', () => {
    // 100 x 100 units in 400 x 200 pixels: the height decides (0.5 unit a pixel), and 50 units show on each side.
    expect(fitView({ x: 0, y: 0, w: 100, h: 100 }, 400, 200)).toEqual({ k: 0.5, x: -50, y: 0, w: 200, h: 100 });
  });

  it('heightens a view wider than the element above and below', () => {
    expect(fitView({ x: 0, y: 0, w: 400, h: 100 }, 200, 200)).toEqual({ k: 2, x: 0, y: -150, w: 400, h: 400 });
  });

  it('never divides by a zero size', () => {
    expect(Number.isFinite(fitView({ x: 0, y: 0, w: 10, h: 10 }, 0, 0).k)).toBe(true);
  });
});

describe('the camera', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const content = { x: 0, y: 0, w: 200, h: 100 };

  it('starts fitted to its content and tells each change to its listeners once', () => {
    const camera = createCamera(content, 400, 200);
    const seen: CameraState[] = [];
    camera.subscribe((s) => seen.push(s));
    expect(camera.fitted()).toEqual({ k: 0.5, x: 0, y: 0, w: 200, h: 100 });
    camera.zoom(2);
    expect(seen).toHaveLength(1);
    expect(camera.fitted().k).toBeCloseTo(0.25);
    camera.fit();
    expect(seen).toHaveLength(2);
    expect(camera.get().view).toEqual(content);
  });

  it('zooms around a point, which stays where it was on screen', () => {
    const camera = createCamera(content, 400, 200);
    const at = { x: 150, y: 30 };
    const before = camera.fitted();
    camera.zoom(4, at);
    const after = camera.fitted();
    expect((at.x - after.x) / after.k).toBeCloseTo((at.x - before.x) / before.k);
    expect((at.y - after.y) / after.k).toBeCloseTo((at.y - before.y) / before.k);
  });

  it('maps element pixels to board units through the view on screen', () => {
    const camera = createCamera(content, 400, 200);
    camera.pan(-20, 10);
    expect(camera.toBoard(0, 0)).toEqual({ x: 20, y: -10 });
    expect(camera.toBoard(400, 200)).toEqual({ x: 220, y: 90 });
  });

  it('moves a gesture by a transform and writes the view into the viewBox once the gesture rests', () => {
    const camera = createCamera(content, 400, 200);
    camera.pan(-40, 0, true);
    expect(camera.get().moving).toBe(true);
    expect(camera.get().drawn).toEqual(content);
    // 40 units to the right at 0.5 units a pixel: the drawn view moves 80 pixels left.
    expect(gestureTransform(camera.get())).toBe('translate(-80px, 0px) scale(1)');
    vi.advanceTimersByTime(SETTLE_MS - 1);
    camera.pan(-40, 0, true); // a gesture that goes on is not settled under it
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(camera.get().moving).toBe(true);
    vi.advanceTimersByTime(1);
    expect(camera.get()).toMatchObject({ moving: false, drawn: { x: 80, y: 0, w: 200, h: 100 } });
    expect(gestureTransform(camera.get())).toBe('');
  });

  it("zooms a gesture by a scale about the element's corner", () => {
    const camera = createCamera(content, 400, 200);
    camera.zoom(2, { x: 0, y: 0 }, true);
    expect(gestureTransform(camera.get())).toBe('translate(0px, 0px) scale(2)');
  });

  it('reveals a point by the least pan, and leaves a point in view alone', () => {
    const camera = createCamera(content, 400, 200);
    camera.zoom(4, { x: 0, y: 0 }); // shows x 0..50, y 0..25
    expect(camera.reveal(20, 10, 5)).toBe(false);
    expect(camera.reveal(60, 10, 5)).toBe(true);
    const v = camera.fitted();
    expect(v.x + v.w).toBeCloseTo(65);
    expect(v.y).toBeCloseTo(0);
  });

  it("follows the element's size", () => {
    const camera = createCamera(content, 400, 200);
    camera.resize(200, 200);
    expect(camera.fitted()).toEqual({ k: 1, x: 0, y: -50, w: 200, h: 200 });
  });
});
