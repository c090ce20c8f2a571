import { useEffect } from 'react';
import { useHexlab } from '../../store';
import { play } from '../sound/sound';
import { useT } from '../i18n';

/**
 * A wrong mark, told three ways: the cell shakes and flashes (data-wrong, puzzle.css; a flash alone under reduced
 * motion), a sound plays when sounds are on, and a screen reader hears it (this live region: the mistake's number
 * makes each one a new sentence, so a second wrong mark is read too).
 */
export function WrongMark() {
  const wrong = useHexlab((s) => s.puzzle.wrong);
  const level = useHexlab((s) => s.puzzle.level);
  const t = useT('puzzle').wrong;
  useEffect(() => {
    if (!wrong) return;
    play('wrong');
    // A second wrong mark on the same cell: its shake plays again from the start.
    for (const el of document.querySelectorAll('[data-testid="board"] [data-wrong]'))
      for (const a of el.getAnimations()) {
        a.cancel();
        a.play();
      }
  }, [wrong]);
  const color = wrong && level.cells[wrong.cell]?.color === 'blue' ? 'black' : 'blue';
  return (
    <p className="sr-only" aria-live="assertive" data-testid="puzzle-wrong">
      {wrong ? t.said(color, wrong.mistakes) : ''}
    </p>
  );
}
