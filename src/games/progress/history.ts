// The player's progress: every finished game as one entry, and what the statistics show is computed from them. The
// daily's entries carry their date; one attempt counts per day.

import { DAILY, type Category } from './category';

export { DAILY, type Category } from './category';

/** One finished (or abandoned) game. */
export interface GameEntry {
  /** when it ended, ms since 1970 */
  readonly at: number;
  readonly category: Category;
  readonly won: boolean;
  /** the game's time in ms */
  readonly ms: number;
  /** the 3BV solved over the time, per second (0 when unknown) */
  readonly bv3s: number;
  /** the daily's date, for daily games (one entry a date in each daily category) */
  readonly daily?: string;
  /** a daily played after its own UTC date */
  readonly late?: boolean;
  /** a daily restarted, undone or helped (hint, probabilities): played, never won */
  readonly assisted?: boolean;
  /** a link's query that replays it */
  readonly replay?: string;
  /** a daily begun and not (yet) ended: it counts as played, not won */
  readonly unfinished?: boolean;
  /** the mistakes made, for a mode that counts them (wrong marks) */
  readonly mistakes?: number;
  /** the attempt's id, for a mode whose attempts are named: one attempt is entered once */
  readonly attempt?: string;
}

/** Games and wins carried over from before games were kept one by one (no times). */
export type Carried = Readonly<Record<Category, { readonly played: number; readonly won: number }>>;

export interface Progress {
  readonly games: readonly GameEntry[];
  readonly carried: Carried;
}

export const emptyProgress = (): Progress => ({ games: [], carried: {} });

/** The daily entry of a date in `category` (any daily category), if that day's attempt was made. */
export const dailyEntry = (p: Progress, date: string, category: Category = DAILY): GameEntry | undefined =>
  p.games.find((g) => g.daily === date && g.category === category);

/**
 * How a solved try of a date's daily stands in `category`: `counted` (its solve made the day's entry), `practice`
 * (the day was already entered by another try, or this one is not solved: `attempt` null), or `open` (the day has no
 * entry yet). `attempt` is the try's id as its own entry carries it; the day's entry is made from the first solve at
 * the same moment.
 */
export function dailyTryStanding(
  p: Progress,
  date: string,
  category: Category,
  attempt: string | null,
): { standing: 'open' | 'practice' } | { standing: 'counted'; late: boolean } {
  const day = dailyEntry(p, date, category);
  if (!day) return { standing: 'open' };
  const own = attempt === null ? undefined : p.games.find((g) => g.attempt === attempt);
  return own && own.at === day.at ? { standing: 'counted', late: !!day.late } : { standing: 'practice' };
}

/** The progress with one more game; a second attempt at a daily, or a named attempt entered again, is not counted
 *  (the first stays). */
export function addGame(p: Progress, game: GameEntry): Progress {
  if (game.daily !== undefined && dailyEntry(p, game.daily, game.category)) return p;
  if (game.attempt !== undefined && p.games.some((g) => g.attempt === game.attempt)) return p;
  const won = game.won && !game.assisted;
  return { ...p, games: [...p.games, { ...game, won }] };
}

/** The daily's attempt ended: its entry, begun when the first tile opened, takes the result (only the first end counts). */
export function finishDaily(p: Progress, game: GameEntry): Progress {
  const i = p.games.findIndex((g) => g.daily === game.daily && g.category === game.category);
  if (i < 0) return addGame(p, game);
  if (!p.games[i].unfinished) return p;
  const games = p.games.slice();
  games[i] = { ...game, won: game.won && !game.assisted, late: p.games[i].late };
  return { ...p, games };
}

/** What the statistics show for one category. */
export interface Summary {
  readonly played: number;
  readonly won: number;
  /** 0..1, or null before any game */
  readonly winRate: number | null;
  /** the best and median winning time in ms, or null */
  readonly bestMs: number | null;
  readonly medianMs: number | null;
  /** the best 3BV/s of a won game, or null */
  readonly bestBv3s: number | null;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The figures of one category, carried counts included. */
export function summarise(p: Progress, category: Category): Summary {
  const games = p.games.filter((g) => g.category === category);
  const wins = games.filter((g) => g.won);
  const carried = p.carried[category] ?? { played: 0, won: 0 };
  const played = games.length + carried.played;
  const won = wins.length + carried.won;
  const times = wins.map((g) => g.ms);
  return {
    played,
    won,
    winRate: played ? won / played : null,
    bestMs: times.length ? Math.min(...times) : null,
    medianMs: median(times),
    bestBv3s: wins.length ? Math.max(...wins.map((g) => g.bv3s)) : null,
  };
}

/** The categories that hold games, in a stable order: the daily first, then as `order` lists them, then the rest. */
export function categoriesOf(p: Progress, order: readonly Category[]): Category[] {
  const have = new Set([...p.games.map((g) => g.category), ...Object.keys(p.carried)]);
  const known = [DAILY, ...order].filter((c) => have.has(c));
  return [...known, ...[...have].filter((c) => !known.includes(c)).sort()];
}
