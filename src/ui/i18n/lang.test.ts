import { describe, expect, it } from 'vitest';
import { pickLang } from './lang';
import { formatFor } from './format';

describe('pickLang', () => {
  it('takes the first preferred language Hexlab speaks, by its base tag', () => {
    expect(pickLang(['es-MX', 'en-US'])).toBe('es');
    expect(pickLang(['fr-FR', 'ES'])).toBe('es');
    expect(pickLang(['de', 'en-GB', 'es'])).toBe('en');
  });
  it('falls back to English', () => {
    expect(pickLang([])).toBe('en');
    expect(pickLang(['fr', 'pt-BR'])).toBe('en');
  });
});

describe('formats', () => {
  it('write seconds, numbers and percentages the language’s way', () => {
    expect(formatFor('en').seconds(17_500)).toBe('17.5 s');
    expect(formatFor('es').seconds(17_500)).toBe('17,5 s');
    expect(formatFor('en').number(12_345.678, 2)).toBe('12,345.68');
    expect(formatFor('es').number(12_345.678, 2)).toBe('12.345,68');
    expect(formatFor('en').percent(0.125, 1)).toBe('12.5%');
    expect(formatFor('es').percent(0.125, 1)).toBe('12,5\u00a0%');
  });
  it('pick the plural form by the language’s rules', () => {
    const forms = { one: '# mina', other: '# minas' };
    expect(formatFor('es').plural(1, forms)).toBe('1 mina');
    expect(formatFor('es').plural(0, forms)).toBe('0 minas');
    expect(formatFor('es').plural(1_000_000, { one: '# mina', many: '# de minas', other: '# minas' })).toBe(
      '1.000.000 de minas',
    );
  });
});
