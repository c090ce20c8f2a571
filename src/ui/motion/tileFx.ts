// Tile motion: a short CSS animation on the tiles a move changed, started by marking their polygons (data-fx, and
// --fx-delay for a cascade) through the tile index, once per move. No per-frame script: the browser runs the
// animation. Nothing is marked under prefers-reduced-motion, nor when a move changes more than MAX_ANIMATED tiles
// (a big opening stays as fast as the board's performance goals ask). The CSS is in motion.css.
import type { TileIndex } from '../board/tileIndex';
import './motion.css';

/** Past this many changed tiles a move is shown at once, without motion. */
export const MAX_ANIMATED = 1000;
/** Every effect ends within this (delay plus duration), so the marks can go. */
export const FX_MS = 600;
/** The cascade's step per tile of distance, and its longest delay, in ms. */
const STEP_MS = 32;
const MAX_DELAY_MS = 330;

const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The delay of a tile `steps` away from where the move was made. */
export const cascadeDelay = (steps: number): number => Math.min(MAX_DELAY_MS, Math.max(0, Math.round(steps)) * STEP_MS);

/**
 * A tile's polygon and the label drawn right after it (a Proximity strength, a Minesweeper number), which moves with
 * it: a flip narrows the number with its hex rather than leaving it standing outside.
 */
function withLabel(tile: SVGPolygonElement): SVGElement[] {
  const next = tile.nextElementSibling;
  return next instanceof SVGElement && next.tagName === 'text' ? [tile, next] : [tile];
}

/**
 * Mark `ids` with effect `fx` (delays from `delayOf`, ms) and unmark them once it has run; returns the unmarking, for
 * an effect's cleanup. Does nothing under reduced motion or for more than MAX_ANIMATED tiles.
 */
export function playTileFx(
  tiles: TileIndex,
  ids: readonly number[],
  fx: string,
  delayOf?: (id: number) => number,
): () => void {
  if (ids.length === 0 || ids.length > MAX_ANIMATED || reducedMotion()) return () => {};
  const marked: SVGElement[] = [];
  const again: [SVGElement, number][] = [];
  const mark = (el: SVGElement, id: number) => {
    el.style.setProperty('--fx-delay', `${delayOf ? delayOf(id) : 0}ms`);
    el.setAttribute('data-fx', fx);
  };
  ids.forEach((id) => {
    const tile = tiles.get(id);
    if (!tile) return;
    for (const el of withLabel(tile)) {
      marked.push(el);
      // A tile still moving from the last move restarts: unmarked now, marked again next frame (no forced layout).
      if (el.hasAttribute('data-fx')) {
        el.removeAttribute('data-fx');
        again.push([el, id]);
      } else mark(el, id);
    }
  });
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The effect's time counts from the first frame that draws the marks, not from the move: on a busy page (a chunk
  // evaluated in idle time, a loaded phone) that frame can come later than the effect's length, and marks taken off
  // before it would never have moved.
  const frame = requestAnimationFrame(() => {
    again.forEach(([el, id]) => mark(el, id));
    timer = setTimeout(clear, FX_MS + 50);
  });
  const clear = () => {
    if (done) return;
    done = true;
    for (const el of marked) {
      if (el.getAttribute('data-fx') !== fx) continue;
      el.removeAttribute('data-fx');
      el.style.removeProperty('--fx-delay');
    }
  };
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    clear();
  };
}
