import { useEffect, useRef } from 'react';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { pointerStore } from '../board/pointerStore';
import { citeLetter } from '../../games/deduction';
import { citationsOf } from '../../games/minesweeper/solver';

/**
 * Outlines the tiles a hint's proof record cites and reasons over, rings the hinted tile ("the highlighted tile" of its
 * sentence) and puts the letters A and B on the numbers it cites, which its sentence names in that order ("the 2 marked
 * A"), at each number's upper right corner.
 */
export function HintOverlay() {
  const { geometry, board } = useBoardContext();
  const hint = useHexlab((s) => s.minesweeper.hint);
  if (!hint) return null;
  const cited = citationsOf(hint);
  const size = geometry.layout.size;
  const r = Math.min(size.x, size.y) * 0.36;
  return (
    <g data-testid="hint-uses">
      {[...cited.cites, ...cited.over]
        .filter((id) => id < board.size)
        .map((id) => (
          <polygon key={id} points={geometry.points[id]} className="mark hint-use" />
        ))}
      <polygon
        points={geometry.points[hint.tile]}
        className={`mark hint-${hint.kind}`}
        data-testid="hint-tile"
        data-tile={hint.tile}
      />
      {cited.cites
        .filter((id) => id < board.size)
        .map((id) => {
          const letter = citeLetter(cited, id);
          const x = geometry.cx[id] + size.x * 0.55;
          const y = geometry.cy[id] - size.y * 0.55;
          return (
            <g key={letter} className="hint-letter" data-testid="hint-number" data-letter={letter} data-tile={id}>
              <circle cx={x} cy={y} r={r} />
              <text x={x} y={y} fontSize={r * 1.4} dominantBaseline="central" textAnchor="middle">
                {letter}
              </text>
            </g>
          );
        })}
    </g>
  );
}

/** The long-press progress ring, drawn straight from pointerStore so pressing re-renders nothing. */
export function PressRing() {
  const { geometry } = useBoardContext();
  const ref = useRef<SVGCircleElement>(null);
  useEffect(() => {
    const draw = (press: { tile: number; progress: number } | null) => {
      const el = ref.current;
      if (!el) return;
      if (!press || press.tile >= geometry.cx.length) return el.setAttribute('visibility', 'hidden');
      const r = geometry.layout.size.x * 0.7;
      const c = 2 * Math.PI * r;
      el.setAttribute('visibility', 'visible');
      el.setAttribute('cx', String(geometry.cx[press.tile]));
      el.setAttribute('cy', String(geometry.cy[press.tile]));
      el.setAttribute('r', String(r));
      el.setAttribute('stroke-dasharray', `${c * press.progress} ${c}`);
    };
    return pointerStore.subscribe((s, prev) => {
      if (s.press !== prev.press) draw(s.press);
    });
  }, [geometry]);
  return <circle ref={ref} className="press-ring" visibility="hidden" data-testid="press-ring" />;
}

/** After an avoidable loss, rings the tiles that were provably safe: the ones the end card's analysis speaks of. */
export function LossMarks() {
  const { geometry, board } = useBoardContext();
  const safe = useHexlab((s) => s.minesweeper.loss?.safeTiles);
  if (!safe?.length) return null;
  return (
    <g data-testid="loss-tiles">
      {safe
        .filter((id) => id < board.size)
        .map((id) => (
          <polygon
            key={id}
            points={geometry.points[id]}
            className="mark loss-safe"
            data-testid="loss-tile"
            data-tile={id}
          />
        ))}
    </g>
  );
}

/** The gradient that raises hidden tiles (minesweeper.css): one for the board, each tile its own bounding box. */
export function RaisedTiles() {
  return (
    <defs>
      <linearGradient id="ms-raised" x1="0" y1="0" x2="0.25" y2="1">
        <stop offset="0" className="ms-raised-hi" />
        <stop offset="0.5" className="ms-raised-mid" />
        <stop offset="1" className="ms-raised-lo" />
      </linearGradient>
    </defs>
  );
}
