import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { KIND_FLOOR, type Layout } from '../../engine';
import { bodyPoints, defaultBody, tileAtPixel } from '../../games/hero';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { useHeroRunner } from './useHeroRunner';
import { useT } from '../i18n';

/**
 * The hero token, in its own small <svg> laid over the board (a portal into the board's frame) and moved with a CSS
 * transform. Moving an element inside the board's <svg> would make the browser repaint the tiles under it every
 * frame, which on a big board costs more than the frame; a small layer of its own is only composited.
 * The token carries the CONTRACT hooks: data-x, data-y (board units) and data-row, data-col (the tile under it).
 * On demand it also carries the collision test (the box and the points the rules test, as the Lab's probe draws them):
 * drawn once around the token's centre, each point's free or blocked mark rewritten when the hero moves.
 */
export function HeroToken() {
  const { svg: boardSvg } = useBoardContext();
  const [frame, setFrame] = useState<{ host: HTMLElement; svg: SVGSVGElement } | null>(null);
  useLayoutEffect(() => {
    const svg = boardSvg.current;
    const host = svg?.parentElement;
    if (svg && host) setFrame({ host, svg });
  }, [boardSvg]);
  return frame && createPortal(<HeroSprite boardSvg={frame.svg} />, frame.host);
}

function HeroSprite({ boardSvg }: { boardSvg: SVGSVGElement }) {
  const { geometry, camera } = useBoardContext();
  const { layout } = geometry;
  const ref = useRef<SVGSVGElement>(null);
  const probe = useHexlab((s) => s.hero.probe);
  // Radius in board units; the sprite's box leaves room for the shadow and the nose.
  const r = Math.min(layout.size.x, layout.size.y) * 0.42;
  const half = r * 1.6;

  // The token is placed from the hero's position and the camera: moved when either moves, and only then.
  const token = useMemo(() => {
    let el: SVGSVGElement | null = null;
    let x = NaN;
    let y = NaN;
    let k = NaN;
    const place = () => {
      if (!el || Number.isNaN(x)) return;
      const view = camera.fitted();
      if (view.k !== k) {
        k = view.k;
        el.setAttribute('width', String((2 * half) / k));
        el.setAttribute('height', String((2 * half) / k));
      }
      el.style.transform = `translate(${(x - half - view.x) / k}px, ${(y - half - view.y) / k}px)`;
    };
    return {
      place,
      move(target: SVGSVGElement, hx: number, hy: number) {
        if (target === el && hx === x && hy === y) return;
        el = target;
        x = hx;
        y = hy;
        place();
        markProbe(target, layout, x, y);
      },
      /** mark the probe's points where the hero stands now (the probe was just switched on) */
      probe() {
        if (el && !Number.isNaN(x)) markProbe(el, layout, x, y);
      },
    };
  }, [camera, half, layout]);
  useEffect(() => {
    if (probe) token.probe();
  }, [probe, token]);
  useEffect(() => camera.subscribe(token.place), [camera, token]);
  useHeroRunner(boardSvg, ref, token.move);
  // The runner names the token as it crosses tiles; a switch of language renames it where it stands.
  const t = useT('hero');
  useEffect(() => {
    const el = ref.current;
    const row = el?.getAttribute('data-row');
    const col = el?.getAttribute('data-col');
    el?.setAttribute('aria-label', row && col ? t.tokenAt(Number(row), Number(col)) : t.token);
  }, [t]);
  return (
    <div className="hero-layer">
      <svg
        ref={ref}
        data-testid="hero"
        className="hero-token"
        role="img"
        aria-label={t.token}
        visibility="hidden"
        viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
        width={0}
        height={0}
      >
        <ellipse rx={r * 1.05} ry={r * 0.8} cy={r * 0.3} className="hero-token-shadow" />
        {/* A small character drawn facing east; useHeroRunner turns it to face where it goes. */}
        <g className="hero-facing">
          <polygon points={`${r * 0.8},${-r * 0.5} ${r * 1.5},0 ${r * 0.8},${r * 0.5}`} className="hero-token-nose" />
          <circle r={r} className="hero-token-body" />
          {[-1, 1].map((side) => (
            <g key={side}>
              <circle cx={r * 0.38} cy={side * r * 0.36} r={r * 0.26} className="hero-token-eye" />
              <circle cx={r * 0.5} cy={side * r * 0.36} r={r * 0.12} className="hero-token-pupil" />
            </g>
          ))}
        </g>
        {probe && <ProbeShape layout={layout} />}
      </svg>
    </div>
  );
}

const PROBE = '[data-testid="collision-probe"]';

/** The collision box and its test points around (0, 0), the token's centre: the board marks them (markProbe). */
function ProbeShape({ layout }: { layout: Layout }) {
  const body = defaultBody(layout);
  const r = Math.min(layout.size.x, layout.size.y) * 0.06;
  return (
    <g data-testid="collision-probe" className="collision-probe" data-points={bodyPoints(layout, body, 0, 0).length}>
      <rect x={-body.width / 2} y={-body.height / 2} width={body.width} height={body.height} className="probe-box" />
      {bodyPoints(layout, body, 0, 0).map((p, i) => (
        <circle key={i} cx={p.x} cy={p.y} r={r} className="probe-point" />
      ))}
    </g>
  );
}

/** Mark each test point free or blocked by the tile under it with the hero at (x, y), and the box fitting or not. */
function markProbe(token: SVGSVGElement, layout: Layout, x: number, y: number) {
  const group = token.querySelector(PROBE);
  if (!group) return;
  const { board } = useHexlab.getState();
  const points = bodyPoints(layout, defaultBody(layout), x, y);
  const circles = group.querySelectorAll('circle');
  let fits = true;
  points.forEach((p, i) => {
    const id = tileAtPixel(board, layout, p);
    const free = id >= 0 && board.kind[id] === KIND_FLOOR;
    fits &&= free;
    circles[i]?.setAttribute('data-free', free ? 'yes' : 'no');
    circles[i]?.classList.toggle('blocked', !free);
  });
  group.setAttribute('data-fits', fits ? 'yes' : 'no');
  group.querySelector('rect')?.classList.toggle('blocked', !fits);
}
