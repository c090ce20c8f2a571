// A daily is named by its UTC date, `YYYY-MM-DD`: the same name, and so the same board, for everyone on that date.

/** Days since 1970-01-01 (UTC) of a moment in ms. */
export const dayOf = (ms: number): number => Math.floor(ms / 86_400_000);

/** The `YYYY-MM-DD` name of a day number. */
export function dayKey(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC date of a moment in ms, as `YYYY-MM-DD`. */
export const dateOf = (ms: number): string => dayKey(dayOf(ms));

/** The day number of a `YYYY-MM-DD` date, or null when it is not a real calendar date. */
export function parseDay(key: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!Number.isFinite(ms)) return null;
  const day = dayOf(ms);
  return dayKey(day) === key ? day : null;
}

/** The weekday of a day number, 0 = Sunday. */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** FNV-1a over `salt` and the date's characters: a seed every machine derives alike from a date. */
export function dateSeed(date: string, salt = ''): number {
  const text = salt + date;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h & 0x7fffffff;
}

/** The first daily there is: nothing before it can be opened. */
export const FIRST_DAILY = '2026-01-01';
