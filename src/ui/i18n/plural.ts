// Messages with a count, written the way a per-language catalogue will hold them: one form per plural category
// (Intl.PluralRules), '#' standing for the number. English needs `one` and `other`; other languages add `few`, `many`...

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();
const rulesFor = (locale: string) => {
  let r = rulesByLocale.get(locale);
  if (!r) rulesByLocale.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
};

/** The form of `forms` that `n` takes in `locale`, with '#' replaced by n: plural(1, { one: '# mine', other: '# mines' }). */
export function plural(n: number, forms: PluralForms, locale = 'en'): string {
  const form = forms[rulesFor(locale).select(n)] ?? forms.other;
  return form.replace(/#/g, n.toLocaleString(locale));
}
