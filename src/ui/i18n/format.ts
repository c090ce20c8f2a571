import { useMemo } from 'react';
import { useLang, type Lang } from './lang';
import { plural, type PluralForms } from './plural';

/** Numbers, percentages and times written the way the language writes them (17.5 s in English, 17,5 s in Spanish). */
export interface Format {
  lang: Lang;
  /** A number with exactly `digits` decimals (default: as many as it has, at most 3). */
  number(n: number, digits?: number): string;
  /** A fraction 0..1 as a percentage with `digits` decimals. */
  percent(p: number, digits?: number): string;
  /** Milliseconds as seconds with `digits` decimals, unit included. */
  seconds(ms: number, digits?: number): string;
  /** A time taken: seconds under a minute (17.5 s), else minutes and seconds (4:07, 1:02:05). */
  duration(ms: number): string;
  /** The plural form of `forms` for n ('#' is n). */
  plural(n: number, forms: PluralForms): string;
}

const formats = new Map<Lang, Format>();

export function formatFor(lang: Lang): Format {
  let f = formats.get(lang);
  if (f) return f;
  const byDigits = new Map<string, Intl.NumberFormat>();
  const nf = (digits: number | undefined, style: 'decimal' | 'percent' = 'decimal') => {
    const key = `${style}:${digits ?? ''}`;
    let x = byDigits.get(key);
    if (!x) {
      x = new Intl.NumberFormat(
        lang,
        digits === undefined
          ? { style, maximumFractionDigits: 3 }
          : { style, minimumFractionDigits: digits, maximumFractionDigits: digits },
      );
      byDigits.set(key, x);
    }
    return x;
  };
  f = {
    lang,
    number: (n, digits) => nf(digits).format(n),
    percent: (p, digits = 0) => nf(digits, 'percent').format(p),
    seconds: (ms, digits = 1) => `${nf(digits).format(ms / 1000)} s`,
    duration: (ms) => {
      if (ms < 60_000) return `${nf(1).format(ms / 1000)} s`;
      const s = Math.round(ms / 1000);
      const two = (n: number) => String(n).padStart(2, '0');
      const h = Math.floor(s / 3600);
      const m = Math.floor(s / 60) % 60;
      return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
    },
    plural: (n, forms) => plural(n, forms, lang),
  };
  formats.set(lang, f);
  return f;
}

/** The current language's number formats. */
export function useFormat(): Format {
  const lang = useLang((s) => s.lang);
  return useMemo(() => formatFor(lang), [lang]);
}
