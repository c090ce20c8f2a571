import { tileAxial } from '../../engine';
import { useHexlab } from '../../store';
import { usePointer } from '../board/usePointer';

const TEXT = {
  tile: 'Row, column',
  axial: 'Axial q, r',
  selected: 'Selected',
  none: '—',
  pair: (a: number, b: number) => `${a}, ${b}`,
} as const;

/**
 * The Lab's status line: the tile pointed at (or tapped, or under the keyboard cursor) and the selected one. Always
 * the same three figures, so its height never changes under the pointer (the board below would move).
 */
export function LabStatus() {
  const hover = usePointer((s) => s.hover);
  const cursor = usePointer((s) => s.cursor);
  const board = useHexlab((s) => s.board);
  const selected = useHexlab((s) => s.lab.selected);
  const id = hover >= 0 ? hover : cursor;
  const shown = id >= 0 && id < board.size ? id : -1;
  const h = shown >= 0 ? tileAxial(board, shown) : null;
  const picked = selected >= 0 && selected < board.size ? selected : -1;
  return (
    <div className="status-bar lab-status">
      <div className="stat">
        <span className="stat-label">{TEXT.tile}</span>
        <span className="stat-value" data-testid="status-tile">
          {shown >= 0 ? TEXT.pair(board.row[shown], board.col[shown]) : TEXT.none}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.axial}</span>
        <span className="stat-value">{h ? TEXT.pair(h.q, h.r) : TEXT.none}</span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.selected}</span>
        <span className="stat-value" data-testid="status-selected">
          {picked >= 0 ? TEXT.pair(board.row[picked], board.col[picked]) : TEXT.none}
        </span>
      </div>
    </div>
  );
}
