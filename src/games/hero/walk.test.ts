import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, makeLayout, tileAtOffset } from '../../engine';
import { astar } from '../pathfinding';
import { floorTiles } from '../pathfinding/testing';
import { arbArena, cornersInside } from './testing';
import { newHero, startWalk, tileCentre, type HeroState } from './state';
import { stepHero } from './step';

const idle = { held: 0 };

/** What a click does: the store plans the cheapest route from the hero's tile, and the runner starts walking it. */
function routeHero(hero: HeroState, b: Parameters<typeof astar>[0], goal: number) {
  const result = astar(b, hero.tile, goal);
  return { hero: startWalk(hero, result.path), result };
}

function walkUntilStill(
  hero: HeroState,
  board: Parameters<typeof stepHero>[2],
  layout: Parameters<typeof stepHero>[3],
  maxSeconds: number,
  seen?: number[],
): HeroState {
  for (let t = 0; t < maxSeconds && hero.walk; t += 1 / 30) {
    hero = stepHero(hero, idle, board, layout, 1 / 30);
    if (seen && seen[seen.length - 1] !== hero.tile) seen.push(hero.tile);
  }
  return hero;
}

// A pointy board with a wall across the middle and a gap at the right end.
const level = filledLevel(9, 12);
for (let c = 0; c < 11; c++) level[4][c] = 1;
const board = makeBoard(level, { orientation: 'pointy', parity: 'odd' });
const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: 12, origin: { x: 12, y: 12 } });
const from = tileAtOffset(board, { row: 1, col: 1 });
const to = tileAtOffset(board, { row: 7, col: 1 });

describe('when a tile is clicked', () => {
  it('walks the route round the wall, tile centre to tile centre, and stops on the target centre', () => {
    const { hero, result } = routeHero(newHero(board, layout, from), board, to);
    expect(result.path![0]).toBe(from);
    const seen = [from];
    const end = walkUntilStill(hero, board, layout, 20, seen);
    expect(end.walk).toBeNull();
    expect(end.tile).toBe(to);
    expect({ x: end.x, y: end.y }).toEqual(tileCentre(board, layout, to));
    expect(seen).toEqual(result.path);
  });

  it('re-routes from the tile it stands on when another tile is clicked mid-walk', () => {
    let { hero } = routeHero(newHero(board, layout, from), board, to);
    for (let i = 0; i < 20; i++) hero = stepHero(hero, idle, board, layout, 1 / 30);
    const other = tileAtOffset(board, { row: 0, col: 10 });
    const again = routeHero(hero, board, other);
    expect(again.result.path![0]).toBe(hero.tile);
    const end = walkUntilStill(again.hero, board, layout, 20);
    expect(end.tile).toBe(other);
  });

  it('does not move towards an unreachable target', () => {
    const walled = filledLevel(5, 5);
    walled[2] = [1, 1, 1, 1, 1];
    const b = makeBoard(walled, { orientation: 'pointy', parity: 'odd' });
    const start = newHero(b, layout, 0);
    const { hero, result } = routeHero(start, b, tileAtOffset(b, { row: 4, col: 4 }));
    expect(result.path).toBeNull();
    expect(stepHero(hero, idle, b, layout, 1)).toEqual(hero);
  });

  it('hands over to the keys as soon as one is held', () => {
    const { hero } = routeHero(newHero(board, layout, from), board, to);
    const moved = stepHero(hero, { held: new Set(['d']) }, board, layout, 0.1);
    expect(moved.walk).toBeNull();
    expect(moved.x).toBeGreaterThan(hero.x);
  });

  it('arrives at the same time whatever the frame rate', () => {
    const { hero } = routeHero(newHero(board, layout, from), board, to);
    const timeTo = (dt: number) => {
      let h = hero;
      let t = 0;
      while (h.walk) {
        h = stepHero(h, idle, board, layout, dt);
        t += dt;
      }
      return t;
    };
    expect(Math.abs(timeTo(1 / 144) - timeTo(1 / 24))).toBeLessThanOrEqual(1 / 24 + 1e-9);
  });
});

describe('when routes are walked on random boards', () => {
  it('reaches every reachable target without a corner ever over a wall or void', () => {
    fc.assert(
      fc.property(
        arbArena(8, 8),
        fc.nat(),
        fc.double({ min: 0.01, max: 0.2, noNaN: true }),
        ({ board: b, layout: l, tile }, pick, dt) => {
          const floor = floorTiles(b);
          const goal = floor[pick % floor.length];
          let hero = startWalk(newHero(b, l, tile), astar(b, tile, goal).path);
          for (let i = 0; i < 2000 && hero.walk; i++) {
            hero = stepHero(hero, idle, b, l, dt);
            expect(cornersInside(b, l, hero)).toEqual([]);
          }
          if (astar(b, tile, goal).path) expect(hero.tile).toBe(goal);
        },
      ),
      { numRuns: 200 },
    );
  });
});
