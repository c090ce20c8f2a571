import { axialToPixel, type Board, type Layout, type Point } from '../../engine';
import { tileAtPixel, type HeroBody } from './collision';

/** A route being walked: tile ids, and the index of the tile centre the hero is heading for. */
export interface Walk {
  readonly path: readonly number[];
  readonly index: number;
}

/** The hero: its centre in board pixel units, the tile under that centre, its box and any route it is walking. */
export interface HeroState {
  readonly x: number;
  readonly y: number;
  /** tile under the centre, -1 if none (only possible when placed off the board) */
  readonly tile: number;
  readonly body: HeroBody;
  /** simulated time not yet spent on a fixed step, in seconds (always below FIXED_STEP) */
  readonly acc: number;
  readonly walk: Walk | null;
}

/** A default box: a bit over half a tile across, walking about three tiles a second. */
export function defaultBody(layout: Layout): HeroBody {
  const s = Math.min(layout.size.x, layout.size.y);
  return { width: 0.6 * s, height: 0.6 * s, speed: 3 * Math.sqrt(3) * s };
}

/** The centre of a tile in pixels. */
export const tileCentre = (board: Board, layout: Layout, id: number): Point =>
  axialToPixel(layout, { q: board.q[id], r: board.r[id] });

/** A hero standing still at the centre of `tile`. */
export function newHero(board: Board, layout: Layout, tile: number, body: Partial<HeroBody> = {}): HeroState {
  const c = tileCentre(board, layout, tile);
  return {
    x: c.x,
    y: c.y,
    tile: tileAtPixel(board, layout, c),
    body: { ...defaultBody(layout), ...body },
    acc: 0,
    walk: null,
  };
}

/** Start walking a route (from the tile the hero stands on): it first returns to that tile's centre, then on. */
export function startWalk(state: HeroState, path: readonly number[] | null): HeroState {
  return { ...state, walk: path && path.length > 0 ? { path, index: 0 } : null };
}

/** Stop walking, where the hero stands. */
export const stopWalk = (state: HeroState): HeroState => (state.walk ? { ...state, walk: null } : state);
