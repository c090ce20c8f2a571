import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { directionKeys } from '../../games/directions/directions';
import { defaultBody, heldMask, newHero, startWalk, stepHero, stopWalk, type HeroState } from '../../games/hero';
import type { Board } from '../../engine';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { pointerStore } from '../board/pointerStore';
import { useHeldKeys } from './useHeldKeys';
import { peekT } from '../i18n';

/**
 * The hero's simulation loop: each animation frame steps the rules (fixed time step, collision, route walking) with
 * the keys held, writes data-x/y/row/col on the token and hands its position to `position`. Nothing re-renders;
 * the store hears only when the tile under the hero changes (heroAt), and tells the loop of new routes and boards.
 */
export function useHeroRunner(
  boardSvg: SVGSVGElement,
  ref: RefObject<SVGSVGElement | null>,
  position: (el: SVGSVGElement, x: number, y: number) => void,
) {
  const { board, geometry } = useBoardContext();
  const layout = geometry.layout;
  const keys = useMemo(() => directionKeys(layout.orientation).map((k) => k.key), [layout.orientation]);
  const held = useHeldKeys(keys);
  const kept = useRef<{ state: HeroState; board: Board; size: number } | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const place = (): HeroState | null => {
      const s = useHexlab.getState();
      // The store already holds a newer board than this render: the next render places the hero on it.
      if (s.board !== board) return null;
      const { tile } = s.hero;
      return tile >= 0 ? newHero(board, layout, tile) : null;
    };
    const prev = kept.current;
    let state: HeroState | null;
    if (prev && prev.board === board && prev.size !== layout.size.x) {
      // Only the hex size changed: the same spot, scaled, and the same route.
      const k = layout.size.x / prev.size;
      state = { ...prev.state, x: prev.state.x * k, y: prev.state.y * k, body: defaultBody(layout) };
    } else state = place();

    let drawnTile = -2;
    let drawnAt: HeroState | null = null;
    // The character faces where it goes: turned when it moves, kept when it stops.
    const facing = el.querySelector('.hero-facing');
    let heading = NaN;
    const draw = () => {
      kept.current = state ? { state, board, size: layout.size.x } : null;
      if (!state) {
        drawnAt = null;
        return el.setAttribute('visibility', 'hidden');
      }
      position(el, state.x, state.y);
      if (drawnAt && drawnAt.x === state.x && drawnAt.y === state.y && drawnTile === state.tile) return;
      if (!drawnAt) el.setAttribute('visibility', 'visible');
      if (drawnAt && facing) {
        const dx = state.x - drawnAt.x;
        const dy = state.y - drawnAt.y;
        const turn = Math.round((Math.atan2(dy, dx) * 180) / Math.PI);
        if ((dx || dy) && turn !== heading) facing.setAttribute('transform', `rotate(${(heading = turn)})`);
      }
      drawnAt = state;
      el.setAttribute('data-x', state.x.toFixed(2));
      el.setAttribute('data-y', state.y.toFixed(2));
      if (state.tile === drawnTile) return;
      // One cursor marker: a keyboard cursor left on the hero's tile goes along with the hero.
      if (state.tile >= 0 && pointerStore.getState().cursor === drawnTile)
        pointerStore.setState({ cursor: state.tile });
      drawnTile = state.tile;
      const row = state.tile >= 0 ? String(board.row[state.tile]) : '';
      const col = state.tile >= 0 ? String(board.col[state.tile]) : '';
      el.setAttribute('data-row', row);
      el.setAttribute('data-col', col);
      const t = peekT('hero');
      el.setAttribute(
        'aria-label',
        state.tile >= 0 ? t.tokenAt(board.row[state.tile], board.col[state.tile]) : t.token,
      );
      if (state.tile >= 0) useHexlab.getState().heroAt(state.tile);
    };
    draw();

    const unsubscribe = useHexlab.subscribe((s, old) => {
      if (s.hero.spawn !== old.hero.spawn && s.board === board) state = place();
      else if (s.hero.path !== old.hero.path && state)
        state = s.hero.path ? startWalk(state, s.hero.path) : stopWalk(state);
      else return;
      draw();
    });

    // The keyboard cursor starts on the hero (BoardView would start it on the first tile), so Enter walks from there.
    const onFocus = () => {
      if (pointerStore.getState().cursor < 0 && state && state.tile >= 0) pointerStore.setState({ cursor: state.tile });
    };
    boardSvg.addEventListener('focus', onFocus);

    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = (now - last) / 1000;
      last = now;
      if (state) {
        const next = stepHero(state, { held: held.current }, board, layout, dt);
        // Keys take over from a route, walked or still walking: the drawn route goes too (a no-op once it has).
        if (
          heldMask(layout.orientation, held.current) !== 0 &&
          (state.walk || next.x !== state.x || next.y !== state.y)
        )
          useHexlab.getState().heroDropRoute();
        state = next;
      }
      // A no-op unless the hero moved: the token follows the board's pan and zoom from the camera (HeroToken).
      draw();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      boardSvg.removeEventListener('focus', onFocus);
    };
  }, [board, layout, held, boardSvg, ref, position]);
}
