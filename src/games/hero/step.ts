import { axialDistance, tileAxial, type Board, type Layout, type Point } from '../../engine';
import { innerRadius, moveBody, slideAxes, tileAtPixel } from './collision';
import { heldVector, type HeldInput } from './keys';
import { tileCentre, type HeroState, type Walk } from './state';

/** The fixed simulation step, in seconds: the hero moves the same whatever the frame rate. */
export const FIXED_STEP = 1 / 120;
/** Longest frame simulated at once; a longer pause (a background tab) is cut, not caught up. */
const MAX_FRAME = 0.25;
/** One collision sub-step moves at most this share of a tile's inner radius. */
const MAX_SHARE = 0.25;

/** What the player holds this frame. */
export interface HeroInput {
  readonly held: HeldInput;
}

interface Mover {
  board: Board;
  layout: Layout;
  state: HeroState;
  axes: readonly Point[];
  limit: number;
  pos: Point;
  walk: Walk | null;
}

// Move up to (dx, dy) in sub-steps no longer than the collision limit, sliding along walls.
function travel(m: Mover, dx: number, dy: number): void {
  const n = Math.max(1, Math.ceil(Math.hypot(dx, dy) / m.limit));
  for (let i = 0; i < n; i++) m.pos = moveBody(m.board, m.layout, m.state.body, m.pos, dx / n, dy / n, m.axes);
}

// One fixed step along the route: head for the next tile centre, and on to the one after when there is time left.
function walkStep(m: Mover, distance: number): void {
  let left = distance;
  while (m.walk && left > 1e-12) {
    const { path, index } = m.walk;
    const target = tileCentre(m.board, m.layout, path[index]);
    if (index > 0 && crossesSeam(m.board, path[index - 1], path[index])) {
      // A wrapped board's seam: the hero steps through it and comes out on the far edge.
      m.pos = target;
      m.walk = index + 1 < path.length ? { path, index: index + 1 } : null;
      left -= 1e-3;
      continue;
    }
    const dx = target.x - m.pos.x;
    const dy = target.y - m.pos.y;
    const d = Math.hypot(dx, dy);
    const go = Math.min(d, left);
    if (go > 1e-12) {
      travel(m, (dx / d) * go, (dy / d) * go);
      // Blocked (a box too wide for the corridor): stop rather than push against the wall forever.
      if (d - Math.hypot(target.x - m.pos.x, target.y - m.pos.y) < go * 1e-3) {
        m.walk = null;
        return;
      }
      left -= go;
    }
    if (Math.hypot(target.x - m.pos.x, target.y - m.pos.y) < 1e-9 * (1 + Math.abs(target.x) + Math.abs(target.y))) {
      m.pos = target;
      const index = m.walk.index + 1;
      m.walk = index < m.walk.path.length ? { path: m.walk.path, index } : null;
    } else if (go >= d) {
      return; // slid off the straight line; carry on next step
    }
  }
}

/** Whether a route's step between two neighbours goes across a wrapped board's seam (they are not side by side). */
const crossesSeam = (board: Board, a: number, b: number) =>
  board.wrapShape !== null && axialDistance(tileAxial(board, a), tileAxial(board, b)) > 1;

/**
 * Advance the hero by dt seconds in fixed steps (tutorial part 2, "Character movement", with its four-corner test):
 * held keys combine into one direction and take over from any route; otherwise it walks its route centre to centre.
 */
export function stepHero(state: HeroState, input: HeroInput, board: Board, layout: Layout, dt: number): HeroState {
  const frame = Number.isFinite(dt) && dt > 0 ? Math.min(dt, MAX_FRAME) : 0;
  let acc = state.acc + frame;
  const ticks = Math.floor(acc / FIXED_STEP + 1e-9);
  if (ticks === 0) return acc === state.acc ? state : { ...state, acc };
  acc = Math.max(0, acc - ticks * FIXED_STEP);
  const dir = heldVector(layout.orientation, input.held);
  const moving = dir.x !== 0 || dir.y !== 0;
  const m: Mover = {
    board,
    layout,
    state,
    axes: slideAxes(layout),
    limit: innerRadius(layout) * MAX_SHARE,
    pos: { x: state.x, y: state.y },
    walk: moving ? null : state.walk,
  };
  const stride = state.body.speed * FIXED_STEP;
  for (let t = 0; t < ticks; t++) {
    if (moving) travel(m, dir.x * stride, dir.y * stride);
    else if (m.walk) walkStep(m, stride);
    else break;
  }
  const tile = m.pos.x === state.x && m.pos.y === state.y ? state.tile : tileAtPixel(board, layout, m.pos);
  return { ...state, x: m.pos.x, y: m.pos.y, tile, acc, walk: m.walk };
}
