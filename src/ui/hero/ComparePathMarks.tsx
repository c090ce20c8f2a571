import { useStore } from 'zustand';
import { useBoardContext } from '../board/BoardContext';
import { comparePathStore } from './comparePath';
import { useStepMarks } from './useStepMarks';

/**
 * The path of the comparison row picked (or previewed) in the table: its tiles carry data-compare-path (step index)
 * and a line joins their centres, beside the hero's own route. Drawn only on the board the row was measured on.
 */
export function ComparePathMarks() {
  const { board, geometry, tiles } = useBoardContext();
  const picked = useStore(comparePathStore, (s) => s.picked);
  const previewed = useStore(comparePathStore, (s) => s.previewed);
  const shown = previewed ?? picked;
  const path = shown && shown.board === board ? shown.path : null;

  useStepMarks(path, tiles, 'data-compare-path');

  if (!shown || !path || path.length < 2) return null;
  const points = path.map((id) => `${geometry.cx[id]},${geometry.cy[id]}`).join(' ');
  return (
    <g
      className="compare-path"
      aria-hidden="true"
      data-testid="compare-path"
      data-algorithm={shown.algorithm}
      data-steps={path.length - 1}
    >
      <polyline points={points} className="compare-path-line" />
    </g>
  );
}
