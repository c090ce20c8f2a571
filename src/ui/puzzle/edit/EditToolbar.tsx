import { useHexlab } from '../../../store';
import type { EditTool } from '../../../games/puzzle/edit';
import { useFormat, useT } from '../../i18n';

const TOOLS: readonly EditTool[] = ['blue', 'black', 'erase', 'line', 'shown', 'clue'];

/** Over the board while editing: the live verdict, the tools, Undo and Redo (within reach on a phone too). */
export function EditToolbar() {
  const tool = useHexlab((s) => s.puzzleEdit.tool);
  const canUndo = useHexlab((s) => s.puzzleEdit.past.length > 0);
  const canRedo = useHexlab((s) => s.puzzleEdit.future.length > 0);
  const a = useHexlab.getState();
  const t = useT('puzzle').edit;
  return (
    <>
      <EditVerdict />
      <span className="pze-undo">
        <button type="button" onClick={a.puzzleEditUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          {t.undo}
        </button>
        <button
          type="button"
          onClick={a.puzzleEditRedo}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
        >
          {t.redo}
        </button>
      </span>
      <div className="pze-tools" role="group" aria-label={t.tools}>
        {TOOLS.map((id) => (
          <button
            key={id}
            type="button"
            className={`pze-tool pze-tool-${id}`}
            aria-pressed={tool === id}
            aria-label={t.toolNames[id]}
            title={t.toolHints[id]}
            onClick={() => a.puzzleEditTool(id)}
          >
            <span className="pze-swatch" aria-hidden="true" />
            {t.toolShort[id]}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * The live check's word on the level on screen, with a no-guess level's grade (the reasoning its solve needs, as
 * "Check puzzle" says it): absent `data-verdict` while it is being checked.
 */
function EditVerdict() {
  const empty = useHexlab((s) => s.puzzleEdit.level.cells.length === 0);
  const check = useHexlab((s) => (s.puzzleEdit.check?.level === s.puzzleEdit.level ? s.puzzleEdit.check : null));
  const texts = useT('puzzle');
  const t = texts.edit.verdict;
  const f = useFormat();
  const r = check?.result;
  let text: string;
  if (empty) text = t.empty;
  else if (!check) text = t.checking;
  else if (!r) text = t.failed;
  else if (r.verdict === 'no-guess') text = r.grade ? `${t['no-guess']} ${texts.check.grade[r.grade]}` : t['no-guess'];
  else if (r.verdict === 'needs-guess') text = t['needs-guess'](r.stuck.length, f);
  else text = t.contradiction(r.clues.length + r.lines.length, f);
  return (
    <p
      className="pze-verdict"
      data-testid="puzzle-edit-check"
      data-verdict={empty || !r ? undefined : r.verdict}
      data-grade={!empty && r?.verdict === 'no-guess' ? (r.grade ?? undefined) : undefined}
      aria-busy={!empty && !check}
      role="status"
    >
      {text}
    </p>
  );
}
