import { describe, expect, it } from 'vitest';
import { axialToPixel, makeLayout, type Orientation } from '../../engine';
import { heldMask, heldVector, heroKeys } from './keys';

const byKey = (o: Orientation) => Object.fromEntries(heroKeys(o).map((k) => [k.key, k]));

describe('when the layout is horizontal (pointy tops)', () => {
  it('uses the tutorial keys A W E D X Z for west, north-west, north-east, east, south-east, south-west', () => {
    expect(heroKeys('pointy').map((k) => `${k.key}:${k.label}`)).toEqual([
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
    expect(heroKeys('flat').map((k) => `${k.key}:${k.label}`)).toEqual([
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

describe.each<Orientation>(['pointy', 'flat'])('in the %s layout', (orientation) => {
  it('points every key at the centre of the neighbour in its axial direction', () => {
    const layout = makeLayout({ orientation, parity: 'odd', size: 10 });
    const axial = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
    for (const k of heroKeys(orientation)) {
      const c = axialToPixel(layout, { q: axial[k.direction][0], r: axial[k.direction][1] });
      const len = Math.hypot(c.x, c.y);
      expect(k.vector.x).toBeCloseTo(c.x / len);
      expect(k.vector.y).toBeCloseTo(c.y / len);
    }
  });

  it('has six different keys covering the six directions', () => {
    const keys = heroKeys(orientation);
    expect(new Set(keys.map((k) => k.key)).size).toBe(6);
    expect(keys.map((k) => k.direction).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('cancels opposite keys and combines neighbouring ones into the direction between', () => {
    const keys = heroKeys(orientation);
    const opposite = (d: number) => keys.find((k) => k.direction === (d + 3) % 6)!;
    for (const k of keys) expect(heldVector(orientation, new Set([k.key, opposite(k.direction).key]))).toEqual({ x: 0, y: 0 });
    const [a, b] = [keys.find((k) => k.direction === 0)!, keys.find((k) => k.direction === 1)!];
    const v = heldVector(orientation, new Set([a.key, b.key]));
    expect(Math.hypot(v.x, v.y)).toBeCloseTo(1);
    expect(v.x).toBeCloseTo((a.vector.x + b.vector.x) / Math.hypot(a.vector.x + b.vector.x, a.vector.y + b.vector.y));
  });

  it('reads held keys in either case, or as a bitmask of directions', () => {
    const [first, second] = heroKeys(orientation);
    const mask = heldMask(orientation, new Set([first.key.toUpperCase(), second.key, 'p']));
    expect(mask).toBe((1 << first.direction) | (1 << second.direction));
    expect(heldVector(orientation, mask)).toEqual(heldVector(orientation, new Set([first.key, second.key])));
    expect(heldVector(orientation, new Set())).toEqual({ x: 0, y: 0 });
  });
});
