import { useEffect, useMemo } from 'react';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { tileStateAt, traceFor, type TraceView } from './trace';

const STATE_NAMES = ['', 'closed', 'open'] as const;
/** Above this many tiles on show, per-tile numbers would be unreadable and slow: the colours and arrows stay. */
const MAX_LABELS = 2500;

/**
 * The path inspector on the board after `step` expansions: the frontier and the closed set (data-search written
 * on the polygons), an arrow from each reached tile towards its parent (one <path> for all), and each tile's
 * scores or expansion order as small text when the hexes are big enough to hold it. Scores and parents are the ones
 * the search held at that step, not its final ones.
 */
export function InspectorOverlay() {
  const { board, geometry, tiles, svg: boardSvg } = useBoardContext();
  const on = useHexlab((s) => s.hero.inspect);
  const from = useHexlab((s) => s.hero.from);
  const target = useHexlab((s) => s.hero.target);
  const algorithm = useHexlab((s) => s.hero.algorithm);
  const step = useHexlab((s) => s.hero.step);
  const labels = useHexlab((s) => s.hero.labels);
  const trace = on ? traceFor(board, from, target, algorithm) : null;
  const k = trace ? Math.min(step, trace.order.length) : 0;
  const scores = useMemo(() => trace?.scoresAt(k), [trace, k]);

  useEffect(() => {
    if (!trace) return;
    const marked: SVGPolygonElement[] = [];
    for (let id = 0; id < board.size; id++) {
      const st = tileStateAt(trace, id, k);
      if (!st) continue;
      const el = tiles.get(id);
      if (!el) continue;
      el.setAttribute('data-search', STATE_NAMES[st]);
      marked.push(el);
    }
    const current = k > 0 && k <= trace.order.length ? tiles.get(trace.order[k - 1]) : null;
    current?.setAttribute('data-expanding', '');
    return () => {
      for (const el of marked) el.removeAttribute('data-search');
      current?.removeAttribute('data-expanding');
    };
  }, [board, trace, k, tiles]);

  const size = geometry.layout.size.x;
  const shown: number[] = [];
  if (trace) for (let id = 0; id < board.size; id++) if (tileStateAt(trace, id, k)) shown.push(id);
  const showText = !!trace && labels !== 'none' && size >= 14 && shown.length <= MAX_LABELS;
  // While the scores show, the tiles' own cost labels step aside (hero.css): the scores carry the cost on top.
  useEffect(() => {
    const svg = boardSvg.current;
    if (!svg || !showText) return;
    svg.setAttribute('data-inspector-labels', '');
    return () => svg.removeAttribute('data-inspector-labels');
  }, [showText, boardSvg]);
  if (!trace || !scores) return null;
  return (
    <g className="inspector" aria-hidden="true">
      <path
        className="inspector-arrows"
        d={arrows(trace.start, scores.parent, shown, geometry.cx, geometry.cy, size)}
      />
      {showText && (
        <g className="inspector-labels">
          {shown.map((id) => (
            <ScoreLabel
              key={id}
              trace={trace}
              g={scores.g[id]}
              cost={board.cost[id]}
              id={id}
              x={geometry.cx[id]}
              y={geometry.cy[id]}
              size={size}
              labels={labels}
            />
          ))}
        </g>
      )}
    </g>
  );
}

/** Short arrows near each tile's edge, pointing at the tile it was reached from (as of the step shown). */
function arrows(
  start: number,
  parent: ArrayLike<number>,
  shown: number[],
  cx: ArrayLike<number>,
  cy: ArrayLike<number>,
  size: number,
): string {
  const parts: string[] = [];
  for (const id of shown) {
    const p = parent[id];
    if (p < 0 || id === start) continue;
    const dx = cx[p] - cx[id];
    const dy = cy[p] - cy[id];
    const len = Math.hypot(dx, dy) || 1;
    const ux = dx / len;
    const uy = dy / len;
    const x0 = cx[id] + ux * size * 0.5;
    const y0 = cy[id] + uy * size * 0.5;
    const x1 = cx[id] + ux * size * 0.95;
    const y1 = cy[id] + uy * size * 0.95;
    const hw = size * 0.14;
    parts.push(
      `M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}M${r(x1 - ux * hw - uy * hw)} ${r(y1 - uy * hw + ux * hw)}L${r(x1)} ${r(y1)}L${r(x1 - ux * hw + uy * hw)} ${r(y1 - uy * hw - ux * hw)}`,
    );
  }
  return parts.join('');
}

const r = (v: number) => Math.round(v * 10) / 10;

function ScoreLabel({
  trace,
  g,
  cost,
  id,
  x,
  y,
  size,
  labels,
}: {
  trace: TraceView;
  g: number;
  cost: number;
  id: number;
  x: number;
  y: number;
  size: number;
  labels: 'scores' | 'order' | 'none';
}) {
  if (labels === 'order') {
    const c = trace.closedAt[id];
    if (c < 0) return null;
    return (
      <text
        x={x}
        y={y}
        fontSize={size * 0.5}
        className="inspector-order"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {c + 1}
      </text>
    );
  }
  const h = trace.h[id];
  const main = trace.algorithm === 'greedy' ? h : trace.algorithm === 'astar' ? g + h : g;
  const sub = trace.algorithm === 'astar' ? `g${g} h${h}` : trace.algorithm === 'greedy' ? 'h' : 'g';
  // Three rows, none over another: the tile's cost on top (the tile's own cost label steps aside while these show,
  // hero.css), the score in the middle, what it is below.
  return (
    <>
      {cost > 1 && (
        <text
          x={x}
          y={y - size * 0.52}
          fontSize={size * 0.3}
          className="inspector-cost"
          textAnchor="middle"
          dominantBaseline="central"
        >
          {`×${cost}`}
        </text>
      )}
      <text
        x={x}
        y={y - size * 0.04}
        fontSize={size * 0.44}
        className="inspector-main"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {main}
      </text>
      <text
        x={x}
        y={y + size * 0.46}
        fontSize={size * 0.32}
        className="inspector-sub"
        textAnchor="middle"
        dominantBaseline="central"
      >
        {sub}
      </text>
    </>
  );
}
