import { describe, expect, it } from 'vitest';
import { formatFor } from './format';
import enMinesweeper from './en/minesweeper';
import esMinesweeper from './es/minesweeper';
import enMessages from './en/messages';
import esMessages from './es/messages';

// A crashed worker hands over only the browser's words, which may be none: the sentence is the catalogue's.
describe('a worker that crashes, in the reader’s language', () => {
  it('the no-guess board generator', () => {
    expect(enMinesweeper.noGuess.why({ kind: 'crashed', message: '' }, formatFor('en'))).toBe(
      'the board generator failed',
    );
    expect(esMinesweeper.noGuess.why({ kind: 'crashed', message: '' }, formatFor('es'))).toBe(
      'falló el generador de tableros',
    );
    expect(esMinesweeper.noGuess.why({ kind: 'crashed', message: 'Uncaught RangeError' }, formatFor('es'))).toBe(
      'falló el generador de tableros: Uncaught RangeError',
    );
  });

  it('the computer’s move in Proximity', () => {
    expect(enMessages.notice({ kind: 'computerFailed', why: '' }, formatFor('en'))).toBe(
      'The computer could not choose a move.',
    );
    expect(esMessages.notice({ kind: 'computerFailed', why: '' }, formatFor('es'))).toBe(
      'El ordenador no pudo elegir jugada.',
    );
    expect(esMessages.notice({ kind: 'computerFailed', why: 'out of memory' }, formatFor('es'))).toBe(
      'El ordenador no pudo elegir jugada (out of memory).',
    );
  });
});
