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

/**
 * A tile's mark (a Minesweeper number, flag or mine) is drawn from this circumradius on screen, in view: smaller, it
 * is under 5 px tall, and the tile's fill carries its state instead. 50,000 flags drawn as text on a 250 x 250 board at
 * fit held the main thread for 22 s when a replay closed.
 */
export const MARK_RADIUS_PX = TINY_RADIUS_PX;

/** A box in board units. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Whether labels in `area` (the whole board when absent) can be read in a settled view: tiles of at least `minRadius`
 * screen pixels, and in view. A board not yet measured (no size) gets `unmeasured`.
 */
export function labelsReadable(
  s: CameraState,
  hexSize: number,
  area?: Area,
  minRadius = LABEL_RADIUS_PX,
  unmeasured = false,
): boolean {
  if (!(s.width > 0 && s.height > 0)) return unmeasured;
  const v = fitView(s.drawn, s.width, s.height);
  if (hexSize / v.k < minRadius) return false;
  return !area || inView(area, v);
}

/** Whether any of `area` is inside the view `v` (both in board units). */
export const inView = (area: Area, v: ViewBox): boolean =>
  !(area.x > v.x + v.w || area.x + area.width < v.x || area.y > v.y + v.h || area.y + area.height < v.y);

/**
 * labelsReadable as a store for useSyncExternalStore: it follows settled views only, so a gesture redraws no labels
 * until it rests.
 */
export function labelWatch(
  camera: Camera,
  hexSize: number,
  area?: Area,
  minRadius = LABEL_RADIUS_PX,
  unmeasured = false,
): { subscribe: (change: () => void) => () => void; snapshot: () => boolean } {
  let last = false;
  return {
    subscribe: (change) => camera.subscribe(change),
    snapshot: () => {
      const s = camera.get();
      if (!s.moving) last = labelsReadable(s, hexSize, area, minRadius, unmeasured);
      return last;
    },
  };
}
