import { describe, expect, it } from 'vitest';
import enShell from '../i18n/en/shell';
import esShell from '../i18n/es/shell';
import enPuzzle from '../i18n/en/puzzle';
import esPuzzle from '../i18n/es/puzzle';
import { parseLevel, type Level } from '../../games/puzzle/level';
import { FIRST_PUZZLE, SECOND_PUZZLE } from '../../games/puzzle/builtIn';
import { keptPuzzle as kept } from '../../store/persist/puzzleShelf.testKit';
import { levelWords } from './levelWords';

const DAY = Date.UTC(2026, 11, 7, 12);
const read = (text: string): Level => {
  const r = parseLevel(text);
  if (!r.ok) throw new Error('not a level');
  return r.level;
};
const level = (title: string, author: string, notes: [string, string]): Level => ({
  ...read(FIRST_PUZZLE),
  title,
  author,
  notes,
});

describe('what a player reads of a level', () => {
  it('reads a built-in level in the app’s language', () => {
    expect(levelWords(read(FIRST_PUZZLE), enPuzzle, enShell.library, [], DAY)).toEqual({
      title: 'First light',
      author: 'Hexlab',
      notes: 'A small puzzle to learn the rules.',
    });
    expect(levelWords(read(SECOND_PUZZLE), esPuzzle, esShell.library, [], DAY)).toEqual({
      title: 'Panal',
      author: 'Hexlab',
      notes: 'Dos pasos más: líneas y series.',
    });
  });

  it('keeps a community level’s own words, its two note lines as one text', () => {
    const words = levelWords(
      level('First light', 'Cookie', ['Can you solve it?', 'It is possible.']),
      esPuzzle,
      esShell.library,
      [],
      DAY,
    );
    expect(words).toEqual({ title: 'First light', author: 'Cookie', notes: 'Can you solve it? It is possible.' });
    expect(levelWords(level('Rings', 'PteranodonC', ['', '  ']), enPuzzle, enShell.library, [], DAY).notes).toBe('');
  });

  it('names a generated puzzle as My boards does, else by today', () => {
    const generated = level('Generated medium 42', 'Hexlab', ['', '']);
    expect(levelWords(generated, enPuzzle, enShell.library, [], DAY).title).toBe('Medium puzzle, 7 Dec 2026');
    const shelf = [kept('Generated medium 7', DAY), kept('Generated medium 42', DAY - 10)];
    expect(levelWords(generated, enPuzzle, enShell.library, shelf, DAY + 864e5).title).toBe(
      'Medium puzzle, 7 Dec 2026',
    );
    expect(levelWords(generated, esPuzzle, esShell.library, [], DAY).title).toBe('Puzle medio, 7 dic 2026');
  });
});
