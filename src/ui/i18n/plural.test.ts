import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const MINES = { one: '# mine around', other: '# mines around' };

describe('plural', () => {
  it('says one of a thing in the singular and every other count in the plural', () => {
    expect(plural(1, MINES)).toBe('1 mine around');
    expect(plural(0, MINES)).toBe('0 mines around');
    expect(plural(2, MINES)).toBe('2 mines around');
    expect(plural(6, MINES)).toBe('6 mines around');
  });

  it('writes the number the way the language does', () => {
    expect(plural(1234, { one: '# tile', other: '# tiles' })).toBe('1,234 tiles');
  });

  it('uses the categories of the language it is asked in, falling back to other', () => {
    const forms = { one: '# plik', few: '# pliki', many: '# plików', other: '# pliku' };
    expect(plural(1, forms, 'pl')).toBe('1 plik');
    expect(plural(3, forms, 'pl')).toBe('3 pliki');
    expect(plural(5, forms, 'pl')).toBe('5 plików');
    expect(plural(3, { other: '# x' }, 'pl')).toBe('3 x');
  });
});
