import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { defaultBody, heldMask, heroKeys, newHero, startWalk, stepHero, stopWalk, type HeroState } from '../../games/hero';
import { useHexlab } from '../../store';
import { centreFloorTile } from '../../store/heroSlice';
import { useBoardContext } from '../board/BoardContext';
import { pointerStore } from '../board/pointerStore';
import { useHeldKeys } from './useHeldKeys';

/**
 * The hero token. A requestAnimationFrame loop steps the hero's rules (fixed time step, collision, route walking)
 * and writes the token's transform and data-x/y/row/col straight to the DOM: moving re-renders nothing. The store
 * hears only when the tile under the hero changes (heroAt), which is what the tile-level overlays follow.
 * The token lives in its own small <svg> laid over the board (a portal into the board's frame, sharing its viewBox):
 * moving it inside the board's <svg> would make the browser repaint every tile, each frame, on big boards.
 */
export function HeroToken() {
  const anchor = useRef<SVGGElement>(null);
  const [frame, setFrame] = useState<{ host: HTMLElement; board: SVGSVGElement } | null>(null);
  useLayoutEffect(() => {
    const board = anchor.current?.ownerSVGElement;
    const host = board?.parentElement;
    if (board && host) setFrame({ host, board });
  }, []);
  return (
    <g ref={anchor}>
      {frame &&
        createPortal(
          <svg className="hero-layer" preserveAspectRatio="xMidYMid meet" viewBox={frame.board.getAttribute('viewBox') ?? undefined}>
            <HeroBody boardSvg={frame.board} />
          </svg>,
          frame.host,
        )}
    </g>
  );
}

function HeroBody({ boardSvg }: { boardSvg: SVGSVGElement }) {
  const { board, geometry } = useBoardContext();
  const layout = geometry.layout;
  const keys = useMemo(() => heroKeys(layout.orientation).map((k) => k.key), [layout.orientation]);
  const held = useHeldKeys(keys);
  const ref = useRef<SVGGElement>(null);
  const hero = useRef<{ state: HeroState; board: typeof board; size: number } | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const place = (): HeroState | null => {
      const s = useHexlab.getState();
      // The store has not caught up with this board yet: wait for its heroSyncBoard (placed bumps).
      if (s.hero.board !== board) return null;
      const tile = s.hero.tile >= 0 && s.hero.tile < board.size && board.kind[s.hero.tile] === 0 ? s.hero.tile : centreFloorTile(board);
      return tile >= 0 ? newHero(board, layout, tile) : null;
    };
    const prev = hero.current;
    let state: HeroState | null;
    if (prev && prev.board === board && prev.size !== layout.size.x) {
      // Only the hex size changed: the same spot, scaled, and the same route.
      const k = layout.size.x / prev.size;
      state = { ...prev.state, x: prev.state.x * k, y: prev.state.y * k, body: defaultBody(layout) };
    } else state = place();

    const drawn = { x: NaN, y: NaN, tile: -2 };
    const draw = (st: HeroState | null) => {
      if (!st) return el.setAttribute('visibility', 'hidden');
      el.setAttribute('visibility', 'visible');
      if (st.x !== drawn.x || st.y !== drawn.y) {
        el.setAttribute('transform', `translate(${st.x} ${st.y})`);
        el.setAttribute('data-x', st.x.toFixed(2));
        el.setAttribute('data-y', st.y.toFixed(2));
        drawn.x = st.x;
        drawn.y = st.y;
      }
      if (st.tile !== drawn.tile) {
        drawn.tile = st.tile;
        const row = st.tile >= 0 ? String(board.row[st.tile]) : '';
        const col = st.tile >= 0 ? String(board.col[st.tile]) : '';
        el.setAttribute('data-row', row);
        el.setAttribute('data-col', col);
        el.setAttribute('aria-label', st.tile >= 0 ? `Hero at row ${row}, column ${col}` : 'Hero');
        if (st.tile >= 0) useHexlab.getState().heroAt(st.tile);
      }
    };
    const remember = () => {
      hero.current = state ? { state, board, size: layout.size.x } : null;
    };
    draw(state);
    remember();

    const unsubscribe = useHexlab.subscribe((s, old) => {
      if (s.hero.placed !== old.hero.placed && s.hero.board === board) {
        state = place();
      } else if (s.hero.route !== old.hero.route && state) {
        state = s.hero.path ? startWalk(state, s.hero.path) : stopWalk(state);
      } else return;
      draw(state);
      remember();
    });

    // The keyboard cursor starts on the hero (BoardView would start it on the first tile), so Enter walks from there.
    const svg = boardSvg;
    const layer = el.ownerSVGElement;
    let viewBox = '';
    const onFocus = () => {
      if (pointerStore.getState().cursor < 0 && state && state.tile >= 0) pointerStore.setState({ cursor: state.tile });
    };
    svg.addEventListener('focus', onFocus);

    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = (now - last) / 1000;
      last = now;
      // Follow the board's pan and zoom.
      const vb = svg.getAttribute('viewBox') ?? '';
      if (vb !== viewBox && layer) {
        viewBox = vb;
        layer.setAttribute('viewBox', vb);
      }
      if (state) {
        const input = { held: held.current };
        const next = stepHero(state, input, board, layout, dt);
        // Keys take over from a route: the drawn route goes too.
        if (state.walk && !next.walk && heldMask(layout.orientation, held.current) !== 0) useHexlab.getState().heroDropRoute();
        state = next;
        draw(state);
        remember();
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      svg.removeEventListener('focus', onFocus);
    };
  }, [board, layout, held, boardSvg]);

  const r = Math.min(layout.size.x, layout.size.y) * 0.3;
  return (
    <g ref={ref} data-testid="hero" className="hero-token" role="img" aria-label="Hero" visibility="hidden">
      <circle r={r * 1.12} cy={r * 0.18} className="hero-token-shadow" />
      <circle r={r} className="hero-token-body" />
      <circle r={r * 0.32} cy={-r * 0.1} className="hero-token-eye" />
    </g>
  );
}
