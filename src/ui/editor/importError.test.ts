import { describe, expect, it } from 'vitest';
import { parseLevelText } from '../../games/editor';
import { formatFor, loadNamespace } from '../i18n';

/** The sentence the Editor shows for a refused text, in a language. */
async function sentence(text: string, lang: 'en' | 'es' = 'en'): Promise<string> {
  const result = parseLevelText(text);
  if (result.ok) throw new Error('expected the text to be refused');
  return (await loadNamespace(lang, 'editor')).io.importError(result.error, formatFor(lang));
}

describe('a refused levelData import', () => {
  it.each([
    ['[[0,0],\n [0,x]]', "Line 2, column 5: expected a number or ']' but found 'x'."],
    ['[[0 0]]', "Line 1, column 5: expected ',' or ']' but found '0'."],
    [
      'var a = [\n[0],\n[0],\n[-1, 0, 12]]',
      'Value 12 at line 4, column 9 is not a tile: use -1 (no tile), 0 (floor), 1 (wall) or 2-9 (floor with movement cost).',
    ],
    ['[[0,0],\n[0,0],\n[0]]', 'Line 3, column 1: row 3 has 1 value but row 1 has 2; every row needs the same number.'],
    ['[[0],[]]', 'Line 1, column 6: row 2 is empty; every row needs at least one value.'],
    [' [ ] ', 'Line 1, column 4: the level has no rows; write at least one, such as [[0]].'],
    ['  \n ', 'Line 2, column 2: the text is empty; paste levelData such as [[0,0],[0,0]].'],
    ['[[0,0]', "Line 1, column 7: expected ',' or ']' after row 1 but found the end of the text."],
    ['[[0]] [[1]]', "Line 1, column 7: expected the end of the text after the level but found '['."],
    ['hello', "Line 1, column 6: expected '=' after hello but found the end of the text."],
    ['42', "Line 1, column 1: expected '[' to start the level but found '42'."],
    ['[0, 1]', "Line 1, column 2: expected '[' to start row 1 or ']' but found '0'."],
    ['[[0]] /* oops', 'Line 1, column 7: this comment is never closed; end it with */.'],
    [
      `[${Array.from({ length: 251 }, () => '[0]').join(',')}]`,
      'the level has more than 250 rows; the largest board is 250 x 250.',
    ],
    [`[[${new Array(251).fill(0).join(',')}]]`, 'Line 1, column 503: row 1 has more than 250 values'],
  ])('says where and why in English: %j', async (text, message) => {
    expect(await sentence(text)).toContain(message);
  });

  it('says it in Spanish too, with the same line and column', async () => {
    expect(await sentence('[[0,0],\n [0,x]]', 'es')).toBe(
      "Línea 2, columna 5: se esperaba un número o ']' pero hay 'x'.",
    );
    expect(await sentence('[[0,0],\n[0,0],\n[0]]', 'es')).toContain('la fila 3 tiene 1 valor pero la fila 1 tiene 2');
  });
});
