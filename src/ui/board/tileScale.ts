/*
 * How big the tiles are on screen, for CSS: the board's <svg> is marked `data-tiny` when a tile's circumradius is under
 * TINY_RADIUS_PX (its text would be under 4 px tall, so labels are left out: a cost on each of 40,000 Editor tiles
 * more than doubled the paint of every frame of a stroke on 250 x 250), and `data-large-tiles` from LARGE_RADIUS_PX
 * (room for a second line of text, such as a mine probability). Set from the camera when a zoom settles; no tile
 * re-renders.
 */
import { fitView, type Camera } from './camera';

export const TINY_RADIUS_PX = 5;
export const LARGE_RADIUS_PX = 13;

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
    if (s.drawn !== prev.drawn || s.width !== prev.width || s.height !== prev.height || s.moving !== prev.moving) update();
  });
}
