import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceField, filledLevel, makeBoard, makeLayout, tileAtOffset, type Orientation } from '../../engine';
import { arbArena, cornersInside } from './testing';
import { bodyFits } from './collision';
import { heldVector } from './keys';
import { newHero, tileCentre } from './state';
import { FIXED_STEP, stepHero } from './step';

const held = (...keys: string[]) => ({ held: new Set(keys) });

function openArena(orientation: Orientation, rows = 12, cols = 12) {
  const board = makeBoard(filledLevel(rows, cols), { orientation, parity: 'odd' });
  const layout = makeLayout({ orientation, parity: 'odd', size: 10, origin: { x: 10, y: 10 } });
  return { board, layout, start: tileAtOffset(board, { row: rows >> 1, col: cols >> 1 }) };
}

describe('when keys are held on random boards at random frame times and speeds', () => {
  it('never puts a corner or the centre of the hero over a wall or void, nor jumps across one', () => {
    fc.assert(
      fc.property(
        arbArena(),
        fc.double({ min: 0.5, max: 500, noNaN: true }),
        fc.double({ min: 0.2, max: 1.2, noNaN: true }),
        fc.array(
          fc.record({ mask: fc.integer({ min: 0, max: 63 }), dt: fc.double({ min: 0, max: 0.3, noNaN: true }) }),
          { maxLength: 40 },
        ),
        ({ board, layout, tile }, tilesPerSecond, scale, frames) => {
          const s = layout.size.x;
          let hero = newHero(board, layout, tile, {
            width: scale * s,
            height: scale * 0.8 * s,
            speed: tilesPerSecond * s,
          });
          fc.pre(cornersInside(board, layout, hero).length === 0);
          const connected = distanceField(board, tile).distance;
          for (const { mask, dt } of frames) {
            hero = stepHero(hero, { held: mask }, board, layout, dt);
            expect(cornersInside(board, layout, hero)).toEqual([]);
            expect(board.kind[hero.tile]).toBe(0);
            expect(connected[hero.tile]).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never moves against the held direction: sliding keeps a share of the push', () => {
    fc.assert(
      fc.property(
        arbArena(),
        fc.array(
          fc.record({ mask: fc.integer({ min: 1, max: 63 }), dt: fc.double({ min: 0, max: 0.1, noNaN: true }) }),
          { maxLength: 30 },
        ),
        ({ board, layout, tile }, frames) => {
          let hero = newHero(board, layout, tile);
          for (const { mask, dt } of frames) {
            const next = stepHero(hero, { held: mask }, board, layout, dt);
            const v = heldVector(layout.orientation, mask);
            expect((next.x - hero.x) * v.x + (next.y - hero.y) * v.y).toBeGreaterThanOrEqual(-1e-9);
            hero = next;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('when the frame rate changes', () => {
  it('moves the same distance in the same time, however the time is cut into frames', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 0.1, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (dts) => {
          const { board, layout, start } = openArena('pointy', 40, 40);
          let chopped = newHero(board, layout, start);
          for (const dt of dts) chopped = stepHero(chopped, held('d'), board, layout, dt);
          const total = dts.reduce((a, b) => a + b, 0);
          let steady = newHero(board, layout, start);
          for (let t = total; t > 1e-12; t -= 0.05)
            steady = stepHero(steady, held('d'), board, layout, Math.min(0.05, t));
          expect(Math.abs(chopped.x - steady.x)).toBeLessThanOrEqual(steady.body.speed * FIXED_STEP + 1e-6);
          expect(chopped.y).toBeCloseTo(steady.y, 9);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('walks at its speed in board units per second on open floor', () => {
    const { board, layout, start } = openArena('flat', 40, 40);
    const hero = newHero(board, layout, start, { speed: 20 });
    const after = stepHero(stepHero(hero, held('s'), board, layout, 0.25), held('s'), board, layout, 0.25);
    expect(after.y - hero.y).toBeCloseTo(10, 6);
    expect(after.x).toBeCloseTo(hero.x, 9);
  });

  it('ignores a nonsense frame time and cuts a very long one', () => {
    const { board, layout, start } = openArena('pointy', 40, 40);
    const hero = newHero(board, layout, start, { speed: 20 });
    expect(stepHero(hero, held('d'), board, layout, Number.NaN)).toBe(hero);
    expect(stepHero(hero, held('d'), board, layout, -1)).toBe(hero);
    expect(stepHero(hero, held('d'), board, layout, 10).x - hero.x).toBeCloseTo(5, 6);
  });
});

describe('when the hero runs into a wall', () => {
  const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: 10 });

  it('slides off a wall it catches with its edge instead of stopping dead', () => {
    // A lone pillar; the hero, its top just below the pillar's vertical face, walks east into the pillar's lower slanted face.
    const level = filledLevel(7, 12);
    level[3][6] = 1;
    const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
    const pillar = tileCentre(board, layout, tileAtOffset(board, { row: 3, col: 6 }));
    const start = newHero(board, layout, tileAtOffset(board, { row: 3, col: 3 }));
    let hero = { ...start, y: start.y + 9 };
    expect(cornersInside(board, layout, hero)).toEqual([]);
    for (let i = 0; i < 8; i++) {
      hero = stepHero(hero, held('d'), board, layout, 0.25);
      expect(cornersInside(board, layout, hero)).toEqual([]);
    }
    expect(hero.x).toBeGreaterThan(pillar.x + 20);
    expect(hero.y).toBeGreaterThan(start.y + 9);
  });

  it('stops dead when pushing straight into a wall face', () => {
    const side = filledLevel(3, 6);
    for (const row of side) row[4] = 1;
    const b = makeBoard(side, { orientation: 'pointy', parity: 'odd' });
    let hero = newHero(b, layout, tileAtOffset(b, { row: 1, col: 1 }));
    for (let i = 0; i < 20; i++) hero = stepHero(hero, held('d'), b, layout, 0.1);
    const stuck = hero;
    hero = stepHero(hero, held('d'), b, layout, 0.2);
    expect(hero.x).toBeCloseTo(stuck.x, 9);
    expect(cornersInside(b, layout, hero)).toEqual([]);
  });

  it('treats void beyond the board edge like a wall', () => {
    const { board: open, layout: l, start: s } = openArena('flat', 5, 5);
    let hero = newHero(open, l, s);
    for (let i = 0; i < 30; i++) hero = stepHero(hero, held('q'), open, l, 0.1);
    expect(cornersInside(open, l, hero)).toEqual([]);
    expect(hero.tile).toBeGreaterThanOrEqual(0);
  });
});

describe('when the hero is wider than a tile', () => {
  it('tests points along its edges, so a wall poking between its corners still blocks it', () => {
    const level = filledLevel(5, 5);
    level[2][2] = 1;
    const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
    const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: 10 });
    const wall = tileCentre(board, layout, tileAtOffset(board, { row: 2, col: 2 }));
    // Top edge 4 units above the wall's bottom tip: the tip is 13.9 wide there, between corners 25 apart.
    const body = { width: 25, height: 10, speed: 10 };
    const y = wall.y + 10 - 4 + 5;
    const hero = { x: wall.x, y, tile: -1, body, acc: 0, walk: null };
    expect(cornersInside(board, layout, hero)).toEqual([]);
    expect(bodyFits(board, layout, body, wall.x, y)).toBe(false);
    expect(bodyFits(board, layout, body, wall.x, y + 6)).toBe(true);
  });
});
