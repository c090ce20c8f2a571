import { useHexlab } from '../../../store';
import { usePointer } from '../../board/usePointer';
import { useT } from '../../i18n';
import { clueNumber, lineNumber } from '../../../games/puzzle/board';
import { slotAt } from '../../../games/puzzle/edit';
import type { PuzzleGrid } from '../../../games/puzzle/grid';

/** Says what the keyboard cursor's slot holds while editing (and whether a cell starts hidden), for screen readers. */
export function EditAnnouncer({ grid }: { grid: PuzzleGrid }) {
  const cursor = usePointer((s) => s.cursor);
  const level = useHexlab((s) => s.puzzleEdit.level);
  const board = useHexlab((s) => s.puzzleEdit.board);
  const t = useT('puzzle');
  const shell = useT('shell').board;
  if (cursor < 0 || cursor >= grid.board.size) return <p className="sr-only" aria-live="polite" />;
  const [x, y] = [grid.hx[cursor], grid.hy[cursor]];
  const slot = slotAt(level, x, y);
  let what: string;
  if (!slot) what = t.edit.emptySlot;
  else if (slot.kind === 'line') what = t.cell.line(lineNumber(board, slot.index), slot.line.kind);
  else {
    const c = slot.cell;
    const n = clueNumber(board, slot.index);
    const color = c.color === 'blue' ? t.cell.blue : t.cell.black;
    if (c.color === 'blue') what = c.clue === 'plain' ? t.cell.flower(n) : color;
    else if (c.clue === 'none') what = t.cell.question;
    else what = t.cell[c.clue === 'plain' ? 'count' : c.clue](color, n);
    if (!c.shown) what = t.edit.startsHidden(what);
  }
  return (
    <p className="sr-only" aria-live="polite" data-testid="cursor-description">
      {shell.cursor(y, x, what)}
    </p>
  );
}
