import { useHexlab } from '../../store';
import type { EditorTool } from '../../store/editorSlice';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';

const TOOLS: readonly { id: EditorTool; label: string; hint: string }[] = [
  { id: 'brush', label: 'Brush', hint: 'Click or drag to paint.' },
  { id: 'fill', label: 'Fill', hint: 'Click a tile to fill its connected area.' },
  { id: 'line', label: 'Line', hint: 'Drag from one end to the other.' },
  { id: 'ring', label: 'Ring', hint: 'Drag from the centre out to the radius.' },
  { id: 'rect', label: 'Rectangle', hint: 'Drag from corner to corner.' },
];

const VALUES = [
  { value: '1', label: 'Wall' },
  { value: '0', label: 'Floor' },
  { value: '-1', label: 'Void (no tile)' },
  ...[2, 3, 4, 5, 6, 7, 8, 9].map((c) => ({ value: String(c), label: `Floor, cost ${c}` })),
];

/** The drawing tools, what they paint, and undo/redo. */
export function EditorTools() {
  const tool = useHexlab((s) => s.editor.tool);
  const value = useHexlab((s) => s.editor.value);
  const radius = useHexlab((s) => s.editor.radius);
  const anchor = useHexlab((s) => s.editor.anchor !== null);
  const canUndo = useHexlab((s) => s.editor.history.past.length > 0);
  const canRedo = useHexlab((s) => s.editor.history.future.length > 0);
  const a = useHexlab.getState();
  const hint = TOOLS.find((t) => t.id === tool)?.hint;
  return (
    <section className="panel-section" aria-labelledby="editor-tools-heading">
      <h2 id="editor-tools-heading">Draw</h2>
      <div className="button-row" role="group" aria-label="Tool">
        {TOOLS.map((t) => (
          <button key={t.id} type="button" aria-pressed={tool === t.id} onClick={() => a.edSet({ tool: t.id })}>
            {t.label}
          </button>
        ))}
      </div>
      <p className="field-hint editor-hint">
        {hint} {anchor ? 'First corner set: press Enter on the second.' : 'Shift+drag pans.'}
      </p>
      <div className="field-grid">
        <SelectField label="Paint with" value={String(value)} options={VALUES} onChange={(v) => a.edSet({ value: Number(v) })} />
        <NumberField label="Brush radius" value={radius} limit={LIMITS.brushRadius} onCommit={(r) => a.edSet({ radius: r })} />
      </div>
      <div className="button-row editor-undo">
        <button type="button" onClick={a.edUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={a.edRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
          Redo
        </button>
      </div>
    </section>
  );
}
