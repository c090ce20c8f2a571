// The keyboard cursor's rules on any board: where it starts and where a key moves it. Pure; the board UI calls them.
import { AXIAL_DIRECTIONS } from '../../engine/hex';
import { axialToPixel } from '../../engine/layout';
import { isFloor, type Board } from '../../engine/board';
import type { Layout } from '../../engine/types';
import { directionKeys } from './directions';

/** Where the cursor starts: the first floor tile, else the first tile. */
export function firstFloorTile(board: Board): number {
  for (let id = 0; id < board.size; id++) if (isFloor(board, id)) return id;
  return 0;
}

/** The axial direction whose on-screen vector points closest to a compass angle (degrees, y down). */
function directionAt(layout: Layout, degrees: number): number {
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

const ARROWS: Record<string, number> = { ArrowRight: 0, ArrowLeft: 180, ArrowUp: -90, ArrowDown: 90 };

/**
 * The axial direction a key moves the cursor from a tile in levelData row `row`, or -1: the layout's six direction
 * keys, or the arrows. Straight up and down (horizontal layout) or across (vertical) have no neighbour, so those
 * arrows zig-zag between the two diagonals.
 */
function cursorDirection(key: string, layout: Layout, row: number): number {
  const k = key.toLowerCase();
  const six = directionKeys(layout.orientation).find((d) => d.key === k);
  if (six) return six.direction;
  if (!(key in ARROWS)) return -1;
  let angle = ARROWS[key];
  if (layout.orientation === 'pointy' && (key === 'ArrowUp' || key === 'ArrowDown')) angle += row % 2 === 0 ? 30 : -30;
  if (layout.orientation === 'flat' && (key === 'ArrowLeft' || key === 'ArrowRight'))
    angle += key === 'ArrowRight' ? -30 : 30;
  return directionAt(layout, angle);
}

/** The tile a key moves the cursor to from `cursor` (itself at the board's edge), or -1 when the key is no move. */
export function cursorStep(board: Board, layout: Layout, cursor: number, key: string): number {
  const dir = cursorDirection(key, layout, board.row[cursor] ?? 0);
  if (dir < 0) return -1;
  const next = board.neighbors[cursor * 6 + dir];
  return next >= 0 ? next : cursor;
}
