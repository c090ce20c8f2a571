import { useMemo } from 'react';
import { axialToOffset, KIND_WALL } from '../../engine';
import { TOOL_TOPICS } from '../../games/lab/explain';
import { sampleWalls } from '../../games/lab/walls';
import { useHexlab } from '../../store';
import type { LabTool } from '../../store/labSlice';
import { NumberField, SelectField } from '../shell/Field';
import { LIMITS } from '../../games/limits';
import { useLabView } from './labView';
import { TopicDetails } from './TopicView';

const TOOLS: { value: LabTool; label: string; help: string }[] = [
  { value: 'none', label: 'None', help: 'Pick a tool to run one of the engine’s algorithms on the board.' },
  { value: 'line', label: 'Line', help: 'The hex line from the selected tile to the one under the pointer: distance + 1 tiles, each the rounded point along the way.' },
  { value: 'range', label: 'Range N', help: 'Every tile within N steps of the selected tile: 3N(N+1)+1 tiles where the board is open.' },
  { value: 'ring', label: 'Ring N', help: 'The tiles exactly N steps from the selected tile: 6N of them where the board is open.' },
  { value: 'spiral', label: 'Spiral', help: 'Rings 0 to N walked in order; the small number is each tile’s place in the walk.' },
  { value: 'rotate', label: 'Rotate', help: 'The ring of radius N around the selected tile (dashed, the source) turned by 60° steps about the tile under the pointer (filled, the result).' },
  { value: 'reflect', label: 'Reflect', help: 'The ring of radius N around the selected tile (dashed, the source) mirrored across the q, r or s axis through the tile under the pointer (filled, the result).' },
  { value: 'intersect', label: 'Intersecting ranges', help: 'Click two or three tiles to be centres: the tiles within N steps of every centre are filled, those in only some of the ranges shaded lightly. Until two are picked, the tile under the pointer is the next centre.' },
  { value: 'fov', label: 'Field of view', help: 'What the selected tile can see: a tile is hidden (shaded) when a wall (outlined red) or a gap lies on the hex line to it.' },
];
const AXES = [
  { value: '0', label: 'q (keeps q)' },
  { value: '1', label: 'r (keeps r)' },
  { value: '2', label: 's (keeps s)' },
];
const FORMULA_TITLE = 'Formula and why';
const CENTRE_WORDS = {
  none: 'No centres picked: click a tile (or Enter on the cursor) to add one.',
  picked: (cells: string[]) => `Centres (row, column): ${cells.join(', ')}.`,
  clear: 'Clear centres',
};
const HAS_RADIUS: LabTool[] = ['range', 'ring', 'spiral', 'rotate', 'reflect', 'intersect'];

/** The tool picker, a line of explanation per tool, its settings, the selected tile and what the tool found. */
export function ToolSection() {
  const tool = useHexlab((s) => s.lab.tool);
  const radius = useHexlab((s) => s.lab.radius);
  const steps = useHexlab((s) => s.lab.steps);
  const selected = useHexlab((s) => s.lab.selected);
  const centres = useHexlab((s) => s.lab.centres);
  const board = useHexlab((s) => s.board);
  const orientation = useHexlab((s) => s.orientation);
  const parity = useHexlab((s) => s.parity);
  const labSet = useHexlab((s) => s.labSet);
  const summary = useLabView((s) => s.toolSummary);
  const info = TOOLS.find((t) => t.value === tool) ?? TOOLS[0];
  const walls = useMemo(() => board.kind.reduce((n, k) => n + (k === KIND_WALL ? 1 : 0), 0), [board]);
  const sel = selected >= 0 && selected < board.size ? axialToOffset({ orientation, parity }, { q: board.q[selected], r: board.r[selected] }) : null;
  return (
    <section className="panel-section" aria-labelledby="tools-heading">
      <h2 id="tools-heading">Algorithms</h2>
      <div className="field-grid">
        <SelectField label="Tool" value={tool} options={TOOLS} onChange={(v) => labSet({ tool: v })} />
        {HAS_RADIUS.includes(tool) && <NumberField label="N (radius)" value={radius} limit={LIMITS.labRadius} onCommit={(v) => labSet({ radius: v })} />}
        {tool === 'rotate' && <NumberField label="Turns (60° each)" value={steps} limit={LIMITS.turns} onCommit={(v) => labSet({ steps: v })} />}
        {tool === 'reflect' && (
          <SelectField label="Axis" value={String(((steps % 3) + 3) % 3)} options={AXES} onChange={(v) => labSet({ steps: Number(v) })} />
        )}
      </div>
      <p className="lab-help" data-testid="tool-help">{info.help}</p>
      {tool !== 'none' && <TopicDetails topic={TOOL_TOPICS[tool]} title={FORMULA_TITLE} open />}
      {tool === 'intersect' && (
        <p className="lab-selected" data-testid="centres-info">
          {centres.length === 0 ? (
            <span className="muted">{CENTRE_WORDS.none}</span>
          ) : (
            <>
              {CENTRE_WORDS.picked(centres.filter((c) => c < board.size).map((c) => `(${board.row[c]}, ${board.col[c]})`))}{' '}
              <button type="button" className="link" onClick={() => labSet({ centres: [] })}>
                {CENTRE_WORDS.clear}
              </button>
            </>
          )}
        </p>
      )}
      {tool !== 'intersect' && <p className="lab-selected" data-testid="selected-info">
        {sel ? (
          <>
            Selected: row {sel.row}, column {sel.col}{' '}
            <button type="button" className="link" onClick={() => labSet({ selected: -1 })}>
              Clear
            </button>
          </>
        ) : (
          <span className="muted">No tile selected: tools start from the tile under the pointer. Click a tile (or Enter on the cursor) to select it.</span>
        )}
      </p>}
      {tool === 'fov' && (
        <p className="lab-walls">
          {walls === 0 ? 'This board has no walls, so every tile is in sight. ' : `${walls} wall${walls === 1 ? '' : 's'} on this board. `}
          <button type="button" onClick={() => useHexlab.getState().setLevel(sampleWalls(useHexlab.getState().level))}>
            Add a few walls
          </button>{' '}
          <span className="muted">or paint your own in the Editor.</span>
        </p>
      )}
      <p className="lab-summary" role="status" data-testid="tool-summary">
        {summary}
      </p>
    </section>
  );
}
