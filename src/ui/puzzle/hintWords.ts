// A hint's words, from the proof record hint.ts returns: the clues by what they show (they are lit on the board, so
// no place is named), and the step as a player says it.
import { clueNumber, lineNumber, type PuzzleBoard } from '../../games/puzzle/board';
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
  const name = (ref: ClueRef) => clueName(t, board, ref);
  const r = hint.reason;
  switch (r.kind) {
    case 'clue': {
      const n = numberOf(board, r.clue);
      if (r.why === 'done') return t.done(name(r.clue), t.blueIn[whereOf(board, r.clue)](n, f), n);
      if (r.why === 'full') return t.full(name(r.clue), r.need, f);
      return t.shape(name(r.clue), together(board, r.clue), color);
    }
    case 'pair': {
      const [a, b] = r.clues.map(name);
      if (r.bound?.at === 'least') return t.least(a, b, r.bound.n, f);
      if (r.bound?.at === 'most') return t.most(a, b, r.bound.n, r.need);
      return t.pair(a, b, color);
    }
    case 'count':
      return r.clues.length
        ? t.countWith(t.list(r.clues.map(name)), r.left, color, f)
        : t.countAlone(r.left, r.hidden, f);
    case 'several':
      return t.several(t.list(r.clues.map(name)), r.clues.length, color);
  }
}
