import { describe, expect, it } from 'vitest';
import { AXIAL_DIRECTIONS, axialToPixel, makeLayout, type Orientation } from '../../engine';
import { directionForKey, keyboardDirections } from './keys';

// Screen angles (degrees, y down) of the compass labels.
const ANGLE: Record<string, number> = { E: 0, SE: 60, S: 90, SW: 120, W: 180, NW: -120, N: -90, NE: -60 };

describe.each<Orientation>(['pointy', 'flat'])('the cursor keys in the %s layout', (orientation) => {
  const keys = keyboardDirections(orientation);
  const layout = makeLayout({ orientation, parity: 'odd', size: 10 });

  it('are six keys over the six directions', () => {
    expect(new Set(keys.map((k) => k.key)).size).toBe(6);
    expect(keys.map((k) => k.direction).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('each move the cursor where its label points on screen', () => {
    for (const { direction, label } of keys) {
      const p = axialToPixel(layout, AXIAL_DIRECTIONS[direction]);
      const angle = (Math.atan2(p.y, p.x) * 180) / Math.PI;
      const diff = Math.abs((((angle - ANGLE[label]) % 360) + 540) % 360 - 180);
      expect(diff, `${label}`).toBeLessThan(31);
    }
  });

  it('leave F free for flagging and ignore case', () => {
    expect(directionForKey(orientation, 'f')).toBe(-1);
    expect(directionForKey(orientation, 'W')).toBe(2);
  });
});

describe('the horizontal layout', () => {
  it("uses the tutorial's A W E D X Z", () => {
    expect(keyboardDirections('pointy').map((k) => k.key).join('')).toBe('awedxz');
  });
});
