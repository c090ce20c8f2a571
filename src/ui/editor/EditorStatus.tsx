import { useHexlab } from '../../store';
import { useT } from '../i18n';

const size = (rows: number, cols: number) => `${rows} × ${cols}`;

/** The editor's status line above the board: the tool, what it paints, and the board's size. */
export function EditorStatus() {
  const tool = useHexlab((s) => s.editor.tool);
  const value = useHexlab((s) => s.editor.value);
  const rows = useHexlab((s) => s.board.level.length);
  const cols = useHexlab((s) => s.board.level[0]?.length ?? 0);
  const t = useT('editor');
  const TEXT = t.status;
  return (
    <div className="status-bar">
      <div className="stat">
        <span className="stat-label">{TEXT.tool}</span>
        <span className="stat-value">{t.tools.names[tool]}</span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.paint}</span>
        <span className="stat-value">{TEXT.value(value)}</span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.size}</span>
        <span className="stat-value" data-testid="editor-size">
          {size(rows, cols)}
        </span>
      </div>
    </div>
  );
}
