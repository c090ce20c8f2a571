import { describe, expect, it } from 'vitest';
import { decodeShare } from '../../share';
import { lzBomb } from '../../share/bomb.testing';
import { withParam } from '../../share/testing';
import messages from './es/messages';
import { formatFor } from './format';

const f = formatFor('es');
const sentence = (query: string) => {
  const r = decodeShare(query);
  if (r.ok) throw new Error(`expected the link to be refused: ${query}`);
  return messages.link(r.error, f);
};

describe('links that cannot be read, in Spanish', () => {
  it('a part named in the singular takes a singular verb', () => {
    expect(sentence(withParam('mask', lzBomb(600)))).toBe(
      'En el enlace, el tablero se desempaquetaría en más de lo que cabe en su tablero: esa parte del enlace está dañada.',
    );
  });
  it('a part named in the plural takes a plural verb', () => {
    expect(sentence(withParam('flag', lzBomb(600)))).toBe(
      'En el enlace, las baldosas con bandera se desempaquetarían en más de lo que cabe en su tablero: esa parte del enlace está dañada.',
    );
  });
});
