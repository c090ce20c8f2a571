import { useState } from 'react';
import { useHexlab } from '../../store';
import { EndCard } from '../endCard/EndCard';
import { useFormat, useT } from '../i18n';

/** The moment a puzzle is solved: a card beside the board with the mistakes made, Play again and Close. */
export function PuzzleEndCard() {
  const solved = useHexlab((s) => s.puzzle.play.solved);
  const play = useHexlab((s) => s.puzzle.play);
  const [closed, setClosed] = useState<object | null>(null);
  const t = useT('puzzle').solved;
  const f = useFormat();
  if (!solved || closed === play) return null;
  return (
    <EndCard
      result="won"
      title={t.title}
      celebrate
      onClose={() => setClosed(play)}
      actions={
        <button type="button" className="primary" onClick={useHexlab.getState().puzzleRestart}>
          {t.again}
        </button>
      }
    >
      <p className="pz-end-text" data-testid="puzzle-solved" data-mistakes={play.mistakes}>
        {t.text(play.mistakes, f)}
      </p>
    </EndCard>
  );
}
