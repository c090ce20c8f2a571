import { citationsOf } from '../../games/minesweeper/solver';
import { useHexlab } from '../../store';
import { useFormat, useT } from '../i18n';
import { reasonText } from './minesweeperText';

/**
 * A hint's explanation, over the board's frame on the side away from the hinted tile (a tile in the upper half gets
 * it at the foot, one in the lower half at the top), so the reason and the tile are in view together. It never takes
 * the pointer: a tap on the tiles under it reaches the board. It is kept (empty) for its live region.
 */
export function HintBubble() {
  const hint = useHexlab((s) => s.minesweeper.hint);
  const note = useHexlab((s) => s.minesweeper.hintNote);
  const upper = useHexlab((s) =>
    s.minesweeper.hint ? s.board.row[s.minesweeper.hint.tile] < s.board.rows / 2 : false,
  );
  const t = useT('minesweeper');
  const f = useFormat();
  const text = hint ? reasonText(t, f, hint.why, citationsOf(hint)) : note ? t.hintNotes[note] : '';
  return (
    <p
      data-testid="hint-text"
      className={`hint-text hint-bubble ${upper ? 'hint-at-foot' : 'hint-at-top'}`}
      aria-live="polite"
    >
      {text}
    </p>
  );
}
