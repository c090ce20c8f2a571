import { describe, expect, it } from 'vitest';
import { isReadable, labelExtent, labelFontSize, MIN_READABLE_PX } from './labelFit';

describe('when a label is fitted into a hex', () => {
  it('gives short labels at most half the hex size', () => {
    expect(labelFontSize(24, 'pointy', 1, 1)).toBe(12);
  });
  it('shrinks longer labels so they stay inside the hex', () => {
    const four = labelFontSize(24, 'pointy', 4, 1);
    const seven = labelFontSize(24, 'pointy', 7, 1);
    expect(seven).toBeLessThan(four);
    expect(seven * 7 * 0.6).toBeLessThanOrEqual(Math.sqrt(3) * 24);
  });
  it('keeps stacked lines within the hex height', () => {
    const f = labelFontSize(24, 'flat', 3, 3);
    expect(f * 3 * 1.1).toBeLessThanOrEqual(Math.sqrt(3) * 24);
  });
  it('measures the longest line and the most lines', () => {
    expect(labelExtent([['6,6'], ['12,10'], ['3,', '6,', '-9']])).toEqual({ chars: 5, lines: 3 });
  });
});

describe('when the board is zoomed out', () => {
  it('calls a label unreadable once it would be drawn under the minimum pixel size', () => {
    expect(isReadable(10, 1)).toBe(true);
    expect(isReadable(10, 10 / MIN_READABLE_PX)).toBe(true);
    expect(isReadable(10, 2)).toBe(false);
  });
});
