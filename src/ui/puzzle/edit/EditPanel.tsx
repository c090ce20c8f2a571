import { useId } from 'react';
import { useHexlab } from '../../../store';
import type { PuzzleTextField } from '../../../store/slices/puzzleEditSlice';
import { clueChoices, editIssues, LINE_DIRS, slotAt } from '../../../games/puzzle/edit';
import { useT } from '../../i18n';
import { PuzzleTabs } from './PuzzleTabs';

const FIELDS: readonly PuzzleTextField[] = ['title', 'author', 'note1', 'note2'];

/** The Edit tab's panel: the tabs, the tool's hint, the chosen slot's clue, the marks that don't hold, the header. */
export function EditPanel() {
  const id = useId();
  const tool = useHexlab((s) => s.puzzleEdit.tool);
  const dir = useHexlab((s) => s.puzzleEdit.dir);
  const level = useHexlab((s) => s.puzzleEdit.level);
  const board = useHexlab((s) => s.puzzleEdit.board);
  const a = useHexlab.getState();
  const t = useT('puzzle').edit;
  const issues = editIssues(board);
  const value = (f: PuzzleTextField) =>
    f === 'title' ? level.title : f === 'author' ? level.author : level.notes[f === 'note1' ? 0 : 1];
  return (
    <section className="panel-section pz-panel pze-panel" aria-labelledby={`${id}-h`}>
      <PuzzleTabs />
      <h2 id={`${id}-h`}>{t.heading}</h2>
      <p className="field-hint">
        {t.toolHints[tool]} {t.shiftPans}
      </p>
      <div className="field">
        <span className="field-label" id={`${id}-dir`}>
          {t.dir}
        </span>
        <div className="button-row pze-dirs" role="group" aria-labelledby={`${id}-dir`}>
          {LINE_DIRS.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={dir === d}
              aria-label={t.dirs[d]}
              onClick={() => a.puzzleEditDir(d)}
            >
              <span aria-hidden="true">{d}</span>
            </button>
          ))}
        </div>
      </div>
      <ClueChoice />
      <div role="status" className="pze-issues">
        {issues.length === 0 ? (
          <p className="field-hint">{t.noIssues}</p>
        ) : (
          <ul>
            {issues.map((i) => (
              <li key={`${i.x},${i.y}`}>{t.issue(i)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="field-grid pze-fields">
        {FIELDS.map((f) => (
          <div className="field" key={f}>
            <label htmlFor={`${id}-${f}`}>{t.fields[f]}</label>
            <input
              id={`${id}-${f}`}
              type="text"
              maxLength={200}
              value={value(f)}
              onChange={(e) => a.puzzleEditText(f, e.target.value)}
            />
          </div>
        ))}
      </div>
      <div className="button-row">
        <button type="button" onClick={a.puzzleEditNew}>
          {t.newEmpty}
        </button>
      </div>
    </section>
  );
}

/** The clues the chosen slot may carry, the one it has pressed. */
function ClueChoice() {
  const id = useId();
  const selected = useHexlab((s) => s.puzzleEdit.selected);
  const level = useHexlab((s) => s.puzzleEdit.level);
  const t = useT('puzzle').edit;
  const slot = selected ? slotAt(level, selected.x, selected.y) : null;
  if (!selected || !slot)
    return (
      <p className="field-hint" id={`${id}-c`}>
        {t.choose}
      </p>
    );
  const names = slot.kind === 'line' ? t.clues.line : slot.cell.color === 'black' ? t.clues.cell : t.clues.blue;
  const now = slot.kind === 'line' ? slot.line.kind : slot.cell.clue;
  return (
    <div className="field">
      <span className="field-label" id={`${id}-c`}>
        {t.clue} <span className="muted">({t.chosen(selected.x, selected.y)})</span>
      </span>
      <div className="button-row" role="group" aria-labelledby={`${id}-c`}>
        {clueChoices(slot).map((c) => (
          <button key={c} type="button" aria-pressed={now === c} onClick={() => useHexlab.getState().puzzleEditClue(c)}>
            {(names as Record<string, string>)[c]}
          </button>
        ))}
      </div>
    </div>
  );
}
