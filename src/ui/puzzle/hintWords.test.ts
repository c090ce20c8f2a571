import { describe, expect, it } from 'vitest';
import { proofOf } from '../../games/deduction';
import type { PuzzleBoard } from '../../games/puzzle/board';
import { shownAtStart } from '../../games/puzzle/check';
import { hintFor, type Hint } from '../../games/puzzle/hint';
import { boardOf, COUNT_ONLY, realLevels } from '../../games/puzzle/testKit';
import en from '../i18n/en/puzzle';
import es from '../i18n/es/puzzle';
import { formatFor } from '../i18n/format';
import { hintWords } from './hintWords';

const board = boardOf;
const first = (b: PuzzleBoard) => hintFor(b, shownAtStart(b)) as Hint;
const words = (b: PuzzleBoard, h: Hint | 'none' = first(b)) => hintWords(en.hint, formatFor('en'), b, h);
const palabras = (b: PuzzleBoard, h: Hint | 'none' = first(b)) => hintWords(es.hint, formatFor('es'), b, h);

describe("a hint's words", () => {
  it('one clue that already has its blue: the rest are black', () => {
    const b = board(['.. .. X. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. o. ..']);
    expect(words(b)).toBe('The 1 already has 1 blue neighbour: the rest are black.');
    expect(palabras(b)).toBe('El 1 ya tiene 1 vecina azul: las demás son negras.');
  });

  it('one clue whose hidden cells are all it needs: all are blue', () => {
    const b = board(['.. .. x. ..', '.. .. .. ..', '.. .. O+ ..', '.. .. .. ..', '.. .. x. ..']);
    expect(words(b)).toBe('The 2 needs 2 more blue and has just 2 hidden cells left: all are blue.');
    expect(palabras(b)).toBe('El 2 necesita 2 azules más y le quedan solo 2 celdas ocultas: todas son azules.');
  });

  it('a line clue, named as one', () => {
    const b = board(['.. |+', '.. o.', '', '.. o.', '', 'X. ..']);
    expect(words(b)).toBe('The line clue 0 counts no blue cell: every hidden cell it counts is black.');
  });

  it('two clues: what the first must have in the cells they share, and what that leaves the second', () => {
    const b = board(['.. .. o. |+', '.. .. .. x.', '.. .. O+ ..', '.. .. .. o.', '.. .. o. ..']);
    expect(words(b)).toBe(
      'The line clue 1 must have 1 blue among the cells it shares with the 1; that is all the 1 still needs, so its other cells are black.',
    );
    expect(palabras(b)).toContain('La pista de línea 1 debe tener 1 azul entre las celdas que comparte con el 1');
  });

  it('the remaining count', () => {
    const b = board(COUNT_ONLY);
    expect(words(b)).toMatch(/^A hard step\. The remaining count \(2 blue cells left\) and the 1, taken together/);
    const proof = proofOf(0, 0, 'count', []);
    const alone: Hint = { cell: 0, color: 'black', proof, reason: { kind: 'count', left: 0, hidden: 3 } };
    expect(words(b, alone)).toBe('No blue cell is left to find (Remaining is 0): every hidden cell is black.');
  });

  it('names no grid place, on any step of any real level', () => {
    for (const { board: b } of realLevels.filter((l) => l.board.size <= 140 && !l.name.includes('non-consecutive'))) {
      const revealed = shownAtStart(b);
      for (let h = hintFor(b, revealed); h; h = hintFor(b, revealed)) {
        for (const text of [words(b, h), palabras(b, h)]) expect(text).not.toMatch(/column|row|columna|fila|\d+, \d+/i);
        revealed[h.cell] = 1;
      }
    }
  });
});
