import { useEffect, useMemo, useRef } from 'react';
import { axialDistance } from '../../engine';
import { formatCoordinates } from '../../games/lab/coordinates';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { pointerStore } from '../board/pointerStore';

/**
 * One <text> per tile. Coordinate labels render with React when the label system changes; the distance overlay
 * rewrites the text nodes and the tiles' data-distance directly on every hover change, without re-rendering.
 */
export function LabelLayer() {
  const { board, geometry, tileElement } = useBoardContext();
  const labels = useHexlab((s) => s.lab.labels);
  const distance = useHexlab((s) => s.lab.distance);
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const hexSize = useHexlab((s) => s.hexSize);
  const refs = useRef<(SVGTextElement | null)[]>([]);
  const texts = useMemo(() => {
    const out: string[] = new Array(board.size);
    for (let id = 0; id < board.size; id++) {
      out[id] = labels === 'none' ? '' : formatCoordinates({ orientation, parity }, { q: board.q[id], r: board.r[id] }, labels);
    }
    return out;
  }, [board, labels, orientation, parity]);

  useEffect(() => {
    if (!distance) return;
    const els = Array.from({ length: board.size }, (_, id) => tileElement(id));
    const draw = (hover: number) => {
      for (let id = 0; id < board.size; id++) {
        const t = refs.current[id];
        const el = els[id];
        if (hover < 0) {
          el?.removeAttribute('data-distance');
          if (t) {
            t.textContent = texts[id];
            t.classList.remove('distance-label');
          }
          continue;
        }
        const d = axialDistance({ q: board.q[id], r: board.r[id] }, { q: board.q[hover], r: board.r[hover] });
        el?.setAttribute('data-distance', String(d));
        if (t) {
          t.textContent = String(d);
          t.classList.add('distance-label');
        }
      }
    };
    draw(pointerStore.getState().hover);
    const unsub = pointerStore.subscribe((s, prev) => {
      if (s.hover !== prev.hover) draw(s.hover);
    });
    return () => {
      unsub();
      draw(-1);
    };
  }, [board, distance, texts, tileElement]);

  const longest = texts.reduce((m, t) => Math.max(m, t.length), 1);
  const fontSize = Math.max(4, Math.min(hexSize * 0.55, (hexSize * 1.5) / Math.max(3, longest) * 1.1));
  const nodes = [];
  for (let id = 0; id < board.size; id++) {
    nodes.push(
      <text
        key={id}
        ref={(el) => {
          refs.current[id] = el;
        }}
        x={geometry.cx[id]}
        y={geometry.cy[id]}
        fontSize={fontSize}
        className="tile-label lab-label"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {texts[id]}
      </text>,
    );
  }
  return <g aria-hidden="true">{nodes}</g>;
}
