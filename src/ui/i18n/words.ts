import type { Format } from './format';

// Small helpers the catalogues write sentences with, in any language.

/** The first letter in capitals: a clause that opens a sentence. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "1 mine", "2 mines": n with the word's singular or plural, by the language's plural rules. */
export const count = (f: Format, n: number, one: string, other: string): string =>
  f.plural(n, { one: `# ${one}`, other: `# ${other}` });

/** A chance of a mine as a percentage, keeping tiny non-zero chances visible ("<1%"). */
export const chance = (f: Format, p: number): string => (p > 0 && p < 0.01 ? `<${f.percent(0.01)}` : f.percent(p));
