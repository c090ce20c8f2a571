import { AXIAL_DIRECTIONS, axialToPixel, type Layout } from '../../engine';
import { keyboardDirections, type DirectionKey } from '../../games/minesweeper/keys';

export type { DirectionKey };

/** The axial direction whose on-screen vector points closest to a compass angle (degrees, y down). */
export function directionAt(layout: Layout, degrees: number): number {
  let best = 0;
  let bestDot = -Infinity;
  const ux = Math.cos((degrees * Math.PI) / 180);
  const uy = Math.sin((degrees * Math.PI) / 180);
  AXIAL_DIRECTIONS.forEach((d, i) => {
    const p = axialToPixel({ ...layout, origin: { x: 0, y: 0 } }, d);
    const dot = (p.x * ux + p.y * uy) / Math.hypot(p.x, p.y);
    if (dot > bestDot + 1e-9) {
      bestDot = dot;
      best = i;
    }
  });
  return best;
}

/** The six direction keys for a layout (A W E D X Z horizontal, Q W E A S D vertical), with compass labels. */
export const directionKeys = (layout: Pick<Layout, 'orientation'>): readonly DirectionKey[] => keyboardDirections(layout.orientation);
