// Dates in the reader's language. A daily's date is a UTC calendar day, so it is always written in UTC (the same day
// name wherever the reader is).
import type { Lang } from '../i18n';

const cache = new Map<string, Intl.DateTimeFormat>();
const fmt = (lang: Lang, style: 'full' | 'medium' | 'short' | 'month') => {
  const key = `${lang}:${style}`;
  let f = cache.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      style === 'month' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { dateStyle: style, timeZone: 'UTC' };
    cache.set(key, (f = new Intl.DateTimeFormat(lang, options)));
  }
  return f;
};

const utc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** A `YYYY-MM-DD` day, written out: "Thursday, November 26, 2026", "jueves, 26 de noviembre de 2026". */
export const longDate = (date: string, lang: Lang): string => fmt(lang, 'full').format(utc(date));

/** A `YYYY-MM-DD` day, short: "Nov 26, 2026", "26 nov 2026". */
export const mediumDate = (date: string, lang: Lang): string => fmt(lang, 'medium').format(utc(date));

/** A moment (ms), as a short date in UTC, for the charts' axes and the table. */
export const shortDay = (ms: number, lang: Lang): string => fmt(lang, 'short').format(ms);

/** The month of a `YYYY-MM` ("November 2026"). */
export const monthName = (month: string, lang: Lang): string => fmt(lang, 'month').format(utc(`${month}-01`));
