import { describe, expect, it } from 'vitest';
import { AXIAL_DIRECTIONS, axialToPixel, makeLayout, type Orientation } from '../../engine';
import { directionForKey, directionKeys, type CompassPoint } from './directions';

// Screen angles (degrees, y down) of the compass names.
const ANGLE: Record<CompassPoint, number> = {
  east: 0,
  'south-east': 60,
  south: 90,
  'south-west': 120,
  west: 180,
  'north-west': -120,
  north: -90,
  'north-east': -60,
};

const byKey = (o: Orientation) => Object.fromEntries(directionKeys(o).map((k) => [k.key, k]));

describe('when the layout is horizontal (pointy tops)', () => {
  it('uses the tutorial keys A W E D X Z for west, north-west, north-east, east, south-east, south-west', () => {
    expect(directionKeys('pointy').map((k) => `${k.key}:${k.label}`)).toEqual([
      'a:west',
      'w:north-west',
      'e:north-east',
      'd:east',
      'x:south-east',
      'z:south-west',
    ]);
  });

  it('moves D straight east and W up and to the left at 60 degrees', () => {
    const k = byKey('pointy');
    expect(k.d.vector.x).toBeCloseTo(1);
    expect(k.d.vector.y).toBeCloseTo(0);
    expect(k.w.vector.x).toBeCloseTo(-0.5);
    expect(k.w.vector.y).toBeCloseTo(-Math.sqrt(3) / 2);
  });
});

describe('when the layout is vertical (flat tops)', () => {
  it('uses Q W E A S D for north-west, north, north-east, south-west, south, south-east', () => {
    expect(directionKeys('flat').map((k) => `${k.key}:${k.label}`)).toEqual([
      'q:north-west',
      'w:north',
      'e:north-east',
      'a:south-west',
      's:south',
      'd:south-east',
    ]);
  });

  it('moves W straight up and D down and to the right at 30 degrees', () => {
    const k = byKey('flat');
    expect(k.w.vector.x).toBeCloseTo(0);
    expect(k.w.vector.y).toBeCloseTo(-1);
    expect(k.d.vector.x).toBeCloseTo(Math.sqrt(3) / 2);
    expect(k.d.vector.y).toBeCloseTo(0.5);
  });
});

describe.each<Orientation>(['pointy', 'flat'])('the direction keys in the %s layout', (orientation) => {
  const keys = directionKeys(orientation);
  const layout = makeLayout({ orientation, parity: 'odd', size: 10 });

  it('are six keys over the six directions', () => {
    expect(new Set(keys.map((k) => k.key)).size).toBe(6);
    expect(keys.map((k) => k.direction).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('each point where their name says, at the centre of the neighbour in their axial direction', () => {
    for (const { direction, label, vector } of keys) {
      const p = axialToPixel(layout, AXIAL_DIRECTIONS[direction]);
      const angle = (Math.atan2(p.y, p.x) * 180) / Math.PI;
      const diff = Math.abs(((((angle - ANGLE[label]) % 360) + 540) % 360) - 180);
      expect(diff, label).toBeLessThan(31);
      const len = Math.hypot(p.x, p.y);
      expect(vector.x).toBeCloseTo(p.x / len);
      expect(vector.y).toBeCloseTo(p.y / len);
    }
  });

  it('leave F free for flagging and ignore case', () => {
    expect(directionForKey(orientation, 'f')).toBe(-1);
    expect(directionForKey(orientation, 'W')).toBe(2);
  });
});
