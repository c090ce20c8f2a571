import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useBoardContext } from '../board/BoardContext';
import { frameMap, sameMap, type FrameMap } from './frameMap';
import { useHeroRunner } from './useHeroRunner';

/**
 * The hero token, in its own small <svg> laid over the board (a portal into the board's frame) and moved with a CSS
 * transform. Moving an element inside the board's <svg> would make the browser repaint the tiles under it every
 * frame, which on a big board costs more than the frame; a small layer of its own is only composited.
 * The token carries the CONTRACT hooks: data-x, data-y (board units) and data-row, data-col (the tile under it).
 */
export function HeroToken() {
  const anchor = useRef<SVGGElement>(null);
  const [frame, setFrame] = useState<{ host: HTMLElement; svg: SVGSVGElement } | null>(null);
  useLayoutEffect(() => {
    const svg = anchor.current?.ownerSVGElement;
    const host = svg?.parentElement;
    if (svg && host) setFrame({ host, svg });
  }, []);
  return <g ref={anchor}>{frame && createPortal(<HeroSprite boardSvg={frame.svg} />, frame.host)}</g>;
}

function HeroSprite({ boardSvg }: { boardSvg: SVGSVGElement }) {
  const { layout } = useBoardContext().geometry;
  const ref = useRef<SVGSVGElement>(null);
  // Radius in board units; the sprite's box leaves room for the shadow.
  const r = Math.min(layout.size.x, layout.size.y) * 0.3;
  const half = r * 1.4;

  // Board units to a CSS transform in the frame, redone only when the hero or the view moved.
  const position = useMemo(() => {
    let map: FrameMap | null = null;
    let x = NaN;
    let y = NaN;
    return (el: SVGSVGElement, hx: number, hy: number) => {
      const next = frameMap(boardSvg);
      if (!next || (hx === x && hy === y && sameMap(map, next))) return;
      if (!map || map.k !== next.k) {
        el.setAttribute('width', String((2 * half) / next.k));
        el.setAttribute('height', String((2 * half) / next.k));
      }
      map = next;
      x = hx;
      y = hy;
      el.style.transform = `translate(${(hx - half - map.x0) / map.k}px, ${(hy - half - map.y0) / map.k}px)`;
    };
  }, [boardSvg, half]);
  useHeroRunner(boardSvg, ref, position);

  return (
    <div className="hero-layer">
      <svg ref={ref} data-testid="hero" className="hero-token" role="img" aria-label="Hero" visibility="hidden" viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`} width={0} height={0}>
        <circle r={r * 1.12} cy={r * 0.18} className="hero-token-shadow" />
        <circle r={r} className="hero-token-body" />
        <circle r={r * 0.32} cy={-r * 0.1} className="hero-token-eye" />
      </svg>
    </div>
  );
}
