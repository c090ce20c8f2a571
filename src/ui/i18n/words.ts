import type { Format } from './format';
import type { LinkField } from '../../share/problems';

// Small helpers the catalogues write sentences with, in any language.

/** The first letter in capitals: a clause that opens a sentence. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "1 mine", "2 mines": n with the word's singular or plural, by the language's plural rules. */
export const count = (f: Format, n: number, one: string, other: string): string =>
  f.plural(n, { one: `# ${one}`, other: `# ${other}` });

/** A chance of a mine as a percentage, keeping tiny non-zero chances visible ("<1%"). */
export const chance = (f: Format, p: number): string => (p > 0 && p < 0.01 ? `<${f.percent(0.01)}` : f.percent(p));

/** The parts of a link whose names are plural (English and Spanish alike: "the flagged tiles", "las minas"). */
const PLURAL_LINK_FIELDS = new Set<LinkField>([
  'revealed',
  'flagged',
  'mines',
  'players',
  'proximityRules',
  'proximityMoves',
]);

/** The verb for a part of a link: its singular form, or its plural one for a part named in the plural. */
export const linkVerb = (field: LinkField, one: string, many: string): string =>
  PLURAL_LINK_FIELDS.has(field) ? many : one;
