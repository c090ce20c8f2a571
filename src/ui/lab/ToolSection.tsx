import { useMemo } from 'react';
import { axialToOffset, KIND_WALL } from '../../engine';
import { useHexlab } from '../../store';
import type { LabTool } from '../../store/slices/labSlice';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { useLabView } from './labView';
import { TopicDetails } from './TopicView';
import { useFormat, useT } from '../i18n';
import { useBoardLayout } from '../board/boardLayout';

const TOOLS: readonly LabTool[] = ['none', 'line', 'range', 'ring', 'spiral', 'rotate', 'reflect', 'intersect', 'fov'];
const HAS_RADIUS: LabTool[] = ['range', 'ring', 'spiral', 'rotate', 'reflect', 'intersect'];

/** The tool picker, a line of explanation per tool, its settings, the selected tile and what the tool found. */
export function ToolSection() {
  const tool = useHexlab((s) => s.lab.tool);
  const radius = useHexlab((s) => s.lab.radius);
  const steps = useHexlab((s) => s.lab.steps);
  const selected = useHexlab((s) => s.lab.selected);
  const centres = useHexlab((s) => s.lab.centres);
  const board = useHexlab((s) => s.board);
  const { orientation, parity } = useBoardLayout();
  const labSet = useHexlab((s) => s.labSet);
  const counts = useLabView((s) => s.toolCounts);
  const t = useT('lab');
  const WORDS = t.tools;
  const f = useFormat();
  const walls = useMemo(() => board.kind.reduce((n, k) => n + (k === KIND_WALL ? 1 : 0), 0), [board]);
  const sel =
    selected >= 0 && selected < board.size
      ? axialToOffset({ orientation, parity }, { q: board.q[selected], r: board.r[selected] })
      : null;
  return (
    <section className="panel-section" aria-labelledby="tools-heading">
      <h2 id="tools-heading">{WORDS.heading}</h2>
      <div className="field-grid">
        <SelectField
          label={WORDS.tool}
          value={tool}
          options={TOOLS.map((value) => ({ value, label: WORDS.names[value] }))}
          onChange={(v) => useHexlab.getState().labTool(v)}
        />
        {HAS_RADIUS.includes(tool) && (
          <NumberField
            label={WORDS.radius}
            value={radius}
            limit={LIMITS.labRadius}
            onCommit={(v) => labSet({ radius: v })}
          />
        )}
        {tool === 'rotate' && (
          <NumberField label={WORDS.turns} value={steps} limit={LIMITS.turns} onCommit={(v) => labSet({ steps: v })} />
        )}
        {tool === 'reflect' && (
          <SelectField
            label={WORDS.axis}
            value={String(((steps % 3) + 3) % 3)}
            options={WORDS.axes.map((label, i) => ({ value: String(i), label }))}
            onChange={(v) => labSet({ steps: Number(v) })}
          />
        )}
      </div>
      <p className="lab-help" data-testid="tool-help">
        {WORDS.help[tool]}
      </p>
      {tool !== 'none' && <TopicDetails topic={t.topics.tools[tool]} title={WORDS.formulaTitle} open />}
      {tool === 'intersect' && (
        <p className="lab-selected" data-testid="centres-info">
          {centres.length === 0 ? (
            <span className="muted">{WORDS.centresNone}</span>
          ) : (
            <>
              {WORDS.centres(centres.filter((c) => c < board.size).map((c) => `(${board.row[c]}, ${board.col[c]})`))}{' '}
              <button type="button" className="link" onClick={() => labSet({ centres: [] })}>
                {WORDS.clearCentres}
              </button>
            </>
          )}
        </p>
      )}
      {tool !== 'intersect' && (
        <p className="lab-selected" data-testid="selected-info">
          {sel ? (
            <>
              {WORDS.selected(sel.row, sel.col)}{' '}
              <button type="button" className="link" onClick={() => labSet({ selected: -1 })}>
                {WORDS.clear}
              </button>
            </>
          ) : (
            <span className="muted">{WORDS.noSelection}</span>
          )}
        </p>
      )}
      {tool === 'fov' && (
        <div className="lab-walls">
          <label className="check">
            <input
              type="checkbox"
              checked={walls > 0}
              onChange={(e) => useHexlab.getState().labWalls(e.target.checked)}
            />
            {WORDS.wallsSwitch}
          </label>
          <p className="muted">
            {WORDS.walls(walls, f)} {WORDS.orEditor}
          </p>
        </div>
      )}
      <p className="lab-summary" role="status" data-testid="tool-summary">
        {counts ? WORDS.summary(counts, f) : ''}
      </p>
    </section>
  );
}
