import { useMemo } from 'react';
import { useHexlab } from '../../store';
import { SHAPES } from '../../store/shapes';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { wrapProblem, WRAPS } from '../../engine/wrap';
import { useT } from '../i18n';
import { useBoardLayout } from '../board/boardLayout';
import { modeDefinition } from '../modes';

/** Orientation, offset, hex size, rows, columns and shape: every change redraws at once and keeps the board. */
export function LayoutPanel() {
  const { orientation, parity } = useBoardLayout();
  const hexSize = useHexlab((s) => s.hexSize);
  const rows = useHexlab((s) => s.board.level.length);
  const cols = useHexlab((s) => s.board.level[0]?.length ?? 0);
  const shape = useHexlab((s) => s.shape);
  const wrap = useHexlab((s) => s.board.wrap);
  // Mirror centres wrap only a hexagon: offered when the board is one (or already wraps that way).
  const level = useHexlab((s) => s.board.level);
  const hexagon = useMemo(
    () => wrap === 'hex' || !wrapProblem(level, { orientation, parity }, 'hex'),
    [wrap, level, orientation, parity],
  );
  // A board drawn from its mode's own state (its definition says): only its layout is the player's to choose.
  const ownBoard = useHexlab((s) => modeDefinition(s.mode).ownBoard ?? false);
  const a = useHexlab.getState();
  const t = useT('shell').layout;
  const orientations = [
    { value: 'pointy', label: t.horizontal },
    { value: 'flat', label: t.vertical },
  ] as const;
  const parities = [
    { value: 'odd', label: t.odd },
    { value: 'even', label: t.even },
  ] as const;
  return (
    <section className="panel-section" aria-labelledby="layout-heading">
      <h2 id="layout-heading">{t.heading}</h2>
      <div className="field-grid">
        <SelectField label={t.orientation} value={orientation} options={orientations} onChange={a.setOrientation} />
        <SelectField label={t.offset} value={parity} options={parities} onChange={a.setParity} />
        {!ownBoard && (
          <>
            <NumberField label={t.rows} value={rows} limit={LIMITS.side} onCommit={(r) => a.setBoardSize(r, cols)} />
            <NumberField label={t.columns} value={cols} limit={LIMITS.side} onCommit={(c) => a.setBoardSize(rows, c)} />
          </>
        )}
        <NumberField label={t.hexSize} value={hexSize} limit={LIMITS.hexSize} onCommit={a.setHexSize} />
        {!ownBoard && (
          <>
            <SelectField
              label={t.shape}
              value={shape}
              options={[
                ...SHAPES.map((s) => ({ value: s, label: t.shapes[s] })),
                ...(shape === 'custom' ? [{ value: 'custom', label: t.custom }] : []),
              ]}
              onChange={a.applyShape}
            />
            <SelectField
              label={t.wraparound}
              value={wrap}
              options={WRAPS.filter((w) => w !== 'hex' || hexagon).map((w) => ({ value: w, label: t.wraps[w] }))}
              onChange={a.setWrap}
            />
          </>
        )}
      </div>
    </section>
  );
}
