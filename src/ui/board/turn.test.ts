import { describe, expect, it } from 'vitest';
import { turnGain, TURN_WORTH } from './turn';

describe('turning a board to fit', () => {
  it('helps a wide board in a tall frame by as much as the tighter side allows', () => {
    // A 30 x 16 Expert board (about 2:1) in a phone's frame: fitted by width now, by height once turned.
    const gain = turnGain({ width: 900, height: 450 }, { width: 375, height: 650 });
    expect(gain).toBeCloseTo(650 / 900 / (375 / 900), 5);
    expect(gain).toBeGreaterThan(TURN_WORTH);
  });
  it('never helps a board already shaped like its frame, and hurts one turned the wrong way', () => {
    expect(turnGain({ width: 400, height: 800 }, { width: 375, height: 650 })).toBeLessThan(1);
    expect(turnGain({ width: 500, height: 500 }, { width: 375, height: 650 })).toBeCloseTo(1, 5);
  });
  it('is 0 when there is nothing to fit or nowhere to fit it', () => {
    expect(turnGain({ width: 0, height: 10 }, { width: 375, height: 650 })).toBe(0);
    expect(turnGain({ width: 10, height: 10 }, { width: 0, height: 0 })).toBe(0);
  });
});
