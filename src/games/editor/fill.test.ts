import { describe, expect, it } from 'vitest';
import { filledLevel } from '../../engine';
import { fill } from './fill';
import { snapshot, valueCounts } from './testing';

describe('when the fill bucket is used', () => {
  it('changes the connected region and stops at a wall line', () => {
    const level = [
      [0, 0, 1, 0, 0],
      [0, 0, 1, 0, 0],
      [0, 0, 1, 0, 0],
    ];
    const before = snapshot(level);
    const out = fill(level, { orientation: 'flat', parity: 'odd' }, { row: 0, col: 0 }, -1);
    expect(out).toEqual([
      [-1, -1, 1, 0, 0],
      [-1, -1, 1, 0, 0],
      [-1, -1, 1, 0, 0],
    ]);
    expect(level).toEqual(before);
  });

  it('follows hex adjacency: a diagonal array step joins only when the row offset makes it a neighbour', () => {
    const level = [
      [0, 1],
      [1, 0],
    ];
    // Odd rows shifted right: (1,1) sits beyond (0,1), not next to (0,0). Even rows shifted: it touches (0,0).
    expect(fill(level, { orientation: 'pointy', parity: 'odd' }, { row: 0, col: 0 }, 5)[1][1]).toBe(0);
    expect(fill(level, { orientation: 'pointy', parity: 'even' }, { row: 0, col: 0 }, 5)[1][1]).toBe(5);
  });

  it('fills a void region with floor', () => {
    const out = fill(filledLevel(4, 4, -1), { orientation: 'pointy', parity: 'odd' }, { row: 2, col: 2 }, 0);
    expect(valueCounts(out)).toEqual({ 0: 16 });
  });

  it('hands back the same level when the value is already there or the start is off the board', () => {
    const level = filledLevel(3, 3, 0);
    expect(fill(level, { orientation: 'pointy', parity: 'odd' }, { row: 1, col: 1 }, 0)).toBe(level);
    expect(fill(level, { orientation: 'pointy', parity: 'odd' }, { row: 9, col: 1 }, 1)).toBe(level);
  });
});
