// The daily's result as a short text to paste anywhere, whole in a chat's preview (four short lines): the date, won or
// lost, the time and 3BV/s, the solve's pace as five squares with the clicks and whether help was used (in the
// reader's language), and the daily's link. It is built from these facts only: the mines are never given to it, and
// the pace is how much of the board was open when, never where, so it can't give one away.
import type { PacePart } from '../../games/daily/pace';
import type { Format } from '../i18n';
import type { ResultFacts } from '../i18n/en/progress';
import { linkAddress } from '../links/address';

/** One square a fifth of the solve. */
const PACE_MARK: Record<PacePart, string> = {
  quick: '🟩',
  even: '🟨',
  slow: '🟥',
  lost: '💥',
  unreached: '⬛',
};

export const paceMarks = (parts: readonly PacePart[]): string => parts.map((p) => PACE_MARK[p]).join('');

export function shareText(
  words: (r: ResultFacts, f: Format) => string,
  r: ResultFacts,
  f: Format,
  link: string,
): string {
  return [words(r, f), link].join('\n');
}

/** The daily's own link, where the app is served. */
export const dailyHref = (date: string): string => linkAddress(`daily=${date}`);
