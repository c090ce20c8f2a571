import { useHexlab } from '../../store';
import type { EditorTool } from '../../store/slices/editorSlice';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { useT } from '../i18n';

const TOOLS: readonly EditorTool[] = ['brush', 'fill', 'line', 'ring', 'rect'];
const COSTS = [2, 3, 4, 5, 6, 7, 8, 9];

/** The drawing tools, what they paint, and undo/redo. */
export function EditorTools() {
  const tool = useHexlab((s) => s.editor.tool);
  const value = useHexlab((s) => s.editor.value);
  const radius = useHexlab((s) => s.editor.radius);
  const anchor = useHexlab((s) => s.editor.anchor !== null);
  const canUndo = useHexlab((s) => s.editor.history.past.length > 0);
  const canRedo = useHexlab((s) => s.editor.history.future.length > 0);
  const a = useHexlab.getState();
  const t = useT('editor').tools;
  const values = [
    { value: '1', label: t.values.wall },
    { value: '0', label: t.values.floor },
    { value: '-1', label: t.values.void },
    ...COSTS.map((c) => ({ value: String(c), label: t.values.cost(c) })),
  ];
  return (
    <section className="panel-section" aria-labelledby="editor-tools-heading">
      <h2 id="editor-tools-heading">{t.heading}</h2>
      <div className="button-row" role="group" aria-label={t.group}>
        {TOOLS.map((id) => (
          <button key={id} type="button" aria-pressed={tool === id} onClick={() => a.editorSet({ tool: id })}>
            {t.names[id]}
          </button>
        ))}
      </div>
      <p className="field-hint editor-hint">
        {t.hints[tool]} {anchor ? t.anchorSet : t.pan}
      </p>
      <div className="field-grid">
        <SelectField
          label={t.paint}
          value={String(value)}
          options={values}
          onChange={(v) => a.editorSet({ value: Number(v) })}
        />
        <NumberField
          label={t.radius}
          value={radius}
          limit={LIMITS.brushRadius}
          onCommit={(r) => a.editorSet({ radius: r })}
        />
      </div>
      <div className="button-row editor-undo">
        <button type="button" onClick={a.editorUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          {t.undo}
        </button>
        <button type="button" onClick={a.editorRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
          {t.redo}
        </button>
      </div>
    </section>
  );
}
