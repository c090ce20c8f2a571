import { useHexlab } from '../../store';
import { dailyStart } from '../../store/dailyRuns';
import { useBoardContext } from '../board/BoardContext';

/** The daily's start tile, ringed until the first click: it opens an area, and from there no guess is needed. */
export function DailyStart() {
  const { geometry, board } = useBoardContext();
  const tile = useHexlab((s) => dailyStart(s.minesweeper));
  if (tile < 0 || tile >= board.size) return null;
  const r = geometry.layout.size.x * 0.62;
  return (
    <g
      className="daily-start"
      data-testid="daily-start"
      data-row={board.row[tile]}
      data-col={board.col[tile]}
      aria-hidden="true"
    >
      <circle cx={geometry.cx[tile]} cy={geometry.cy[tile]} r={r} />
      <circle cx={geometry.cx[tile]} cy={geometry.cy[tile]} r={r * 0.35} className="daily-start-dot" />
    </g>
  );
}
