import { describe, expect, it } from 'vitest';
import { legendRanges, percentLabel, probabilityBand, PROBABILITY_BANDS, safestTiles } from './probabilityScale';

describe('the mine-chance scale', () => {
  it('puts 9% and 20% in different bands, and 0% and a certain mine in bands of their own', () => {
    expect(probabilityBand(0.09)).not.toBe(probabilityBand(0.2));
    expect(probabilityBand(0)).toBe(0);
    expect(probabilityBand(0.001)).toBe(1);
    expect(probabilityBand(1)).toBe(PROBABILITY_BANDS - 1);
    expect(probabilityBand(0.9)).toBeLessThan(PROBABILITY_BANDS - 1);
  });

  it('never puts a higher chance in a lower band', () => {
    let last = 0;
    for (let i = 0; i <= 1000; i++) {
      const b = probabilityBand(i / 1000);
      expect(b).toBeGreaterThanOrEqual(last);
      last = b;
    }
    expect(last).toBe(PROBABILITY_BANDS - 1);
  });

  it('gives the legend one range a band, joined end to end, from 0 to 100', () => {
    const ranges = legendRanges();
    expect(ranges).toHaveLength(PROBABILITY_BANDS);
    expect(ranges[0]).toEqual({ band: 0, from: 0, to: 0 });
    expect(ranges.at(-1)).toEqual({ band: PROBABILITY_BANDS - 1, from: 100, to: 100 });
    for (let b = 2; b < ranges.length - 1; b++) expect(ranges[b].from).toBe(ranges[b - 1].to);
    for (const r of ranges.slice(1, -1)) expect(probabilityBand((r.from + r.to) / 200)).toBe(r.band);
  });
});

describe('percentLabel', () => {
  it('writes whole percent, and never rounds a possible mine to 0 or a possible safe tile to 100', () => {
    expect(percentLabel(0)).toBe('0');
    expect(percentLabel(1)).toBe('100');
    expect(percentLabel(0.094)).toBe('9');
    expect(percentLabel(0.2)).toBe('20');
    expect(percentLabel(0.004)).toBe('<1');
    expect(percentLabel(0.996)).toBe('>99');
  });
});

describe('safestTiles', () => {
  it('finds every hidden tile with the lowest chance, ignoring tiles without one and revealed tiles', () => {
    const p = [0.3, NaN, 0.1, 0.05, 0.1, 0.05];
    const hidden = (id: number) => id !== 3;
    expect(safestTiles(p, hidden)).toEqual([5]);
    expect(safestTiles(p, () => true)).toEqual([3, 5]);
    expect(safestTiles([NaN, NaN], () => true)).toEqual([]);
  });
});
