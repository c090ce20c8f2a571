// Small hand-made levels for the tests: rows of two-character v1 slots, padded to the format's 33 x 33.
import { GRID, V1_HEADER } from './level';

/** v1 text whose top-left corner is `rows` (whitespace inside a row is ignored, so slots may be spaced out). */
export function levelText(rows: string[], title = 'Test', author = 'Hexlab tests'): string {
  const body = Array.from({ length: GRID }, (_, y) => {
    const row = (rows[y] ?? '').replace(/\s+/g, '');
    return row + '.'.repeat(GRID * 2 - row.length);
  });
  return [V1_HEADER, title, author, '', '', ...body].join('\n');
}
