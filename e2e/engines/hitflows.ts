// The hit test as a flow: 2,000 points as the board first shows, after a wheel zoom, and after a drag.
import { expect } from 'vitest';
import type { EnginePage, Point } from './adapter';
import { boardRect, settledAfter, viewBox } from './app';
import { hitTest, type HitLayout } from './hits';

async function expectHits(page: EnginePage, L: HitLayout, when: string) {
  const { compared, wrong } = await hitTest(page, L.o, L.p);
  expect(wrong.slice(0, 10), `${when}: ${wrong.length} of ${compared} points hit the wrong tile`).toEqual([]);
  expect(compared, `${when}: points compared`).toBeGreaterThan(1900);
}

/** Zoom in with the wheel around `at`, in notches, and wait for the view to settle. */
async function wheelZoom(page: EnginePage, at: Point, notches: number) {
  const before = await viewBox(page);
  for (let i = 0; i < notches; i++) await page.wheel(at, -200);
  await settledAfter(page, before);
}

/** Drag the board by (dx, dy) from the middle of its visible part, and wait for the pan to settle. */
async function dragBoard(page: EnginePage, dx: number, dy: number) {
  const r = await boardRect(page);
  const from = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  const before = await viewBox(page);
  await page.drag(from, { x: from.x + dx, y: from.y + dy }, { steps: 8 });
  await settledAfter(page, before);
}

/** The board as it first shows, zoomed in with the wheel around `zoomAt` (default: its middle), then dragged. */
export async function hitsThroughZoomAndDrag(
  page: EnginePage,
  L: HitLayout,
  options: { zoomAt?: Point; afterZoom?: () => Promise<void> } = {},
) {
  await expectHits(page, L, 'as first shown');
  const r = await boardRect(page);
  await wheelZoom(page, options.zoomAt ?? { x: r.left + r.width / 2, y: r.top + r.height / 2 }, 4);
  await expectHits(page, L, 'after a wheel zoom');
  await options.afterZoom?.();
  await dragBoard(page, -120, -80);
  await expectHits(page, L, 'after a drag');
}
