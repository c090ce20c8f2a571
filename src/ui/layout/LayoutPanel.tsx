import { useMemo } from 'react';
import { useHexlab } from '../../store';
import { SHAPES } from '../../store/shapes';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { wrapProblem, type Wrap } from '../../engine';

const ORIENTATIONS = [
  { value: 'pointy', label: 'Horizontal' },
  { value: 'flat', label: 'Vertical' },
] as const;
const PARITIES = [
  { value: 'odd', label: 'Odd' },
  { value: 'even', label: 'Even' },
] as const;

const WRAP_OPTIONS: readonly { value: Wrap; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'x', label: 'Left-right' },
  { value: 'xy', label: 'Both ways' },
  { value: 'hex', label: 'Mirror centres' },
];

/** Orientation, offset, hex size, rows, columns and shape: every change redraws at once and keeps the board. */
export function LayoutPanel() {
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const hexSize = useHexlab((s) => s.hexSize);
  const rows = useHexlab((s) => s.level.length);
  const cols = useHexlab((s) => s.level[0]?.length ?? 0);
  const shape = useHexlab((s) => s.shape);
  const wrap = useHexlab((s) => s.wrap);
  // Mirror centres wrap only a hexagon: offered when the board is one (or already wraps that way).
  const level = useHexlab((s) => s.level);
  const hexagon = useMemo(() => wrap === 'hex' || !wrapProblem(level, { orientation, parity }, 'hex'), [wrap, level, orientation, parity]);
  const a = useHexlab.getState();
  return (
    <section className="panel-section" aria-labelledby="layout-heading">
      <h2 id="layout-heading">Board</h2>
      <div className="field-grid">
        <SelectField label="Orientation" value={orientation} options={ORIENTATIONS} onChange={a.setOrientation} />
        <SelectField label="Offset" value={parity} options={PARITIES} onChange={a.setParity} />
        <NumberField label="Rows" value={rows} limit={LIMITS.side} onCommit={(r) => a.setBoardSize(r, cols)} />
        <NumberField label="Columns" value={cols} limit={LIMITS.side} onCommit={(c) => a.setBoardSize(rows, c)} />
        <NumberField label="Hex size" value={hexSize} limit={LIMITS.hexSize} onCommit={a.setHexSize} />
        <SelectField
          label="Shape"
          value={shape}
          options={[...SHAPES.map((s) => ({ value: s.id, label: s.label })), ...(shape === 'custom' ? [{ value: 'custom', label: 'Custom' }] : [])]}
          onChange={a.applyShape}
        />
        <SelectField label="Wraparound" value={wrap} options={hexagon ? WRAP_OPTIONS : WRAP_OPTIONS.slice(0, 3)} onChange={a.setWrap} />
      </div>
    </section>
  );
}
