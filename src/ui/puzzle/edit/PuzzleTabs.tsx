import { useHexlab } from '../../../store';
import { useT } from '../../i18n';

/** "Play" | "Edit" at the top of the Puzzles mode's panel: Play plays the edited level from its start. */
export function PuzzleTabs() {
  const tab = useHexlab((s) => s.puzzleEdit.tab);
  const t = useT('puzzle').edit;
  const a = useHexlab.getState();
  return (
    <div className="pze-tabs" role="group" aria-label={t.tabs}>
      <button type="button" aria-pressed={tab === 'play'} onClick={() => tab === 'edit' && a.puzzleEditPlay()}>
        {t.play}
      </button>
      <button type="button" aria-pressed={tab === 'edit'} onClick={() => tab === 'play' && a.puzzleEditStart()}>
        {t.edit}
      </button>
    </div>
  );
}
