import { describe, expect, it } from 'vitest';
import { filledLevel, makeBoard, makeLayout, tileAtOffset } from '../../engine';
import { astar } from '../pathfinding';
import { newHero, startWalk, tileCentre } from './state';
import { stepHero } from './step';

describe('on a board that wraps left to right', () => {
  const board = makeBoard(filledLevel(6, 10), { orientation: 'pointy', parity: 'odd', wrap: 'x' });
  const layout = makeLayout({ orientation: 'pointy', parity: 'odd', size: 12, origin: { x: 12, y: 12 } });
  const from = tileAtOffset(board, { row: 2, col: 1 });
  const to = tileAtOffset(board, { row: 2, col: 8 });

  it('plans the short way round across the seam and walks through it to the target', () => {
    const result = astar(board, from, to);
    expect(result.cost).toBe(3);
    expect(result.path!.map((id) => board.col[id])).toEqual([1, 0, 9, 8]);
    let hero = startWalk(newHero(board, layout, from), result.path);
    const seen = [from];
    for (let t = 0; t < 10 && hero.walk; t += 1 / 30) {
      hero = stepHero(hero, { held: 0 }, board, layout, 1 / 30);
      if (seen[seen.length - 1] !== hero.tile) seen.push(hero.tile);
    }
    expect(hero.walk).toBeNull();
    expect(seen).toEqual(result.path);
    expect({ x: hero.x, y: hero.y }).toEqual(tileCentre(board, layout, to));
  });
});
