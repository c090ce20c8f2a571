import { describe, expect, it } from 'vitest';
import { axisTop, dayLabels, histogram, niceCeil, trend } from './axes';

describe('the charts’ axes', () => {
  it('end the value axis on a round number at or above the most', () => {
    expect([0, 0.7, 1, 9_000, 9_001, 23_000, 37_250, 1.23].map(niceCeil)).toEqual([
      1, 1, 1, 10_000, 10_000, 25_000, 50_000, 2,
    ]);
    expect(axisTop([])).toBe(1);
    expect(axisTop([9_000])).toBe(10_000);
  });

  it('with one game: one day label, in the middle, and one bar of a real range round it', () => {
    expect(dayLabels(['11/28/26'])).toEqual({ middle: '11/28/26' });
    const bins = histogram([9_000]);
    expect(bins).toHaveLength(1);
    expect(bins[0].to).toBeGreaterThan(bins[0].from);
    expect(bins[0]).toEqual({ from: 9_000, to: 10_000, count: 1 });
  });

  it('with five games: the first and last day when they differ, one label when they are the same day', () => {
    expect(dayLabels(['11/24/26', '11/25/26', '11/25/26', '11/27/26', '11/28/26'])).toEqual({
      start: '11/24/26',
      end: '11/28/26',
    });
    expect(dayLabels(Array(5).fill('11/28/26'))).toEqual({ middle: '11/28/26' });
    const bins = histogram([9_000, 12_400, 15_100, 15_900, 31_000]);
    // Round ranges of one width, end to end, holding every game.
    const width = bins[0].to - bins[0].from;
    expect([1, 2, 2.5, 5].some((m) => width / m === 10 ** Math.round(Math.log10(width / m)))).toBe(true);
    bins.forEach((b, i) => {
      expect(b.to - b.from).toBeCloseTo(width);
      if (i > 0) expect(b.from).toBeCloseTo(bins[i - 1].to);
    });
    expect(bins[0].from).toBeLessThanOrEqual(9_000);
    expect(bins.at(-1)!.to).toBeGreaterThan(31_000);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(5);
    expect(bins.length).toBeLessThanOrEqual(10);
  });

  it('with 500 games: at most about ten bars, every game in one', () => {
    const values = Array.from({ length: 500 }, (_, i) => 4_000 + ((i * 7919) % 290_000));
    const bins = histogram(values);
    expect(bins.length).toBeGreaterThan(4);
    expect(bins.length).toBeLessThanOrEqual(10);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(500);
    // Labels at the ends are distinct whole seconds.
    expect(bins[0].from % 1_000).toBe(0);
    expect(bins.at(-1)!.to).toBeGreaterThan(bins[0].from);
  });
});

describe('the line through the wins', () => {
  it('joins the wins themselves when there are few, and their running median when there are hundreds', () => {
    expect(trend([5, null, 7])).toEqual([
      { i: 0, y: 5 },
      { i: 2, y: 7 },
    ]);
    const many = Array.from({ length: 500 }, (_, i) => (i % 3 === 1 ? null : 10 + ((i * 7_919) % 31)));
    const line = trend(many);
    expect(line).toHaveLength(many.filter((v) => v !== null).length);
    // Times scattered over 10..40 s read as a steady line about their middle, not a scribble across the whole range.
    const ys = line.map((p) => p.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(15);
  });
});
