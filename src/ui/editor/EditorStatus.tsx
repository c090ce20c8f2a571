import { useHexlab } from '../../store';

const TEXT = {
  tool: 'Tool',
  paint: 'Paint with',
  size: 'Board',
  tools: { brush: 'Brush', fill: 'Fill', line: 'Line', ring: 'Ring', rect: 'Rectangle' },
  value: (v: number) => (v === -1 ? 'Void' : v === 0 ? 'Floor' : v === 1 ? 'Wall' : `Cost ${v}`),
  size_: (rows: number, cols: number) => `${rows} × ${cols}`,
} as const;

/** The editor's status line above the board: the tool, what it paints, and the board's size. */
export function EditorStatus() {
  const tool = useHexlab((s) => s.editor.tool);
  const value = useHexlab((s) => s.editor.value);
  const rows = useHexlab((s) => s.level.length);
  const cols = useHexlab((s) => s.level[0]?.length ?? 0);
  return (
    <div className="status-bar">
      <div className="stat">
        <span className="stat-label">{TEXT.tool}</span>
        <span className="stat-value">{TEXT.tools[tool]}</span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.paint}</span>
        <span className="stat-value">{TEXT.value(value)}</span>
      </div>
      <div className="stat">
        <span className="stat-label">{TEXT.size}</span>
        <span className="stat-value" data-testid="editor-size">
          {TEXT.size_(rows, cols)}
        </span>
      </div>
    </div>
  );
}
