import { useState } from 'react';
import { useHexlab } from '../../store';
import { EDITOR_PRESETS } from '../../store/slices/editorSlice';
import type { ResizeAnchor } from '../../games/editor';
import type { ShapeName } from '../../engine';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { useT } from '../i18n';

const ANCHORS: readonly ResizeAnchor[] = ['center', 'top-left'];

/** Whole-board changes: presets, resizing with the content kept in place, turning, mirroring, clearing. */
export function EditorTransforms() {
  const rows = useHexlab((s) => s.board.level.length);
  const cols = useHexlab((s) => s.board.level[0]?.length ?? 0);
  const a = useHexlab.getState();
  // The preset offered is the board's own shape (a 16 x 16 rectangle offers Rectangle) until the user picks another.
  const shape = useHexlab((s) => s.shape);
  const [picked, setPicked] = useState<{ on: string; preset: ShapeName } | null>(null);
  const preset = picked?.on === shape ? picked.preset : presetFor(shape);
  const setPreset = (next: ShapeName) => setPicked({ on: shape, preset: next });
  const [height, setHeight] = useState<number | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const [anchor, setAnchor] = useState<ResizeAnchor>('center');
  const t = useT('editor').shape;
  return (
    <section className="panel-section" aria-labelledby="editor-shape-heading">
      <h2 id="editor-shape-heading">{t.heading}</h2>
      <div className="editor-inline">
        <SelectField<ShapeName>
          label={t.startFrom}
          value={preset}
          options={EDITOR_PRESETS.map((value) => ({ value, label: t.presets[value] }))}
          onChange={setPreset}
        />
        <button type="button" onClick={() => a.editorPreset(preset)}>
          {t.apply}
        </button>
      </div>
      <div className="button-row editor-transforms" role="group" aria-label={t.transforms}>
        <button type="button" onClick={() => a.editorRotate(-1)}>
          {t.rotateLeft}
        </button>
        <button type="button" onClick={() => a.editorRotate(1)}>
          {t.rotateRight}
        </button>
        <button type="button" onClick={() => a.editorMirror('left-right')}>
          {t.mirrorLeftRight}
        </button>
        <button type="button" onClick={() => a.editorMirror('top-bottom')}>
          {t.mirrorTopBottom}
        </button>
        <button type="button" onClick={a.editorTranspose}>
          {t.transpose}
        </button>
        <button type="button" onClick={a.editorInvert}>
          {t.invert}
        </button>
        <button type="button" onClick={a.editorClear}>
          {t.clear}
        </button>
      </div>
      <div className="field-grid editor-resize">
        <NumberField label={t.height} value={height ?? rows} limit={LIMITS.side} onCommit={setHeight} />
        <NumberField label={t.width} value={width ?? cols} limit={LIMITS.side} onCommit={setWidth} />
        <SelectField<ResizeAnchor>
          label={t.keepAt}
          value={anchor}
          options={ANCHORS.map((value) => ({ value, label: t.anchors[value] }))}
          onChange={setAnchor}
        />
        <button
          type="button"
          className="editor-resize-button"
          onClick={() => {
            a.editorResize(height ?? rows, width ?? cols, anchor);
            setHeight(null);
            setWidth(null);
          }}
        >
          {t.resize}
        </button>
      </div>
    </section>
  );
}

/** The preset a board's shape name stands for; the tutorial's hexagon and hand-made boards offer the first one. */
function presetFor(shape: string): ShapeName {
  return EDITOR_PRESETS.find((p) => p === shape) ?? EDITOR_PRESETS[0];
}
