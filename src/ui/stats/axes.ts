// The statistics charts' axis maths, apart from their drawing: a value axis that ends on a round number, the day
// labels under a chart of games (one label when every game is of one day, so it never reads the same date twice),
// and the spread's bins, each a round range of times, never of zero width (one game is one bar from 9 to 10 s).

/** The least of 1, 2, 2.5 and 5 times a power of ten that is at least `v` (1 for 0 or less). */
export function niceCeil(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= v * (1 - 1e-12)) return m * p;
  return 10 * p;
}

/** Where the value axis ends: a round number at or above the largest value. */
export const axisTop = (values: readonly number[]): number => niceCeil(Math.max(0, ...values));

/** What is written under a chart: its two ends, or one label in the middle. */
export type XLabels = { start: string; end: string } | { middle: string };

/** The labels under a chart of games in order: the first and last day, or one day in the middle when they are one. */
export function dayLabels(days: readonly string[]): XLabels | null {
  if (days.length === 0) return null;
  const start = days[0];
  const end = days[days.length - 1];
  return start === end ? { middle: start } : { start, end };
}

export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/**
 * How many values fall in each round range: about `bins` ranges of one round width (1, 2, 2.5 or 5 times a power of
 * ten, at least `least`) from a multiple of it below the least value to past the most. One value, or values all
 * alike, are one range of the least round width that holds a tenth of the value.
 */
export function histogram(values: readonly number[], bins = 8, least = 100): Bin[] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const step = Math.max(least, niceCeil(hi > lo ? (hi - lo) / bins : Math.abs(lo) / 10));
  const first = Math.floor(lo / step);
  const n = Math.floor(hi / step) - first + 1;
  const out = Array.from({ length: n }, (_, i) => ({ from: (first + i) * step, to: (first + i + 1) * step, count: 0 }));
  for (const v of values) out[Math.min(n - 1, Math.floor(v / step) - first)].count++;
  return out;
}

/**
 * The line through a chart's wins: each win itself while there are few (at most `few`), else the median of the wins
 * round each (a window of about a twentieth of them), so hundreds of games read as a trend, not a scribble.
 */
export function trend(values: readonly (number | null)[], few = 30): { i: number; y: number }[] {
  const wins = values.flatMap((y, i) => (y === null ? [] : [{ i, y }]));
  if (wins.length <= few) return wins;
  const half = Math.max(2, Math.round(wins.length / 40));
  return wins.map(({ i }, k) => {
    const near = wins
      .slice(Math.max(0, k - half), k + half + 1)
      .map((w) => w.y)
      .sort((a, b) => a - b);
    return { i, y: near[near.length >> 1] };
  });
}
