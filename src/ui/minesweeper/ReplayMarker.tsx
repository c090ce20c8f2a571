import { useHexlab } from '../../store';
import { useBoardContext } from '../board/BoardContext';

/** While a replay is watched, a small marker on the tile of the move just shown: a ring for a left click, a dot for a flag. */
export function ReplayMarker() {
  const { geometry, board } = useBoardContext();
  const action = useHexlab((s) =>
    s.minesweeper.replay && s.minesweeper.replay.step > 0
      ? s.minesweeper.replay.data.actions[s.minesweeper.replay.step - 1]
      : null,
  );
  if (!action || action.kind === 'undo' || action.tile < 0 || action.tile >= board.size) return null;
  const r = geometry.layout.size.x * 0.42;
  return (
    <circle
      data-testid="replay-click"
      data-kind={action.kind}
      data-tile-row={board.row[action.tile]}
      data-tile-col={board.col[action.tile]}
      className={`replay-click replay-${action.kind}`}
      cx={geometry.cx[action.tile]}
      cy={geometry.cy[action.tile]}
      r={action.kind === 'flag' ? r * 0.45 : r}
    />
  );
}
