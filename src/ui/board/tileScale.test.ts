import { describe, expect, it } from 'vitest';
import { createCamera } from './camera';
import { LABEL_RADIUS_PX, LABELS, MARK_RULE, MARKS, labelsReadable, textWatch } from './tileScale';

// A board 1,000 x 1,000 units of tiles of radius 10 units, in an element 500 px square: at fit a tile is 5 px.
const board = { x: 0, y: 0, w: 1000, h: 1000 };

describe('cost labels are drawn only where they can be read', () => {
  it('not at fit when the tiles are small on screen, and once a zoom makes them large enough', () => {
    const camera = createCamera(board, 500, 500);
    expect(labelsReadable(camera.get(), 10)).toBe(false);
    camera.zoom(LABEL_RADIUS_PX / 5);
    expect(labelsReadable(camera.get(), 10)).toBe(true);
  });

  it('only on blocks in view', () => {
    const camera = createCamera(board, 500, 500);
    camera.zoom(4, { x: 100, y: 100 });
    expect(labelsReadable(camera.get(), 10, { x: 50, y: 50, width: 100, height: 100 })).toBe(true);
    expect(labelsReadable(camera.get(), 10, { x: 800, y: 800, width: 100, height: 100 })).toBe(false);
  });

  it('a gesture changes nothing until it rests', () => {
    const camera = createCamera(board, 500, 500);
    const watch = textWatch(camera, 10);
    expect(watch.snapshot()).toBe(MARKS);
    camera.zoom(4, undefined, true);
    expect(watch.snapshot()).toBe(MARKS);
    camera.settle();
    expect(watch.snapshot()).toBe(LABELS | MARKS);
    camera.dispose();
  });
});

describe("Minesweeper's marks (numbers, flags) from a smaller size than cost labels", () => {
  it('are drawn on tiles too small for a label, and not on tiles under the mark size', () => {
    const camera = createCamera(board, 500, 500);
    camera.zoom((MARK_RULE.minRadius + LABEL_RADIUS_PX) / 2 / 5);
    expect(labelsReadable(camera.get(), 10)).toBe(false);
    expect(labelsReadable(camera.get(), 10, undefined, MARK_RULE)).toBe(true);
    const tiny = createCamera(board, 200, 200); // at fit a tile is 2 px
    expect(labelsReadable(tiny.get(), 10, undefined, MARK_RULE)).toBe(false);
    // Before the board is measured, marks are drawn (the prerendered first screen) and cost labels are not.
    const unmeasured = createCamera(board, 0, 0);
    expect(labelsReadable(unmeasured.get(), 10, undefined, MARK_RULE)).toBe(true);
    expect(labelsReadable(unmeasured.get(), 10)).toBe(false);
  });
});
