import { describe, expect, it } from 'vitest';
import { isReadable, labelExtent, labelFontSize, MIN_READABLE_PX, textEm } from './labelFit';

describe('when a label is fitted into a hex', () => {
  it('gives a short one-line label 0.6 of the hex size, and stacked lines at most half', () => {
    expect(labelFontSize(24, 'pointy', textEm('7'), 1)).toBeCloseTo(14.4);
    expect(labelFontSize(24, 'pointy', textEm('7,'), 2)).toBeLessThanOrEqual(12);
  });
  it('shrinks longer labels so that they stay inside the hex’s widest band', () => {
    const four = labelFontSize(24, 'pointy', textEm('3,12'), 1);
    const seven = labelFontSize(24, 'pointy', textEm('-12,-12'), 1);
    expect(seven).toBeLessThan(four);
    // a pointy hex is sqrt(3) * size wide for half its height
    expect(seven * textEm('-12,-12')).toBeLessThanOrEqual(Math.sqrt(3) * 24);
    for (const o of ['pointy', 'flat'] as const)
      expect(labelFontSize(24, o, textEm('12,12'), 1) * textEm('12,12')).toBeLessThan(
        o === 'pointy' ? Math.sqrt(3) * 24 : 2 * 24,
      );
  });
  it('counts commas and hyphens narrower than digits, and the halo on both sides', () => {
    expect(textEm('12,12')).toBeLessThan(textEm('12312'));
    expect(textEm('-1')).toBeLessThan(textEm('11'));
    expect(textEm('1')).toBeGreaterThan(0.6);
  });
  it('keeps stacked lines within the hex height', () => {
    const f = labelFontSize(24, 'flat', textEm('-3,'), 3);
    expect(f * 3 * 1.1).toBeLessThanOrEqual(Math.sqrt(3) * 24);
  });
  it('measures the widest line and the most lines', () => {
    expect(labelExtent([['6,6'], ['12,10'], ['3,', '6,', '-9']])).toEqual({ em: textEm('12,10'), lines: 3 });
  });
});

describe('when the board is zoomed out', () => {
  it('calls a label unreadable once it would be drawn under the minimum pixel size', () => {
    expect(isReadable(10, 1)).toBe(true);
    expect(isReadable(10, 10 / MIN_READABLE_PX)).toBe(true);
    expect(isReadable(10, 2)).toBe(false);
  });
});
