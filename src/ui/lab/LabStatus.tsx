import { tileAxial } from '../../engine';
import { useHexlab } from '../../store';
import { usePointer } from '../board/usePointer';
import { useT } from '../i18n';

const NONE = '—';
const pair = (a: number, b: number) => `${a}, ${b}`;

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
  const TEXT = useT('lab').status;
  return (
    <div className="status-bar lab-status">
      <div className="stat">
        <span className="stat-label">{TEXT.tile}</span>
        <span className="stat-value" data-testid="status-tile">
          {shown >= 0 ? pair(board.row[shown], board.col[shown]) : NONE}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.axial}</span>
        <span className="stat-value">{h ? pair(h.q, h.r) : NONE}</span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.selected}</span>
        <span className="stat-value" data-testid="status-selected">
          {picked >= 0 ? pair(board.row[picked], board.col[picked]) : NONE}
        </span>
      </div>
    </div>
  );
}
