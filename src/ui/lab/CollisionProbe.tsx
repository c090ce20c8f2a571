/*
 * The hero's collision test drawn at the pointer: its box and the points Hero mode tests (the centre and four
 * corners, as in the axial tutorial, plus points along long edges), each marked free or blocked by the tile under it.
 */
import { KIND_FLOOR } from '../../engine';
import { bodyPoints, defaultBody, tileAtPixel } from '../../games/hero';
import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';
import { usePointer } from '../board/usePointer';

export function CollisionProbe() {
  const on = useHexlab((s) => s.lab.probe);
  const point = usePointer((s) => (on ? s.point : null));
  const { board, geometry } = useBoardContext();
  if (!on || !point) return null;
  const { layout } = geometry;
  const body = defaultBody(layout);
  const tested = bodyPoints(layout, body, point.x, point.y).map((p) => {
    const id = tileAtPixel(board, layout, p);
    return { ...p, free: id >= 0 && board.kind[id] === KIND_FLOOR };
  });
  const fits = tested.every((p) => p.free);
  const r = Math.min(layout.size.x, layout.size.y) * 0.06;
  return (
    <g
      data-testid="collision-probe"
      data-fits={fits ? 'yes' : 'no'}
      data-points={tested.length}
      className="collision-probe"
    >
      <rect
        x={point.x - body.width / 2}
        y={point.y - body.height / 2}
        width={body.width}
        height={body.height}
        className={fits ? 'probe-box' : 'probe-box blocked'}
      />
      {tested.map((p, i) => (
        <circle
          key={i}
          cx={p.x}
          cy={p.y}
          r={r}
          data-free={p.free ? 'yes' : 'no'}
          className={p.free ? 'probe-point' : 'probe-point blocked'}
        />
      ))}
    </g>
  );
}
