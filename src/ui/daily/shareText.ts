// The daily's result as a short text to paste anywhere: the date, won or lost, the time and 3BV/s (in the reader's
// language), the board's outline in hex characters, and the daily's link. It is built from these facts only: the
// mines are never given to it, so it can't give one away.
import type { Format } from '../i18n';
import type { ResultFacts } from '../i18n/en/progress';
import { linkAddress } from '../links/address';

export function shareText(
  words: (r: ResultFacts, f: Format) => string,
  r: ResultFacts,
  f: Format,
  picture: readonly string[],
  link: string,
): string {
  return [words(r, f), '', ...picture, '', link].join('\n');
}

/** The daily's own link, where the app is served. */
export const dailyHref = (date: string): string => linkAddress(`daily=${date}`);

/** The date a `?daily=` address names (checked when it is opened), or null when it names none. */
export function dailyDateIn(search: string): string | null {
  try {
    return new URLSearchParams(search).get('daily');
  } catch {
    return null;
  }
}
