/*
 * How big the tiles are on screen, for CSS: the board's <svg> is marked `data-tiny` when a tile's circumradius is under
 * TINY_RADIUS_PX (its text would be under 4 px tall, so labels are left out: a cost on each of 40,000 Editor tiles
 * more than doubled the paint of every frame of a stroke on 250 x 250), and `data-large-tiles` from LARGE_RADIUS_PX
 * (room for a second line of text, such as a mine probability). Set from the camera when a zoom settles; no tile
 * re-renders.
 */
import { fitView, type Camera, type CameraState, type ViewBox } from './camera';

const TINY_RADIUS_PX = 5;
const LARGE_RADIUS_PX = 13;

export function markTileScale(camera: Camera, hexSize: number, svg: SVGSVGElement): () => void {
  const update = () => {
    const s = camera.get();
    if (s.moving) return;
    const radius = hexSize / fitView(s.drawn, s.width, s.height).k;
    svg.toggleAttribute('data-tiny', radius < TINY_RADIUS_PX);
    svg.toggleAttribute('data-large-tiles', radius >= LARGE_RADIUS_PX);
  };
  update();
  return camera.subscribe((s, prev) => {
    if (s.drawn !== prev.drawn || s.width !== prev.width || s.height !== prev.height || s.moving !== prev.moving)
      update();
  });
}

/**
 * A tile's label (a cost) is drawn only from this circumradius on screen: its digits, 0.7 of the radius, are then 7 px
 * tall. Below it a label is not drawn at all, rather than drawn and hidden: 22,500 cost labels on a 150 x 150 board at
 * fit, too small to read, doubled the time to open it and held the main thread for seconds.
 */
export const LABEL_RADIUS_PX = 10;

/** When a kind of text on tiles is drawn: from `minRadius` screen pixels, and what a board not yet measured gets. */
export interface LabelRule {
  minRadius: number;
  unmeasured: boolean;
}

/** Cost labels: readable ones only. */
const LABEL_RULE: LabelRule = { minRadius: LABEL_RADIUS_PX, unmeasured: false };

/**
 * A tile's mark (a Minesweeper number, flag or mine) is drawn from a circumradius of 5 px on screen, in view, and before
 * the board is measured (the prerendered first screen has its numbers): smaller, it is under 5 px tall, and the tile's
 * fill carries its state instead. 50,000 flags drawn as text on a 250 x 250 board at fit held the main thread for 22 s
 * when a replay closed.
 */
export const MARK_RULE: LabelRule = { minRadius: TINY_RADIUS_PX, unmeasured: true };

/** A box in board units. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether labels in `area` (the whole board when absent) are drawn in a settled view: large enough, and in view. */
export function labelsReadable(s: CameraState, hexSize: number, area?: Area, rule = LABEL_RULE): boolean {
  if (!(s.width > 0 && s.height > 0)) return rule.unmeasured;
  const v = fitView(s.drawn, s.width, s.height);
  if (hexSize / v.k < rule.minRadius) return false;
  return !area || inView(area, v);
}

/** Whether any of `area` is inside the view `v` (both in board units). */
export const inView = (area: Area, v: ViewBox): boolean =>
  !(area.x > v.x + v.w || area.x + area.width < v.x || area.y > v.y + v.h || area.y + area.height < v.y);

/** Bits of a tile block's text watch: cost labels readable, marks readable. */
export const LABELS = 1;
export const MARKS = 2;

/**
 * Which text a block's tiles draw (LABELS | MARKS), as a store for useSyncExternalStore: one camera subscription a
 * block for both kinds. It follows settled views only, so a gesture redraws no text until it rests.
 */
export function textWatch(
  camera: Camera,
  hexSize: number,
  area?: Area,
): { subscribe: (change: () => void) => () => void; snapshot: () => number } {
  let last = 0;
  return {
    subscribe: (change) => camera.subscribe(change),
    snapshot: () => {
      const s = camera.get();
      if (!s.moving)
        last =
          (labelsReadable(s, hexSize, area) ? LABELS : 0) | (labelsReadable(s, hexSize, area, MARK_RULE) ? MARKS : 0);
      return last;
    },
  };
}
