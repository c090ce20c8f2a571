import { useState } from 'react';
import { useHexlab } from '../../store';
import { EDITOR_PRESETS } from '../../store/editorSlice';
import type { ResizeAnchor } from '../../games/editor';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';

const ANCHORS = [
  { value: 'center', label: 'Centre' },
  { value: 'top-left', label: 'Top-left corner' },
] as const;

/** Whole-board changes: presets, resizing with the content kept in place, turning, mirroring, clearing. */
export function EditorTransforms() {
  const rows = useHexlab((s) => s.level.length);
  const cols = useHexlab((s) => s.level[0]?.length ?? 0);
  const a = useHexlab.getState();
  const [preset, setPreset] = useState<string>(EDITOR_PRESETS[0].id);
  const [height, setHeight] = useState<number | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [anchor, setAnchor] = useState<ResizeAnchor>('center');
  return (
    <section className="panel-section" aria-labelledby="editor-shape-heading">
      <h2 id="editor-shape-heading">Shape</h2>
      <div className="editor-inline">
        <SelectField label="Start from" value={preset} options={EDITOR_PRESETS.map((p) => ({ value: p.id, label: p.label }))} onChange={setPreset} />
        <button type="button" onClick={() => a.edPreset(preset)}>
          Apply preset
        </button>
      </div>
      <div className="button-row editor-transforms" role="group" aria-label="Turn and mirror">
        <button type="button" onClick={() => a.edRotate(-1)}>Rotate 60° left</button>
        <button type="button" onClick={() => a.edRotate(1)}>Rotate 60° right</button>
        <button type="button" onClick={() => a.edMirror('left-right')}>Mirror left–right</button>
        <button type="button" onClick={() => a.edMirror('top-bottom')}>Mirror top–bottom</button>
        <button type="button" onClick={a.edTranspose}>Transpose</button>
        <button type="button" onClick={a.edInvert}>Invert</button>
        <button type="button" onClick={a.edClear}>Clear</button>
      </div>
      <div className="field-grid editor-resize">
        <NumberField label="Height" value={height ?? rows} limit={LIMITS.side} onCommit={setHeight} />
        <NumberField label="Width" value={width ?? cols} limit={LIMITS.side} onCommit={setWidth} />
        <SelectField<ResizeAnchor> label="Keep content at" value={anchor} options={ANCHORS} onChange={setAnchor} />
        <button
          type="button"
          className="editor-resize-button"
          onClick={() => {
            a.edResize(height ?? rows, width ?? cols, anchor);
            setHeight(null);
            setWidth(null);
          }}
        >
          Resize
        </button>
      </div>
    </section>
  );
}
