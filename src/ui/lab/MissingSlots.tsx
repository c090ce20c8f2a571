import { axialToPixel, interlacedToAxial, cornerOffset } from '../../engine';
import type { FourKindsView } from '../../games/lab/fourKinds';
import { useBoardContext } from '../board/BoardContext';

/** The storage slots an odd count leaves empty, drawn as dashed ghosts where they would be, labelled as the article does. */
export function MissingSlots({ view }: { view: FourKindsView }) {
  const { geometry } = useBoardContext();
  const { layout } = geometry;
  const corners = Array.from({ length: 6 }, (_, i) => cornerOffset(layout, i));
  const size = layout.size.x;
  return (
    <g className="missing-slots" data-testid="missing-slots" aria-hidden="true">
      {view.missing.map((m) => {
        const c = axialToPixel(layout, interlacedToAxial(layout.orientation, m));
        return (
          <g key={`${m.pair},${m.half}`} data-missing={`${m.pair},${m.half}`}>
            <polygon points={corners.map((o) => `${c.x + o.x},${c.y + o.y}`).join(' ')} className="mark mark-missing" />
            <text
              x={c.x}
              y={c.y}
              fontSize={size * 0.36}
              textAnchor="middle"
              dominantBaseline="central"
              className="missing-label"
            >
              {m.pair},{m.half}
            </text>
          </g>
        );
      })}
    </g>
  );
}
