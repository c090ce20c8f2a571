// A hint's words, from the proof record hint.ts returns (src/games/deduction, as Minesweeper's hints): the clues it
// cites, in its order, by what they show (they are lit on the board, so no place is named), and the step, by its rung,
// as a player says it.
import { clueNumber, lineNumber, type PuzzleBoard } from '../../games/puzzle/board';
import { clueAtSlot } from '../../games/puzzle/clues';
import type { ClueRef, Hint } from '../../games/puzzle/hint';
import type { Catalogue } from '../i18n/catalogue';
import type { Format } from '../i18n/format';
import { clueText } from './PuzzleTile';

type HintTexts = Catalogue['puzzle']['hint'];

/** Where a clue counts its blue cells: around a black cell, within two steps of a blue one, along a line. */
const whereOf = (board: PuzzleBoard, ref: ClueRef) =>
  ref.kind === 'line' ? 'line' : board.blue[ref.cell] ? 'flower' : 'cell';

/** A clue as the hint names it: "the {3}", "the blue 5", "the line clue 2". */
function clueName(t: HintTexts, board: PuzzleBoard, ref: ClueRef): string {
  if (ref.kind === 'line') {
    const l = board.level.lines[ref.line];
    return t.name.line(clueText(l.kind, lineNumber(board, ref.line)));
  }
  const c = board.level.cells[ref.cell];
  return t.name[whereOf(board, ref)](clueText(c.clue, clueNumber(board, ref.cell)));
}

/** The number a clue shows. */
const numberOf = (board: PuzzleBoard, ref: ClueRef) =>
  ref.kind === 'line' ? lineNumber(board, ref.line) : clueNumber(board, ref.cell);

const together = (board: PuzzleBoard, ref: ClueRef) =>
  (ref.kind === 'line' ? board.level.lines[ref.line].kind : board.level.cells[ref.cell].clue) === 'together';

/** The hint's sentence (or "nothing can be proved"). */
export function hintWords(t: HintTexts, f: Format, board: PuzzleBoard, hint: Hint | 'none'): string {
  if (hint === 'none') return t.none;
  const color = t.colors[hint.color];
  const cited = hint.proof.cites.map(clueAtSlot);
  const names = cited.map((ref) => clueName(t, board, ref));
  const r = hint.reason;
  switch (r.kind) {
    case 'one': {
      const [clue] = cited;
      const n = numberOf(board, clue);
      if (r.why === 'done') return t.done(names[0], t.blueIn[whereOf(board, clue)](n, f), n);
      if (r.why === 'full') return t.full(names[0], r.need, f);
      return t.shape(names[0], together(board, clue), color);
    }
    case 'two': {
      const [a, b] = names;
      if (r.bound?.at === 'least') return t.least(a, b, r.bound.n, f);
      if (r.bound?.at === 'most') return t.most(a, b, r.bound.n, r.need);
      return t.pair(a, b, color);
    }
    case 'count':
      return t.countAlone(r.left, r.hidden, f);
    case 'several':
      return r.left === null
        ? t.several(t.list(names), names.length, color)
        : t.countWith(t.list(names), r.left, color, f);
  }
}
