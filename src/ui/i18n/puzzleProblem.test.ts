import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../games/puzzle/level';
import enProblem from './en/puzzleProblem';
import esProblem from './es/puzzleProblem';

// What "Open puzzle" says of the text in the "Puzzle text" field, read as the Puzzles mode reads it.
const said = (text: string, word: typeof enProblem) => {
  const r = parseLevel(text);
  return r.ok ? null : word(r.problem);
};

describe('an empty "Puzzle text" opened', () => {
  it('says it is empty, in English and Spanish, naming no line', () => {
    for (const text of ['', '\n  \n']) {
      expect(said(text, enProblem)).toBe('The puzzle text is empty: paste a level in it, or open a file.');
      expect(said(text, esProblem)).toBe('El texto del puzle está vacío: pega un nivel en él, o abre un archivo.');
    }
  });

  it('while a text that is not a level still names the line that should name the format', () => {
    expect(said('not a puzzle', enProblem)).toBe('This is not a puzzle: line 1 should say “Hexcells level v1”.');
  });
});
