import { clueNumber, lineNumber } from '../../games/puzzle/board';
import type { ClueRef } from '../../games/puzzle/hint';
import type { PuzzleGrid } from '../../games/puzzle/grid';
import { useHexlab } from '../../store';
import { useT } from '../i18n';
import { clueText } from './PuzzleTile';

/**
 * "Hint": one cell the shown clues prove, outlined on the board (data-hint). In the panel (CONTRACT.md); where the
 * panel is a drawer (a phone, a small window) also at hand in the bar under the board, beside the zoom, while the drawer
 * is shut (`pz-hint-at-hand`; the stylesheet shows one at a time).
 */
export function HintButton({ className }: { className?: string }) {
  const solved = useHexlab((s) => s.puzzle.play.solved);
  const t = useT('puzzle').hint;
  return (
    <button type="button" className={className} disabled={solved} onClick={useHexlab.getState().puzzleHint}>
      {t.button}
    </button>
  );
}

/**
 * Why the hinted cell is blue or black: which clues prove it, and how. Over the board's frame, as Minesweeper's hint
 * (HintBubble), on the side away from the hinted cell, and it never takes the pointer: its coming and going moves
 * nothing, so a tap on the hinted cell lands where the player aimed.
 */
export function HintText({ grid }: { grid: PuzzleGrid }) {
  const hint = useHexlab((s) => s.puzzle.hint);
  const board = useHexlab((s) => s.puzzle.board);
  const remaining = useHexlab((s) => s.puzzle.play.remaining);
  const t = useT('puzzle').hint;
  if (!hint) return null;
  const name = (ref: ClueRef) => {
    if (ref.kind === 'cell') {
      const c = board.level.cells[ref.cell];
      return t.cellClue(clueText(c.clue, clueNumber(board, ref.cell)), c.x, c.y);
    }
    const l = board.level.lines[ref.line];
    return t.lineClue(clueText(l.kind, lineNumber(board, ref.line)), l.x, l.y);
  };
  let text = t.none;
  if (hint !== 'none') {
    const color = t.colors[hint.color];
    const r = hint.reason;
    if (r.kind === 'clue') text = t.clue(name(r.clue), color);
    else if (r.kind === 'pair') text = t.pair(name(r.clues[0]), name(r.clues[1]), color);
    else if (r.kind === 'count') text = t.count(remaining, color);
    else text = t.several(r.clues.map(name), color);
  }
  const upper = hint !== 'none' && grid.board.row[grid.tileOfCell[hint.cell]] < grid.board.rows / 2;
  return (
    <p
      className={`pz-hint-text hint-bubble ${upper ? 'hint-at-foot' : 'hint-at-top'}`}
      data-testid="hint-text"
      role="status"
    >
      {text}
    </p>
  );
}
